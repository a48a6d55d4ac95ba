import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PerformanceChart } from '../PerformanceChart';
import { sampleFormat, sampleValueSeries } from '../../private/PortfolioShared/storyFixtures';
import { expectLoadingAsTallAsLoaded, LoadingHeightPairs } from '../../primitives/TextPlaceholder/loadingHeightStory';
import { RiskMetrics, type RiskMetricsFigures } from './RiskMetrics';

const figures: RiskMetricsFigures = {
  time_weighted_return: 0.1234,
  volatility: { annualised: 0.1842 },
  max_drawdown: { drawdown: -0.1231, peak_date: '2026-02-18', trough_date: '2026-04-08', recovery_date: '2026-07-02' },
  benchmark: { symbol: 'SPY', total_return: 0.0981 },
  excess_return: 0.0253,
};

const meta = {
  title: 'Workspace/RiskMetrics',
  component: RiskMetrics,
  args: { figures, rangeLabel: '1Y', benchmarkLabel: 'S&P 500 (SPY)', format: sampleFormat },
} satisfies Meta<typeof RiskMetrics>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Risk figures, 1Y' })).toBeVisible();
    await expect(c.getByText('18.42%')).toBeVisible();
    await expect(c.getByText('\u221212.31%')).toBeVisible();
    await expect(c.getByText('Peak Feb 18, 2026, trough Apr 08, 2026; recovered Jul 02, 2026.')).toBeVisible();
    await expect(c.getByText('Against S&P 500 (SPY)')).toBeVisible();
    await expect(c.getByText('+2.53%')).toBeVisible();
  },
};
/** The fall has not been made good by the range's end. */
export const NotRecovered: Story = {
  args: { figures: { ...figures, max_drawdown: { ...figures.max_drawdown, recovery_date: null }, excess_return: -0.041, time_weighted_return: 0.0571, benchmark: { symbol: 'SPY', total_return: 0.0981 } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Peak Feb 18, 2026, trough Apr 08, 2026; not recovered yet.')).toBeVisible();
    await expect(c.getByText('\u22124.10%')).toBeVisible();
  },
};
/** A range that only rose: no drawdown and no dates. */
export const NoDrawdown: Story = {
  args: { figures: { ...figures, max_drawdown: { drawdown: 0, peak_date: null, trough_date: null, recovery_date: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No fall from a peak in this range.')).toBeVisible();
  },
};
/** A week-old portfolio: too few trading days for a volatility. */
export const TooFewDays: Story = {
  args: { rangeLabel: '1W', figures: { ...figures, volatility: { annualised: null }, excess_return: null, time_weighted_return: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Too few trading days in this range.')).toBeVisible();
  },
};
export const Loading: Story = { args: { figures: null, loading: true } };
/**
 * Loading keeps each card's figure line and hint, so the cards do not grow when the figures
 * arrive: on a phone (one card a row) at the content widths of 375 and 412 px phones.
 */
export const LoadingHoldsLoadedHeight: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <LoadingHeightPairs widths={[302, 339, 'auto']} loading={<RiskMetrics {...args} figures={null} loading />} loaded={<RiskMetrics {...args} />} />,
  play: async ({ canvasElement }) => {
    await expectLoadingAsTallAsLoaded(canvasElement);
  },
};
/** The same three cards a row, in the performance chart of a 1280 px screen. */
export const LoadingHoldsLoadedHeightDesktop: Story = {
  ...LoadingHoldsLoadedHeight,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <LoadingHeightPairs widths={[1134, 'auto']} loading={<RiskMetrics {...args} figures={null} loading />} loaded={<RiskMetrics {...args} />} />,
};
export const Error: Story = {
  args: { error: 'Failed to load the analytics.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const series = sampleValueSeries(366);
const benchmark = { label: 'S&P 500 (SPY)', points: series.map((p, i) => ({ date: p.date, value: Math.round(series[0]!.value * (1 + i * 0.00027) * 100) / 100 })) };
/** Where it goes: the performance chart's metrics slot, with the benchmark's line on the chart. */
export const InPerformanceChart: Story = {
  render: (args) => (
    <PerformanceChart
      ranges={['1Y']}
      range="1Y"
      onRangeChange={() => {}}
      points={series}
      benchmark={benchmark}
      periodReturn={args.figures?.time_weighted_return ?? null}
      method={{ name: 'Time-weighted return', detail: 'daily returns, chained', explanation: 'How your holdings performed, without counting money you added or took out as gains or losses.' }}
      format={sampleFormat}
      metrics={<RiskMetrics {...args} />}
    />
  ),
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
