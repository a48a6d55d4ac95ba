import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';

const options = [
  { value: 'youtube', label: 'YouTube', description: 'Videos and shorts' },
  { value: 'blog', label: 'Blog or newsletter' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
];

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  args: { legend: 'Where will you promote us?', options, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /TikTok/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /YouTube/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['youtube', 'tiktok']);
  },
};
export const WithValues: Story = { args: { defaultValue: ['blog', 'instagram'], hint: 'Pick all that apply.' } };
export const WithError: Story = {
  args: { error: 'Choose at least one channel.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Where will you promote us?' })).toHaveAccessibleDescription('Choose at least one channel.');
  },
};
export const DisabledOption: Story = { args: { options: [...options.slice(0, 3), { value: 'tiktok', label: 'TikTok', disabled: true, description: 'Coming soon' }] } };
export const Disabled: Story = { args: { disabled: true, defaultValue: ['youtube'] } };
