import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionSummary } from './SubscriptionSummary';

const active = { planName: 'Premium', status: { label: 'Active', tone: 'success' } as const, periodEnd: 'Dec 22, 2026', cancelAtPeriodEnd: false, priceLabel: '$9.99 USD / monthly' };

const meta = {
  title: 'Billing/SubscriptionSummary',
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
const upgrade = {
  planName: 'Pro (yearly)', currentPrice: '$119.88 / year ($9.99 / month)', newPrice: '$191.90 / year', difference: '+$72.02 / year',
  chargedToday: '$187.24', credit: '-$4.66', effect: 'Your new yearly period starts today and runs until Jun 16, 2027. Then $191.90 on Jun 16, 2027.',
};
/** Both prices per the same period, the credit for the unused days and what is charged today (product §11.5). */
export const ConfirmPlanChange: Story = {
  args: { pendingChange: upgrade },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('+$72.02 / year')).toBeVisible();
    await expect(c.getByText('$187.24')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Confirm change' })).toBeEnabled();
  },
};
/** While the server works out today's charge, the change cannot be confirmed. */
export const PlanChangeLoading: Story = {
  args: { pendingChange: { ...upgrade, chargedToday: null, credit: null, effect: null } },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByRole('button', { name: 'Confirm change' })).toBeDisabled(); },
};
export const PlanChangePreviewFailed: Story = {
  args: { pendingChange: { ...upgrade, chargedToday: null, credit: null, effect: null, error: 'Failed to load what the change costs. Please try again.', onRetry: () => undefined } },
};
export const DowngradeWithCredit: Story = {
  args: {
    pendingChange: {
      planName: 'Premium (monthly)', currentPrice: '$15.99 / month ($191.90 / year)', newPrice: '$9.99 / month', difference: '-$6.00 / month',
      chargedToday: '$0.00', credit: '-$191.90', effect: 'Your new monthly period starts today and runs until Jan 07, 2028. Then $9.99 on Jan 07, 2028.',
    },
  },
};
export const Cancelling: Story = { args: { busy: 'cancel' } };
export const ChangingPlan: Story = {
  args: { busy: 'change', pendingChange: upgrade },
};
export const Error: Story = { args: { error: 'We could not cancel your subscription. Please try again.' } };
export const Empty: Story = { args: { subscription: null } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, args: { subscription: { ...active, cancelAtPeriodEnd: true } } };
