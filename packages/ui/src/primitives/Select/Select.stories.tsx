import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const options = [
  { value: 'youtube', label: 'YouTube' },
  { value: 'blog', label: 'Blog or newsletter' },
  { value: 'social', label: 'Social media' },
  { value: 'other', label: 'Other', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Main channel', options, placeholder: 'Choose a channel', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByLabelText('Main channel'), 'blog');
    await expect(args.onValueChange).toHaveBeenCalledWith('blog');
  },
};
export const WithValue: Story = { args: { defaultValue: 'youtube', hint: 'Where most of your audience is.' } };
export const WithError: Story = {
  args: { required: true, error: 'Choose a channel.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText(/Main channel/);
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a channel.');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'social' } };
