import type { DailyClose, PerformanceBenchmark } from './types';

/**
 * A benchmark over the days of a performance series: its cumulative return on each date, rebased
 * at the first date (the range's base day), each day at the benchmark's last close on or before
 * it (a weekend carries Friday's close, as the portfolio's value does). When the benchmark has no
 * close by the first date, it is rebased at its first close and the days before are null.
 * Dividends are not reinvested: it is the price return. `closes` oldest first.
 */
export function benchmarkReturns(symbol: string, closes: readonly DailyClose[], dates: readonly string[]): PerformanceBenchmark {
  const points: PerformanceBenchmark['points'] = [];
  let next = 0;
  let mark: number | null = null;
  let base: number | null = null;
  for (const date of dates) {
    while (next < closes.length && closes[next]!.date <= date) {
      const close = closes[next++]!.close;
      if (Number.isFinite(close) && close > 0) mark = close;
    }
    if (base === null && mark !== null) base = mark;
    points.push({ date, cumulative_return: base === null || mark === null ? null : mark / base - 1 });
  }
  const last = points[points.length - 1]?.cumulative_return ?? null;
  return { symbol, points, total_return: last };
}
