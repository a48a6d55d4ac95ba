import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ButtonLink } from '../../primitives/ButtonLink';
import { sampleFormat, sampleValueSeries } from '../../private/PortfolioShared/storyFixtures';
import { PublicPortfolioView, type PublicPortfolioData, type PublicPortfolioViewProps } from './PublicPortfolioView';

const RANGES = ['1M', '1Y', 'ALL'] as const;
type Range = (typeof RANGES)[number];
const DAYS: Record<Range, number> = { '1M': 32, '1Y': 366, ALL: 900 };
const LABELS: Record<Range, string> = { '1M': '1M', '1Y': '1Y', ALL: 'All' };
const series = sampleValueSeries(DAYS.ALL);
const method = {
  name: 'Time-weighted return', detail: 'daily returns, chained',
  explanation: 'How the holdings performed, without counting money added or taken out as gains or losses.',
};
const format = { percent: sampleFormat.percent, date: sampleFormat.date };

const portfolio: PublicPortfolioData = {
  name: 'Core holdings',
  total_return: 0.2174,
  day_change: 0.0042,
  holdings: [
    { symbol: 'AAPL', name: 'Apple Inc.', weight: 0.3081, total_return: 0.3255, day_change: 0.0081 },
    { symbol: 'MSFT', name: 'Microsoft Corporation', weight: 0.252, total_return: 0.1829, day_change: -0.0075 },
    { symbol: 'VOO', name: 'Vanguard S&P 500 ETF', weight: 0.2073, total_return: 0.2722, day_change: 0.0019 },
    { symbol: 'NVDA', name: 'NVIDIA Corporation', weight: 0.1136, total_return: 0.3727, day_change: 0.0185 },
    { symbol: 'KO', name: 'The Coca-Cola Company', weight: 0.119, total_return: -0.0391, day_change: -0.0037 },
  ],
  allocation: [
    { key: 'AAPL', weight: 0.3081, symbols: ['AAPL'], other: false },
    { key: 'MSFT', weight: 0.252, symbols: ['MSFT'], other: false },
    { key: 'VOO', weight: 0.2073, symbols: ['VOO'], other: false },
    { key: 'KO', weight: 0.119, symbols: ['KO'], other: false },
    { key: 'NVDA', weight: 0.1136, symbols: ['NVDA'], other: false },
  ],
};

type ViewArgs = Omit<PublicPortfolioViewProps<Range>, 'performance' | 'method' | 'format'> & { onRangeChange?: (r: Range) => void };

/** The page's part: the range, and the line rebased at its start (cumulative return, 0 on the first day). */
function PublicPage({ onRangeChange, ...props }: ViewArgs) {
  const [range, setRange] = useState<Range>('1Y');
  const points = useMemo(() => {
    const days = series.slice(-DAYS[range]);
    const base = days[0]!.value;
    return days.map((p) => ({ date: p.date, value: p.value / base - 1 }));
  }, [range]);
  return (
    <PublicPortfolioView
      {...props}
      method={method}
      format={format}
      performance={{
        ranges: RANGES, rangeLabels: LABELS, range, points, periodReturn: points[points.length - 1]!.value,
        onRangeChange: (r) => { setRange(r); onRangeChange?.(r); },
      }}
    />
  );
}

const meta = {
  title: 'Workspace/PublicPortfolioView',
  component: PublicPage,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready', portfolio, onRangeChange: fn(),
    note: 'Weights and returns in percent; amounts are never shown.',
    asOf: 'Prices as of Nov 21, 2026, 3:45 PM, delayed 15 minutes.',
  },
} satisfies Meta<typeof PublicPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Weights and returns only: no amount anywhere on the page, chart and tables included. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Core holdings' })).toBeVisible();
    await expect(c.getByText('Shared read-only')).toBeVisible();
    const holdings = c.getByRole('table', { name: 'Holdings by weight, with their returns' });
    await expect(within(holdings).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Symbol', 'Weight', 'Return', 'Today']);
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    await userEvent.click(c.getByRole('radio', { name: '1M' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('1M');
    for (const toggle of c.getAllByRole('button', { name: 'Show data table' })) await userEvent.click(toggle);
    await expect(canvasElement).not.toHaveTextContent('$');
  },
};
/** A revoked or unknown link, or an owner whose plan no longer includes sharing. */
export const NotFound: Story = {
  args: {
    status: 'not-found', portfolio: null,
    notFoundAction: <ButtonLink href="/" variant="outline">Go to the home page</ButtonLink>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'This link is no longer shared' })).toBeVisible();
  },
};
export const NoOpenHoldings: Story = { args: { portfolio: { ...portfolio, holdings: [], allocation: [], day_change: null } } };
export const Loading: Story = { args: { status: 'loading', portfolio: null } };
export const Error: Story = {
  args: { status: 'error', portfolio: null, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
