import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarketDataNotice } from './MarketDataNotice';

const meta = {
  title: 'Workspace/MarketDataNotice',
  component: MarketDataNotice,
} satisfies Meta<typeof MarketDataNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const failed = 'Sample data did not answer (unavailable): this is the last price it gave';
export const ProviderFailed: Story = { args: { stale: [{ symbol: 'AAPL', message: failed }, { symbol: 'VWRL.L', message: failed }] } };
export const OneStaleByAge: Story = { args: { stale: [{ symbol: 'SAP.DE', message: "Twelve Data has no price since its market's last session" }] } };
export const Unpriced: Story = { args: { unpriced: [{ symbol: 'NEWCO.L', reason: 'Waiting for the first price from Yahoo Finance' }] } };
export const StaleAndUnpriced: Story = {
  args: { stale: [{ symbol: 'AAPL', message: failed }], unpriced: [{ symbol: 'MSFT', reason: 'Sample data did not answer (unavailable) and no earlier price is stored' }] },
};
export const OtherCurrencies: Story = {
  args: { otherCurrencies: [{ currency: 'EUR', symbols: ['SAP.DE'], value: '€2,468.50' }, { currency: 'GBP', symbols: ['VWRL.L', 'ISF.L'], value: '£1,184.90' }] },
};
export const AllWell: Story = { args: {} };
