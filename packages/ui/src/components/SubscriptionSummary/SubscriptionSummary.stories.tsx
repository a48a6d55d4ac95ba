import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionSummary } from './SubscriptionSummary';

const active = { planName: 'Premium', status: { label: 'Active', tone: 'success' } as const, periodEnd: 'Dec 22, 2026', cancelAtPeriodEnd: false, priceLabel: '$9.99 USD / monthly' };

const meta = {
  title: 'App/Payments/SubscriptionSummary',
  component: SubscriptionSummary,
  args: { subscription: active, onCancel: fn(), onUndoCancel: fn(), onChangePlan: fn(), onConfirmChange: fn(), onDismissChange: fn(), onBrowsePlans: fn() },
  decorators: [(S) => <div style={{ maxWidth: 640 }}><S /></div>],
} satisfies Meta<typeof SubscriptionSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Cancel subscription' }));
    await expect(c.getByText(/You keep access until Dec 22, 2026/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Yes, cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const Trialing: Story = { args: { subscription: { ...active, status: { label: 'Trialing', tone: 'info' } as const } } };
export const PastDue: Story = { args: { subscription: { ...active, status: { label: 'Past Due', tone: 'danger' } as const } } };
export const UnknownStatus: Story = { args: { subscription: { ...active, status: { label: 'incomplete', tone: 'neutral' } as const } } };
export const CancelScheduled: Story = {
  args: { subscription: { ...active, cancelAtPeriodEnd: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Ends on Dec 22, 2026')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Cancel subscription' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Undo cancellation' })).toBeEnabled();
  },
};
export const Cancelled: Story = { args: { subscription: { ...active, status: { label: 'Cancelled', tone: 'neutral' } as const, cancelAtPeriodEnd: true } } };
export const ConfirmPlanChange: Story = {
  args: { pendingChange: { planName: 'Pro', currentPrice: '$9.99 / month', newPrice: '$19.99 / month', difference: '+$10.00 / month' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+$10.00 / month')).toBeVisible();
  },
};
export const Cancelling: Story = { args: { busy: 'cancel' } };
export const ChangingPlan: Story = {
  args: { busy: 'change', pendingChange: { planName: 'Pro', currentPrice: '$9.99 / month', newPrice: '$19.99 / month', difference: '+$10.00 / month' } },
};
export const Error: Story = { args: { error: 'We could not cancel your subscription. Please try again.' } };
export const Empty: Story = { args: { subscription: null } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, args: { subscription: { ...active, cancelAtPeriodEnd: true } } };
