// The public page's chart line: the shared portfolio's cumulative return over a range, rebased so
// the range starts at 0 (what the holdings returned within the range, as the workspace's chart).
import { performanceRange, type PerformanceRange, type PublicPortfolio } from '@pt/api';
import type { PerformancePoint } from '@pt/ui/workspace';

/** Days without a return (no quote yet) are left out; no point is made without one in the range. */
export function publicChartPoints(performance: PublicPortfolio['performance'], range: PerformanceRange): PerformancePoint[] {
  const from = range === 'ALL' ? performance.from : performanceRange(range, performance.to).from;
  const start = from < performance.from ? performance.from : from;
  const inRange: { date: string; cumulative: number }[] = [];
  for (const p of performance.points) {
    if (p.date >= start && p.date <= performance.to && p.cumulative_return !== null) inRange.push({ date: p.date, cumulative: p.cumulative_return });
  }
  const base = inRange[0]?.cumulative;
  if (base === undefined) return [];
  return inRange.map((p) => ({ date: p.date, value: (1 + p.cumulative) / (1 + base) - 1 }));
}
