import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Columns } from '../Columns';
import { ChangeText, type PortfolioFormat } from '../PortfolioShared';
import { StatCard } from '../StatCard';

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
      <Alert tone="danger" description={error} className={className}
        action={onRetry ? <Button size="sm" variant="outline" onClick={onRetry}>Try again</Button> : undefined} />
    );
  }
  const busy = loading || figures === null;
  const benchmark = benchmarkLabel ?? figures?.benchmark.symbol ?? 'Benchmark';
  const signed = (ratio: number | null) => <ChangeText value={ratio} format={format.percent} />;
  const volatility = figures?.volatility.annualised ?? null;
  return (
    <Columns columns={{ base: 1, md: 3 }} gap="3" role="group" aria-label={`Risk figures, ${rangeLabel}`} aria-busy={busy || undefined} className={className}>
      <StatCard
        label="Volatility (annualised)"
        value={volatility === null ? DASH : format.percent(volatility)}
        hint={volatility === null ? 'Too few trading days in this range.' : 'How widely daily returns swing, scaled to a year.'}
        loading={busy}
      />
      <StatCard
        label="Maximum drawdown"
        value={figures ? signed(figures.max_drawdown.drawdown) : DASH}
        hint={figures ? drawdownHint(figures.max_drawdown, format.date) : null}
        loading={busy}
      />
      <StatCard
        label={`Against ${benchmark}`}
        value={figures ? signed(figures.excess_return) : DASH}
        hint={figures ? (
          <>
            {'Portfolio '}{signed(figures.time_weighted_return)}{`, ${benchmark} `}{signed(figures.benchmark.total_return)}{` over ${rangeLabel}.`}
          </>
        ) : null}
        loading={busy}
      />
    </Columns>
  );
}
