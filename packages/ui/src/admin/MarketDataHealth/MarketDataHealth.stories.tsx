import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MarketDataHealth, type InstrumentHealthRow, type ProviderHealthRow } from './MarketDataHealth';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const working: ProviderHealthRow[] = [
  { id: 'yahoo', name: 'Yahoo Finance', state: 'Working', tone: 'success', lastSuccess: 'Jun 1, 2026, 11:58 AM', lastFailure: 'Never', lastError: '', rateLimit: '12 of 60 a minute' },
  { id: 'coingecko', name: 'CoinGecko', state: 'Working', tone: 'success', lastSuccess: 'Jun 1, 2026, 11:57 AM', lastFailure: 'May 30, 2026, 9:02 PM', lastError: 'rate limited', rateLimit: '3 of 10 a minute' },
  { id: 'ecb', name: 'ECB reference rates', state: 'Working', tone: 'success', lastSuccess: 'Jun 1, 2026, 4:05 PM', lastFailure: 'Never', lastError: '', rateLimit: '0 of 30 a minute' },
];
const failing: ProviderHealthRow[] = [
  { ...working[0]!, state: 'Paused until 12:03 PM', tone: 'danger', lastFailure: 'Jun 1, 2026, 12:01 PM', lastError: 'session expired' },
  working[1]!, working[2]!,
];
const stale: InstrumentHealthRow[] = [
  { symbol: 'VWRL.L', name: 'Vanguard FTSE All-World UCITS ETF', provider: 'Yahoo Finance', state: 'stale', reason: 'Yahoo Finance did not answer (session expired): this is the last price it gave', value: '£48,210.00', valueUsd: '$60,390.00', holders: 14, asOf: 'Jun 1, 2026, 10:00 AM' },
  { symbol: 'AAPL', name: 'Apple Inc.', provider: 'Yahoo Finance', state: 'stale', reason: 'Yahoo Finance did not answer (session expired): this is the last price it gave', value: '$22,852.00', valueUsd: '$22,852.00', holders: 31, asOf: 'May 29, 2026, 4:00 PM' },
  { symbol: 'NEWCO.L', name: 'Newco plc', provider: 'Yahoo Finance', state: 'unpriced', reason: 'Waiting for the first price from Yahoo Finance', value: '£1,150.00', valueUsd: null, holders: 1, asOf: null },
];

const meta = {
  title: 'Admin/MarketDataHealth',
  component: MarketDataHealth,
  args: { providers: working, instruments: [], checkedAt: 'Jun 1, 2026, 12:02 PM', onRetry: fn() },
} satisfies Meta<typeof MarketDataHealth>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllWell: Story = {};
export const ProviderFailing: Story = { args: { providers: failing, instruments: stale } };
export const Loading: Story = { args: { providers: [], loading: true } };
export const LoadFailed: Story = { args: { providers: [], error: 'The market-data health could not be loaded. Please try again.' } };
export const NoProviders: Story = { args: { providers: [] } };
/** At 375 px each provider and instrument is a card (product §10.20). */
export const Mobile: Story = {
  args: { providers: failing, instruments: stale },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTablesFitPhone(canvasElement);
  },
};
