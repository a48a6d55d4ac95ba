import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { PerformanceChart, type PerformanceChartProps } from './PerformanceChart';
import { createPerformanceCanvas } from './performanceCanvas';

// The drawing library needs a real canvas; here a stand-in records what the chart asks of it.
vi.mock('./performanceCanvas', () => ({ createPerformanceCanvas: vi.fn() }));
const canvas = { setData: vi.fn(), showPoint: vi.fn(), destroy: vi.fn() };

const RANGES = ['1W', '1M', '3M', 'YTD', '1Y', 'ALL'] as const;
type Range = (typeof RANGES)[number];
const points = [
  { date: '2026-11-18', value: 1000 },
  { date: '2026-11-19', value: 950.5 },
  { date: '2026-11-20', value: 1010 },
  { date: '2026-11-21', value: 1080.25 },
];
const method = { name: 'Time-weighted return', detail: 'daily returns, chained', explanation: 'How your holdings performed, without counting money you added or took out.' };

function renderChart(props: Partial<Omit<PerformanceChartProps<Range>, 'format' | 'valueFormat'>> = {}) {
  const onRangeChange = vi.fn();
  render(
    <PerformanceChart
      ranges={RANGES}
      rangeLabels={{ ALL: 'All' }}
      range="1W"
      onRangeChange={onRangeChange}
      points={points}
      periodReturn={0.08025}
      method={method}
      format={sampleFormat}
      {...props}
    />,
  );
  return { onRangeChange };
}

beforeEach(() => {
  vi.mocked(createPerformanceCanvas).mockReset().mockResolvedValue(canvas);
  canvas.setData.mockReset();
  canvas.showPoint.mockReset();
});

describe('PerformanceChart', () => {
  it('shows the range return with its sign, the method and what it means', () => {
    renderChart();
    expect(screen.getByText('1W return')).toBeInTheDocument();
    expect(screen.getByText('+8.03%')).toBeInTheDocument();
    expect(screen.getByText('Time-weighted return (daily returns, chained)')).toBeInTheDocument();
    expect(screen.getByText(method.explanation)).toBeInTheDocument();
  });

  it('offers the ranges as a radio group and reports the one chosen', async () => {
    const { onRangeChange } = renderChart();
    const group = screen.getByRole('group', { name: 'Range' });
    expect(within(group).getByRole('radio', { name: '1W' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'All' }));
    expect(onRangeChange).toHaveBeenCalledWith('ALL');
  });

  it('moves a crosshair with the keyboard and announces each point politely', async () => {
    const user = userEvent.setup();
    renderChart();
    await waitFor(() => expect(canvas.setData).toHaveBeenCalledWith(points, null));
    const chart = screen.getByRole('application', { name: 'Portfolio value chart, 1W' });
    chart.focus();
    const live = () => document.querySelector('[aria-live="polite"]')?.textContent;
    await user.keyboard('{End}');
    expect(live()).toBe('Nov 21, 2026: Portfolio value $1,080.25');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(live()).toBe('Nov 19, 2026: Portfolio value $950.50');
    expect(canvas.showPoint).toHaveBeenLastCalledWith(1, 0);
    await user.keyboard('{Home}{ArrowLeft}');
    expect(live()).toBe('Nov 18, 2026: Portfolio value $1,000.00');
    expect(canvas.showPoint).toHaveBeenLastCalledWith(0, 0);
    await user.keyboard('{Escape}');
    expect(canvas.showPoint).toHaveBeenLastCalledWith(null, 0);
  });

  it('names the benchmark in the announcement and the table', async () => {
    const user = userEvent.setup();
    const benchmark = { label: 'S&P 500', points: points.map((p) => ({ date: p.date, value: 1000 + (p.value - 1000) / 2 })) };
    renderChart({ benchmark });
    await waitFor(() => expect(canvas.setData).toHaveBeenCalledWith(points, benchmark.points));
    screen.getByRole('application', { name: 'Portfolio value chart, 1W' }).focus();
    await user.keyboard('{End}');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Nov 21, 2026: Portfolio value $1,080.25, S&P 500 $1,040.13');
    // Down moves to the benchmark's line: it is read first and the crosshair goes onto it.
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Nov 20, 2026: S&P 500 $1,005.00, Portfolio value $1,010.00');
    expect(canvas.showPoint).toHaveBeenLastCalledWith(2, 1);
    // Home keeps the line; Up goes back to the portfolio.
    await user.keyboard('{Home}');
    expect(canvas.showPoint).toHaveBeenLastCalledWith(0, 1);
    await user.keyboard('{ArrowUp}');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Nov 18, 2026: Portfolio value $1,000.00, S&P 500 $1,000.00');
    expect(canvas.showPoint).toHaveBeenLastCalledWith(0, 0);
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    expect(screen.getByRole('columnheader', { name: 'S&P 500' })).toBeInTheDocument();
  });

  it('has a summary sentence and a data table as its text alternative', async () => {
    renderChart();
    expect(screen.getByText(
      'The portfolio went from $1,000.00 on Nov 18, 2026 to $1,080.25 on Nov 21, 2026; lowest $950.50 on Nov 19, 2026, highest $1,080.25 on Nov 21, 2026.',
    )).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(points.length + 1);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Nov 19, 2026');
    expect(within(rows[2]!).getByRole('cell')).toHaveTextContent('$950.50');
  });

  it('keeps the keyboard readout and the table when the drawing library fails to load', async () => {
    vi.mocked(createPerformanceCanvas).mockRejectedValue(new Error('chunk failed'));
    const user = userEvent.setup();
    renderChart();
    expect(await screen.findByText('The chart could not be drawn. The data table below has every point.')).toBeInTheDocument();
    screen.getByRole('application', { name: 'Portfolio value chart, 1W' }).focus();
    await user.keyboard('{Home}');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Nov 18, 2026: Portfolio value $1,000.00');
  });

  it('shows an error with Try again, and no chart', async () => {
    const onRetry = vi.fn();
    renderChart({ error: 'Could not load the history.', onRetry });
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(createPerformanceCanvas).not.toHaveBeenCalled();
  });

  it('is a section named by its title; while a retry runs, Try again is busy and the ranges stay usable', async () => {
    const onRetry = vi.fn();
    const { onRangeChange } = renderChart({ error: 'Could not load the history.', onRetry, loading: true });
    const section = screen.getByRole('region', { name: 'Performance' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    const retry = within(section).getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
    expect(within(section).getByText('1W return')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('radio', { name: '1M' }));
    expect(onRangeChange).toHaveBeenCalledWith('1M');
  });

  it('names its data table and the frame that scrolls it as before', async () => {
    renderChart();
    await userEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    expect(screen.getByRole('region', { name: 'Portfolio value by day' })).toContainElement(screen.getByRole('table', { name: 'Portfolio value by day, 1W' }));
  });

  it('in percent mode writes every value as a signed return and needs no money formatter', async () => {
    const user = userEvent.setup();
    const returns = [
      { date: '2026-11-19', value: 0 },
      { date: '2026-11-20', value: -0.0215 },
      { date: '2026-11-21', value: 0.084 },
    ];
    render(
      <PerformanceChart
        valueFormat="percent"
        ranges={RANGES}
        range="1W"
        onRangeChange={vi.fn()}
        points={returns}
        periodReturn={0.084}
        method={method}
        format={{ percent: sampleFormat.percent, date: sampleFormat.date }}
      />,
    );
    expect(screen.getByText(
      "The portfolio's cumulative return went from 0.00% on Nov 19, 2026 to +8.40% on Nov 21, 2026; lowest \u22122.15% on Nov 20, 2026, highest +8.40% on Nov 21, 2026.",
    )).toBeInTheDocument();
    const chart = screen.getByRole('application', { name: 'Cumulative return chart, 1W' });
    await waitFor(() => expect(createPerformanceCanvas).toHaveBeenCalled());
    const axisLabel = vi.mocked(createPerformanceCanvas).mock.calls[0]![1].formatValue;
    expect(axisLabel(-0.0215)).toBe('\u22122.15%');
    chart.focus();
    await user.keyboard('{End}');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Nov 21, 2026: Cumulative return +8.40%');
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[2]!).getByRole('cell')).toHaveTextContent('\u22122.15%');
    expect(screen.getByRole('table')).not.toHaveTextContent('$');
  });
});
