import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta: Meta<typeof StatusBadge> = {
  title: 'App/StatusBadge',
  component: StatusBadge,
};
export default meta;
type Story = StoryObj<typeof StatusBadge>;

const row = { display: 'flex', gap: 8, flexWrap: 'wrap' as const, alignItems: 'center' };

export const ApplicationPending: Story = {
  args: { kind: 'application', status: 'pending' },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('Pending Review')).toBeVisible(); },
};
export const ApplicationApproved: Story = { args: { kind: 'application', status: 'approved' } };
export const ApplicationRejected: Story = { args: { kind: 'application', status: 'rejected' } };
export const LinkActive: Story = { args: { kind: 'active', active: true } };
export const LinkInactive: Story = { args: { kind: 'active', active: false } };
export const AllStatuses: Story = {
  args: { kind: 'application', status: 'pending' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={row}>
        <StatusBadge kind="application" status="pending" />
        <StatusBadge kind="application" status="approved" />
        <StatusBadge kind="application" status="rejected" />
      </div>
      <div style={row}>
        <StatusBadge kind="active" active />
        <StatusBadge kind="active" active={false} />
      </div>
      <div style={row}>
        <StatusBadge kind="subscription" status="active" />
        <StatusBadge kind="subscription" status="trialing" />
        <StatusBadge kind="subscription" status="cancelled" />
        <StatusBadge kind="subscription" status="past_due" />
        <StatusBadge kind="subscription" status="incomplete" />
      </div>
      <div style={row}>
        <StatusBadge kind="invoice" status="paid" />
        <StatusBadge kind="invoice" status="open" />
        <StatusBadge kind="invoice" status="void" />
        <StatusBadge kind="invoice" status="uncollectible" />
      </div>
      <div style={row}>
        <StatusBadge kind="invoice" status="paid" size="md" />
        <StatusBadge kind="subscription" status="active" size="md" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Past Due')).toBeVisible();
    await expect(c.getByText('incomplete')).toBeVisible();
    await expect(c.getByText('Uncollectible')).toBeVisible();
  },
};
export const SubscriptionActive: Story = { args: { kind: 'subscription', status: 'active' } };
export const SubscriptionTrialing: Story = { args: { kind: 'subscription', status: 'trialing' } };
export const SubscriptionCancelled: Story = { args: { kind: 'subscription', status: 'cancelled' } };
export const SubscriptionPastDue: Story = { args: { kind: 'subscription', status: 'past_due' } };
export const SubscriptionOtherRaw: Story = { args: { kind: 'subscription', status: 'incomplete' } };
export const InvoicePaid: Story = { args: { kind: 'invoice', status: 'paid' } };
export const InvoiceOpen: Story = { args: { kind: 'invoice', status: 'open' } };
export const InvoiceVoid: Story = { args: { kind: 'invoice', status: 'void' } };
export const InvoiceUncollectible: Story = { args: { kind: 'invoice', status: 'uncollectible' } };
