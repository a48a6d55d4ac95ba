import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { manyHoldings, oneHolding, sampleFormat, sampleHoldings } from '../../private/PortfolioShared/storyFixtures';
import { HoldingsTable } from './HoldingsTable';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const thousand = manyHoldings(1000);

const meta = {
  title: 'Workspace/HoldingsTable',
  component: HoldingsTable,
  args: { holdings: sampleHoldings, format: sampleFormat, onSortChange: fn() },
} satisfies Meta<typeof HoldingsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstSymbols = (canvasElement: HTMLElement, count: number) =>
  within(canvasElement).getAllByRole('rowheader').slice(0, count).map((cell) => cell.textContent);

export const Default: Story = {};

/** Headers are buttons: Tab to one, Enter sorts, Space flips; the sorted header carries aria-sort. */
export const SortByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Holdings table' });
    region.focus();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: 'Symbol' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstSymbols(canvasElement, 2)).toEqual(['AAPL', 'KO']);
    await userEvent.keyboard(' ');
    await expect(c.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstSymbols(canvasElement, 2)).toEqual(['VOO', 'NVDA']);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'symbol', direction: 'descending' });
    await expect(c.getByText('Sorted by Symbol, descending')).toBeInTheDocument();
  },
};
export const OneHolding: Story = { args: { holdings: oneHolding } };
/**
 * The benchmark case: 1,000 holdings. Only the rows near the viewport are in the page
 * (aria-rowcount says 1,001 rows with the header), so a sort renders a few dozen rows.
 */
export const ThousandHoldings: Story = {
  args: { holdings: thousand },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = c.getByRole('table', { name: 'Holdings' });
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    const rendered = () => [...canvasElement.querySelectorAll('tbody tr[aria-rowindex]')];
    await expect(rendered().length).toBeLessThan(100);
    await userEvent.click(c.getByRole('button', { name: 'Weight' }));
    await expect(c.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(c.getByRole('button', { name: 'Weight' }));
    await expect(c.getByRole('columnheader', { name: 'Weight' })).toHaveAttribute('aria-sort', 'ascending');
    // Scrolled to the end, the last rows are rendered in their place.
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(rendered().at(-1)).toHaveAttribute('aria-rowindex', '1001'));
    const last = rendered().at(-1)!.getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(view.innerHeight + 1);
    await expect(last.bottom).toBeGreaterThan(0);
    view.scrollTo(0, 0);
  },
};
export const NoQuote: Story = {
  args: {
    holdings: [
      ...sampleHoldings.slice(0, 2),
      { ...sampleHoldings[2]!, symbol: 'XYZ', name: null, price: null, value: null, dayChange: null, dayChangeRatio: null, unrealisedGain: null, unrealisedGainRatio: null, weight: null },
    ],
  },
};
export const EmptyPortfolio: Story = {
  args: { holdings: [], emptyAction: <Button size="sm">Add a transaction</Button> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No holdings yet')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Add a transaction' })).toBeVisible();
  },
};
export const Loading: Story = { args: { holdings: [], loading: true } };
export const Error: Story = {
  args: { holdings: [], error: 'Could not load your holdings.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** A refresh failed: the last holdings stay, under the error. */
export const ErrorWithStaleRows: Story = { args: { error: 'Could not refresh the quotes.', onRetry: fn() } };
/**
 * At 375 px each holding is a card (product §10.20): symbol, value and unrealised gain at its top,
 * every figure within the screen, the sort buttons above; nothing scrolls sideways.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTablesFitPhone(canvasElement, '[data-col]');
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Holdings table' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const row = c.getAllByRole('rowheader')[0]!.closest('tr')!;
    const top = (col: string) => row.querySelector(`[data-col="${col}"]`)!.getBoundingClientRect().top;
    await expect(top('value')).toBeLessThan(top('quantity'));
    await expect(top('unrealisedGain')).toBeLessThan(top('price'));
    await userEvent.click(c.getByRole('button', { name: 'Symbol' }));
    await expect(c.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute('aria-sort', 'ascending');
  },
};
/** 1,000 holdings at 375 px: still windowed, the cards laid out on their fixed height. */
export const MobileThousand: Story = {
  args: { holdings: thousand },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader').length).toBeLessThan(100);
    await expectTablesFitPhone(canvasElement, '[data-col]');
  },
};

// Market data (product §13.5, §13.7): every price with its source and time; stale ones badged with
// their reason; a holding in another currency written in it and labelled.
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const formatFor = (currency: string) => ({
  ...sampleFormat,
  money: (amount: number) => (currency === 'GBP' ? gbp : currency === 'EUR' ? eur : { format: sampleFormat.money }).format(amount),
  perShare: (amount: number) => (currency === 'GBP' ? gbp : currency === 'EUR' ? eur : { format: sampleFormat.money }).format(amount),
});
const withSource = (stale: boolean) => sampleHoldings.map((h, i) => ({
  ...h, currency: 'USD', provider: 'Sample data', asOf: '2026-06-01T11:45:00.000Z',
  stale: stale && i < 2, staleMessage: stale && i < 2 ? 'Sample data did not answer (unavailable): this is the last price it gave' : null,
}));
const formatAsOf = () => 'Jun 1, 11:45 AM';

export const WithSources: Story = { args: { holdings: withSource(false), currency: 'USD', formatAsOf } };
export const StalePrices: Story = {
  args: { holdings: withSource(true), currency: 'USD', formatAsOf },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('Stale')).toHaveLength(2);
    await expect(c.getAllByText(/did not answer \(unavailable\)/).length).toBeGreaterThan(0);
  },
};
export const OtherCurrencies: Story = {
  args: {
    holdings: [
      ...withSource(false).slice(0, 2),
      { symbol: 'VWRL.L', name: 'Vanguard FTSE All-World UCITS ETF', quantity: 10, averageCost: 101.2, price: 110.4, value: 1104, dayChange: 4.1, dayChangeRatio: 0.0037, unrealisedGain: 92, unrealisedGainRatio: 0.09, weight: null, currency: 'GBP', provider: 'Sample data', asOf: '2026-06-01T11:45:00.000Z' },
      { symbol: 'SAP.DE', name: 'SAP SE', quantity: 5, averageCost: 220, price: 246.85, value: 1234.25, dayChange: 14.5, dayChangeRatio: 0.0119, unrealisedGain: 134.25, unrealisedGainRatio: 0.122, weight: null, currency: 'EUR', provider: 'Twelve Data', asOf: '2026-06-01T15:30:00.000Z' },
    ],
    currency: 'USD', formatFor, formatAsOf,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('£1,104.00')).toBeInTheDocument();
    await expect(c.getByText('GBP ·')).toBeInTheDocument();
  },
};
