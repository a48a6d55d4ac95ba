import { allocation } from '../investing/allocation';
import type { Holding } from '../investing/computeHoldings';
import { PERFORMANCE_RANGES, performanceRange } from '../investing/performanceRange';
import { portfolioSummary } from '../investing/portfolioSummary';
import type { PerformancePoint, PortfolioPerformance } from '../investing/types';
import type { PublicHolding, PublicPortfolio } from './types';

/** What the public view is made from: the owner's holdings (with quotes) and the ALL range of the performance call. */
export interface PublicPortfolioInput {
  name: string;
  holdings: readonly Holding[];
  /** The performance call's answer does; only each day's cumulative return is read. */
  performance: Pick<PortfolioPerformance, 'from' | 'to' | 'method' | 'source'> & { points: readonly Pick<PerformancePoint, 'date' | 'cumulative_return'>[] };
}

/** Ratios are rounded to 6 decimals (0.0001 %), as the performance call rounds its returns. */
const ratio = (n: number | null): number | null => (n === null || !Number.isFinite(n) ? null : Math.round(n * 1e6) / 1e6);

/**
 * The public view of a portfolio: weights and returns as fractions, never an amount. Every field
 * is chosen, none is copied through, so a new money field on a holding cannot leak. Scaling every
 * quantity of a portfolio by the same factor gives the same view. Period returns come from the
 * cumulative series: (1 + C[to]) / (1 + C[base]) - 1, the time-weighted return from each range's
 * base day (clamped to the first point); null for a range with no day after its base.
 */
export function toPublicPortfolio(input: PublicPortfolioInput): PublicPortfolio {
  const open = input.holdings.filter((h) => h.quantity > 0);
  const summary = portfolioSummary(input.holdings);
  const holdings = open
    .map((h): PublicHolding => ({
      symbol: h.symbol,
      name: h.name,
      weight: ratio(h.weight),
      total_return: h.value !== null && h.invested > 0 ? ratio((h.realisedGain + (h.unrealisedGain ?? 0) + h.income) / h.invested) : null,
      day_change: ratio(h.dayChangeRatio),
    }))
    .sort((a, b) => (b.weight ?? -1) - (a.weight ?? -1) || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  const { from, to, points } = input.performance;
  const byDate = new Map(points.map((p) => [p.date, p.cumulative_return]));
  const last = byDate.get(to) ?? null;
  const periodReturn = (base: string): number | null => {
    const start = base < from ? from : base;
    const c0 = byDate.get(start);
    return start >= to || c0 === undefined || c0 === null || last === null ? null : ratio((1 + last) / (1 + c0) - 1);
  };
  const period_returns = Object.fromEntries(
    PERFORMANCE_RANGES.map((r) => [r, r === 'ALL' ? periodReturn(from) : periodReturn(performanceRange(r, to).from)]),
  ) as PublicPortfolio['period_returns'];
  return {
    name: input.name,
    method: input.performance.method,
    source: input.performance.source,
    as_of: summary.asOf,
    delayed_minutes: summary.delayedMinutes,
    total_return: ratio(summary.totalReturnRatio),
    day_change: ratio(summary.dayChangeRatio),
    holdings,
    allocation: allocation(open).map((s) => ({ key: s.key, weight: ratio(s.weight) ?? 0, symbols: s.symbols, other: s.other })),
    performance: { from, to, points: points.map((p) => ({ date: p.date, cumulative_return: p.cumulative_return })) },
    period_returns,
  };
}
