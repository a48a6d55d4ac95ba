import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFormat, sampleValueSeries } from '../../private/PortfolioShared/storyFixtures';
import { expectLoadingAsTallAsLoaded, LoadingHeightPairs } from '../../primitives/TextPlaceholder/loadingHeightStory';
import { PerformanceChart, type PerformanceChartProps } from './PerformanceChart';

const RANGES = ['1W', '1M', '3M', 'YTD', '1Y', 'ALL'] as const;
type Range = (typeof RANGES)[number];
const LABELS: Record<Range, string> = { '1W': '1W', '1M': '1M', '3M': '3M', YTD: 'YTD', '1Y': '1Y', ALL: 'All' };
const DAYS: Record<Range, number> = { '1W': 8, '1M': 32, '3M': 93, YTD: 326, '1Y': 366, ALL: 1420 };
const method = {
  name: 'Time-weighted return',
  detail: 'daily returns, chained',
  explanation: 'How your holdings performed, without counting money you added or took out as gains or losses.',
};
const full = sampleValueSeries(DAYS.ALL);
const seriesFor = (range: Range) => full.slice(-DAYS[range]);
const returnOf = (points: readonly { value: number }[]) => (points.length > 1 ? points[points.length - 1]!.value / points[0]!.value - 1 : null);

/** Cumulative returns over a range (the public page's line): each day against the range's first. */
const returnsCache = new Map<Range, { date: string; value: number }[]>();
const returnsFor = (range: Range) => {
  const cached = returnsCache.get(range);
  if (cached) return cached;
  const series = seriesFor(range);
  const base = series[0]!.value;
  const returns = series.map((p) => ({ date: p.date, value: p.value / base - 1 }));
  returnsCache.set(range, returns);
  return returns;
};

type WrapperProps = Partial<Omit<PerformanceChartProps<Range>, 'format' | 'valueFormat'>> & {
  initialRange?: Range;
  /** The line is the cumulative return in percent, with no money formatter at all. */
  percent?: boolean;
};

/** The page's part: it holds the range and hands the chart the matching series. */
function PerformanceChartWithRange({ initialRange, percent = false, ...props }: WrapperProps) {
  const [range, setRange] = useState<Range>(initialRange ?? '1M');
  const points = props.points ?? (percent ? returnsFor(range) : seriesFor(range));
  const shared = {
    ranges: RANGES,
    rangeLabels: LABELS,
    method,
    periodReturn: percent ? (points[points.length - 1]?.value ?? null) : returnOf(points),
    ...props,
    range,
    points,
    onRangeChange: (r: Range) => { setRange(r); props.onRangeChange?.(r); },
  };
  return percent
    ? <PerformanceChart {...shared} valueFormat="percent" format={{ percent: sampleFormat.percent, date: sampleFormat.date }} />
    : <PerformanceChart {...shared} format={sampleFormat} />;
}

const meta = {
  title: 'Workspace/PerformanceChart',
  component: PerformanceChartWithRange,
  args: { onRangeChange: fn() },
} satisfies Meta<typeof PerformanceChartWithRange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Time-weighted return (daily returns, chained)')).toBeVisible();
    await userEvent.click(c.getByRole('radio', { name: '3M' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('3M');
    await expect(c.getByText('3M return')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

/** Focus the chart: Left/Right move a day, Home/End jump to the ends; each point is announced politely. */
export const CrosshairKeys: Story = {
  args: { initialRange: '1W' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const chart = c.getByRole('application', { name: 'Portfolio value chart, 1W' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    await userEvent.tab();
    while (canvasElement.ownerDocument.activeElement !== chart) await userEvent.tab();
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await userEvent.keyboard('{End}');
    await expect(live).toHaveTextContent(/^Nov 21, 2026: Portfolio value \$/);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(live).toHaveTextContent(/^Nov 20, 2026: Portfolio value \$/);
    await userEvent.keyboard('{Home}');
    await expect(live).toHaveTextContent(/^Nov 14, 2026: Portfolio value \$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(live).toHaveTextContent(/^Nov 15, 2026/);
  },
};
const benchmarkFor = (range: Range) => ({
  label: 'S&P 500 (SPY)',
  points: seriesFor(range).map((p, i) => ({ date: p.date, value: Math.round((seriesFor(range)[0]!.value * (1 + i * 0.0009)) * 100) / 100 })),
});
export const WithBenchmark: Story = { args: { initialRange: '3M', benchmark: benchmarkFor('3M') } };
/**
 * Focused, with a point announced on the benchmark's line (product §10.25): Down moves from the
 * portfolio to the benchmark, which is then read first; the crosshair sits on it. The library's
 * layout table is hidden: the frame is the accessible chart.
 */
export const BenchmarkPointAnnounced: Story = {
  args: { initialRange: '1W', benchmark: benchmarkFor('1W') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const chart = c.getByRole('application', { name: 'Portfolio value chart, 1W' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    await expect(within(chart).queryByRole('table')).toBeNull();
    await expect(chart).toHaveAccessibleDescription(/Up and Down to change line/);
    chart.focus();
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await userEvent.keyboard('{End}');
    await expect(live).toHaveTextContent(/^Nov 21, 2026: Portfolio value \$[\d,.]+, S&P 500 \(SPY\) \$/);
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await expect(live).toHaveTextContent(/^Nov 20, 2026: S&P 500 \(SPY\) \$[\d,.]+, Portfolio value \$/);
    await expect(c.getByText(/^Nov 20, 2026: S&P 500/, { selector: 'p' })).toBeVisible();
  },
};
/** 'Play the chart' while it plays: the button says Stop playing and the line's points sound in turn, the crosshair following. */
export const Playing: Story = {
  args: { initialRange: '1Y' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Play the chart' }));
    await expect(await c.findByRole('button', { name: 'Stop playing' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent(/^Playing Portfolio value: 366 points/));
  },
};
/** The text alternative: the summary sentence is always there; the table opens on demand. */
export const DataTable: Story = {
  args: { initialRange: '1W' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Show data table' }));
    const table = c.getByRole('table', { name: 'Portfolio value by day, 1W' });
    await expect(within(table).getAllByRole('row')).toHaveLength(DAYS['1W'] + 1);
  },
};
/**
 * Percent mode (a shared portfolio's public page): the line is the cumulative return, every
 * figure a signed percentage, and the chart is given no money formatter at all.
 */
export const PercentMode: Story = {
  args: { percent: true, initialRange: '1W', seriesLabel: 'Cumulative return' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const chart = c.getByRole('application', { name: 'Cumulative return chart, 1W' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    await expect(c.getByText(/^The portfolio's cumulative return went from 0\.00% on Nov 14, 2026 to [+\u2212]\d/)).toBeVisible();
    chart.focus();
    await userEvent.keyboard('{Home}');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Nov 14, 2026: Cumulative return 0.00%');
    await userEvent.click(c.getByRole('button', { name: 'Show data table' }));
    const table = c.getByRole('table', { name: 'Cumulative return by day, 1W' });
    await expect(table).not.toHaveTextContent('$');
  },
};
export const AllTime: Story = { args: { initialRange: 'ALL' } };
export const OneHolding: Story = { args: { initialRange: '1M' } };
export const EmptyPortfolio: Story = { args: { points: [], periodReturn: null } };
export const Loading: Story = { args: { loading: true, points: [] } };

const yearReturns = returnsFor('1Y');
const benchmarkReturns = { label: 'S&P 500 (SPY)', points: yearReturns.map((p, i) => ({ date: p.date, value: i * 0.00027 })) };
/**
 * Loading holds the loaded chart's lines (the return, the readout, the frame, the summary, the
 * data-table toggle and credit), so nothing below moves when the series arrives: a year's value on
 * a phone at the content widths of 320, 375 and 412 px phones.
 */
export const LoadingHoldsLoadedHeight: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // The same chart shown several times over is a story's device: their landmarks share a name.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  args: { initialRange: '1Y' },
  render: (args) => (
    <LoadingHeightPairs widths={[288, 343, 380, 'auto']}
      loading={<PerformanceChartWithRange {...args} loading points={[]} periodReturn={null} />}
      loaded={<PerformanceChartWithRange {...args} />} />
  ),
  play: async ({ canvasElement }) => {
    await expectLoadingAsTallAsLoaded(canvasElement);
  },
};
/** The same in percent mode against a benchmark (passed while loading, so its key keeps its row), on a 1280 px screen. */
export const LoadingHoldsLoadedHeightAgainstBenchmark: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: LoadingHoldsLoadedHeight.parameters,
  args: { initialRange: '1Y', percent: true, seriesLabel: 'Cumulative return' },
  render: (args) => (
    <LoadingHeightPairs widths={[1176, 'auto']}
      loading={<PerformanceChartWithRange {...args} loading points={[]} periodReturn={null} benchmark={{ label: benchmarkReturns.label, points: [] }} />}
      loaded={<PerformanceChartWithRange {...args} points={yearReturns} benchmark={benchmarkReturns} />} />
  ),
  play: async ({ canvasElement }) => {
    await expectLoadingAsTallAsLoaded(canvasElement);
  },
};
export const Error: Story = {
  args: { error: 'Could not load the price history.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** A retry under way after a failure: Try again stays in place, busy, and ignores presses (the Panel's failure). */
export const Retrying: Story = {
  args: { error: 'Could not load the price history.', onRetry: fn(), loading: true },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
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
