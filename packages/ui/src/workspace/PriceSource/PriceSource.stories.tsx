import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceSource, StaleBadge } from './PriceSource';

const meta = {
  title: 'Workspace/PriceSource',
  component: PriceSource,
  args: { provider: 'Sample data', asOf: 'Jun 1, 2026, 11:45 AM' },
} satisfies Meta<typeof PriceSource>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {};
export const OtherCurrency: Story = { args: { provider: 'Yahoo Finance', currency: 'GBP' } };
export const StaleProviderFailed: Story = {
  args: { provider: 'Yahoo Finance', stale: true, staleReason: 'Yahoo Finance did not answer (rate limited): this is the last price it gave' },
};
export const StaleOld: Story = {
  args: { provider: 'Twelve Data', asOf: 'May 28, 2026, 4:00 PM', stale: true, staleReason: "Twelve Data has no price since its market's last session" },
};
export const EnteredByHand: Story = { args: { provider: 'Entered by hand', asOf: 'May 20, 2026' } };
export const BadgeWithReasonShown: Story = {
  render: () => <StaleBadge showReason reason="Sample data did not answer (unavailable): this is the last price it gave" />,
};
