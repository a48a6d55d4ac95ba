import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillingCycleToggle } from './BillingCycleToggle';

const meta = {
  title: 'Billing/BillingCycleToggle',
  component: BillingCycleToggle,
  args: { onValueChange: fn() },
} satisfies Meta<typeof BillingCycleToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(c.getByRole('radio', { name: /Yearly/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('yearly');
    await expect(c.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  },
};
export const Yearly: Story = { args: { defaultValue: 'yearly' } };
export const Disabled: Story = { args: { disabled: true } };
