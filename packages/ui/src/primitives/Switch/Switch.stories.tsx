import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Marketing cookies', description: 'Help us measure campaigns and referrals.', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Marketing cookies' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = { args: { defaultChecked: true } };
export const WithoutDescription: Story = { args: { description: undefined, label: 'Email me about new plugins' } };
export const DisabledOn: Story = {
  args: { label: 'Essential (always active)', description: 'Needed for sign-in and security.', checked: true, disabled: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Essential (always active)' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
  },
};
export const DisabledOff: Story = { args: { disabled: true } };
