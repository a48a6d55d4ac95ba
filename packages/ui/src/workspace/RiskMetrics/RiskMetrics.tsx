import type { ReactNode } from 'react';
import { LoadError } from '../../primitives/Panel';
import { Columns } from '../../primitives/Columns';
import { ChangeText, type PortfolioFormat } from '../../private/PortfolioShared';
import { StatCard } from '../../private/StatCard';
import { TextPlaceholder } from '../../primitives/TextPlaceholder';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

/** The figures it shows; the SDK's `PortfolioAnalytics` passes as it is. Ratios are fractions (0.184 is 18.4 %). */
export interface RiskMetricsFigures {
  /** The portfolio's time-weighted return over the range. */
  time_weighted_return: number | null;
  /** Annualised volatility of the trading-day returns; null with too few days. */
  volatility: { annualised: number | null };
  /** The deepest fall from a peak over the range, in [-1, 0], with its dates ('YYYY-MM-DD'). */
  max_drawdown: { drawdown: number; peak_date: string | null; trough_date: string | null; recovery_date: string | null };
  /** The benchmark's return over the same days. */
  benchmark: { symbol: string; total_return: number | null };
  /** The portfolio's return minus the benchmark's; null when either is. */
  excess_return: number | null;
}

export interface RiskMetricsProps {
  /** Null while loading. */
  figures: RiskMetricsFigures | null;
  /** The range's visible name, e.g. '1Y'. */
  rangeLabel: string;
  /** The benchmark as the reader knows it, e.g. 'S&P 500 (SPY)'; its symbol by default. */
  benchmarkLabel?: string;
  format: Pick<PortfolioFormat, 'percent' | 'date'>;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

const DASH = '\u2014';

/**
 * Figures of the usual size (ratios of two digits before the point, a drawdown with its three
 * dates) whose text sizes the placeholders while the figures load.
 */
const SAMPLE: RiskMetricsFigures = {
  time_weighted_return: 0.1234,
  volatility: { annualised: 0.1234 },
  max_drawdown: { drawdown: -0.1234, peak_date: '2026-02-18', trough_date: '2026-04-08', recovery_date: '2026-07-02' },
  benchmark: { symbol: 'SPY', total_return: 0.1234 },
  excess_return: 0.1234,
};

const VOLATILITY_HINT = 'How widely daily returns swing, scaled to a year.';

function drawdownHint(d: RiskMetricsFigures['max_drawdown'], date: (day: string) => string): string {
  if (d.peak_date === null || d.trough_date === null) return 'No fall from a peak in this range.';
  const recovery = d.recovery_date === null ? 'not recovered yet' : `recovered ${date(d.recovery_date)}`;
  return `Peak ${date(d.peak_date)}, trough ${date(d.trough_date)}; ${recovery}.`;
}

/**
 * The range's risk figures as three stat cards, made for PerformanceChart's `metrics` slot:
 * annualised volatility, the maximum drawdown with its peak, trough and recovery dates, and the
 * portfolio's return against the benchmark's over the same days. Signs and arrows carry gains and
 * losses; the colour only repeats them.
 */
export function RiskMetrics({ figures, rangeLabel, benchmarkLabel, format, loading = false, error, onRetry, className }: RiskMetricsProps) {
  if (error) {
    return (
      <LoadError error={error} onRetry={onRetry} className={className} />
    );
  }
  const busy = loading || figures === null;
  const benchmark = benchmarkLabel ?? figures?.benchmark.symbol ?? 'Benchmark';
  const signed = (ratio: number | null) => <ChangeText value={ratio} format={format.percent} />;
  const againstHint = (f: RiskMetricsFigures) => (
    <>
      {'Portfolio '}{signed(f.time_weighted_return)}{`, ${benchmark} `}{signed(f.benchmark.total_return)}{` over ${rangeLabel}.`}
    </>
  );
  // While loading, each card keeps the loaded card's lines: a placeholder the size of a usual
  // figure and of its usual hint, so the row does not grow when the figures arrive. (StatCard's own
  // placeholder is a fixed height, not the figure's line.)
  const loadingValue = (
    <>
      <TextPlaceholder sample={signed(SAMPLE.excess_return)} />
      <VisuallyHidden>Loading</VisuallyHidden>
    </>
  );
  if (busy) {
    return (
      <Columns columns={{ base: 1, md: 3 }} gap="3" role="group" aria-label={`Risk figures, ${rangeLabel}`} aria-busy className={className}>
        <StatCard label="Volatility (annualised)" value={loadingValue} hint={VOLATILITY_HINT} />
        <StatCard label="Maximum drawdown" value={loadingValue} hint={<TextPlaceholder sample={drawdownHint(SAMPLE.max_drawdown, format.date)} />} />
        <StatCard label={`Against ${benchmark}`} value={loadingValue} hint={<TextPlaceholder sample={againstHint(SAMPLE)} />} />
      </Columns>
    );
  }
  const volatility = figures.volatility.annualised;
  return (
    <Columns columns={{ base: 1, md: 3 }} gap="3" role="group" aria-label={`Risk figures, ${rangeLabel}`} className={className}>
      <StatCard
        label="Volatility (annualised)"
        value={volatility === null ? DASH : format.percent(volatility)}
        hint={volatility === null ? 'Too few trading days in this range.' : VOLATILITY_HINT}
      />
      <StatCard
        label="Maximum drawdown"
        value={signed(figures.max_drawdown.drawdown)}
        hint={drawdownHint(figures.max_drawdown, format.date)}
      />
      <StatCard
        label={`Against ${benchmark}`}
        value={signed(figures.excess_return)}
        hint={againstHint(figures)}
      />
    </Columns>
  );
}
