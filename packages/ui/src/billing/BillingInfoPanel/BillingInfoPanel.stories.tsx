import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BillingInfoPanel } from './BillingInfoPanel';

const proYearly = {
  planName: 'Pro', cycle: 'Yearly', status: { label: 'Active', tone: 'success' as const }, nextCharge: '$191.90 on Jun 01, 2027',
  card: 'Visa ending in 4242, expires 12/2030', discount: 'Partner link (10% off) until Jun 01, 2027',
};

const meta = {
  title: 'Billing/BillingInfoPanel',
  component: BillingInfoPanel,
  args: { billing: proYearly },
  decorators: [(S) => <div style={{ maxWidth: 480 }}><S /></div>],
} satisfies Meta<typeof BillingInfoPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Pro')).toBeVisible();
    await expect(c.getByText('Yearly')).toBeVisible();
    await expect(c.getByText('$191.90 on Jun 01, 2027')).toBeVisible();
    await expect(c.getByText('Visa ending in 4242, expires 12/2030')).toBeVisible();
  },
};
export const NoCardOnFile: Story = {
  args: { billing: { ...proYearly, status: { label: 'Trialing', tone: 'info' }, card: 'No card on file', discount: null, periodNote: 'Trial ends on Jun 15, 2026', nextCharge: '$172.71 on Jun 15, 2026' } },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('No card on file')).toBeVisible(); },
};
export const Ending: Story = { args: { billing: { ...proYearly, nextCharge: null, periodNote: 'Ends on Jun 01, 2027' } } };
export const NoSubscription: Story = { args: { billing: { planName: 'Free', cycle: null, status: null, nextCharge: null, card: 'No card on file' } } };
export const Loading: Story = { args: { billing: null, loading: true } };
export const Failed: Story = { args: { billing: null, error: 'Failed to load subscription information.', onRetry: fn() } };
