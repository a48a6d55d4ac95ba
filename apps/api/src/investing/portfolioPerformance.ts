import {
  PERFORMANCE_RANGES, addDays, benchmarkReturns, cumulativeReturns, moneyWeightedReturn, performanceRange, seriesCashFlows,
  timeWeightedReturn, toIsoDate, valueSeries,
  type DailyClose, type PerformanceBenchmark, type PerformanceRange, type PortfolioPerformance, type PortfolioTransaction, type ValuePoint,
} from '@pt/api';
import type { MarketData } from './MarketData';
import { createClosesCache, type ClosesCache } from './closesCache';

/** Days of closes asked for before a range's base day, so a base day on a weekend or holiday has a close to carry. */
const CLOSES_BEFORE_BASE_DAY = 10;

/** The benchmark when none is named: the S&P 500 ETF of the market data. */
export const DEFAULT_BENCHMARK = 'SPY';

/** The range a query names, read without case ('All', 'all', 'ytd'); null when it names none. */
export function readPerformanceRange(value: string): PerformanceRange | null {
  return PERFORMANCE_RANGES.find((r) => r === value.trim().toUpperCase()) ?? null;
}

export const round = (n: number, decimals: number): number => Math.round(n * 10 ** decimals) / 10 ** decimals;
/** Returns go out with 6 decimals (0.0001 %): a chart needs no more, and the payload of ten years of days stays small. */
export const roundReturn = (r: number | null): number | null => (r === null ? null : round(r, 6));

/**
 * The transactions of instruments priced in `currency` (the portfolio's): until amounts are
 * converted between currencies (issue 31) the value series, returns and risk count those only, and a
 * holding in another currency is never added in as if it were in the portfolio's (product §13.7).
 * A symbol the market data does not know stays (it has no closes and adds nothing).
 */
export async function transactionsInCurrency<T extends { symbol: string }>(transactions: readonly T[], currency: string, market: MarketData): Promise<T[]> {
  const of = new Map<string, string | null>();
  for (const symbol of new Set(transactions.map((t) => t.symbol.trim().toUpperCase()))) of.set(symbol, (await market.instrument(symbol))?.currency ?? null);
  return transactions.filter((t) => {
    const c = of.get(t.symbol.trim().toUpperCase());
    return c === null || c === undefined || c === currency.toUpperCase();
  });
}

/** A portfolio's value series over a range: `from` is the base day, `to` the market data's latest day. */
export interface RangeSeries { from: string; to: string; series: ValuePoint[]; closesFrom: string }

/** The value series of a range with the SDK's `valueSeries` over the market data's closes (from the per-day cache). */
export async function rangeSeries(
  transactions: readonly PortfolioTransaction[],
  range: PerformanceRange,
  market: MarketData,
  now: Date,
  cache: ClosesCache,
): Promise<RangeSeries> {
  const today = market.latestDate(now);
  let first: string | null = null;
  for (const t of transactions) {
    const day = toIsoDate(t.executed_at);
    if (day && (first === null || day < first)) first = day;
  }
  const { from, to } = performanceRange(range, today, first);
  const closesFrom = addDays(from, -CLOSES_BEFORE_BASE_DAY) < market.historyStart ? market.historyStart : addDays(from, -CLOSES_BEFORE_BASE_DAY);
  const closes: Record<string, DailyClose[]> = {};
  for (const symbol of new Set(transactions.map((t) => t.symbol.trim().toUpperCase()))) {
    closes[symbol] = closesFrom <= to ? await cache.closes(symbol, closesFrom, to) : [];
  }
  return { from, to, series: valueSeries(transactions, closes, from, to), closesFrom };
}

/** The benchmark's closes over a range series (its symbol as the market data spells it). */
export async function benchmarkCloses(symbol: string, range: RangeSeries, cache: ClosesCache): Promise<DailyClose[]> {
  return range.closesFrom <= range.to ? cache.closes(symbol, range.closesFrom, range.to) : [];
}

/** The benchmark over the series' days, returns rounded as the portfolio's are. */
export async function benchmarkOver(symbol: string, range: RangeSeries, cache: ClosesCache): Promise<PerformanceBenchmark> {
  const b = benchmarkReturns(symbol, await benchmarkCloses(symbol, range, cache), range.series.map((p) => p.date));
  return { symbol, points: b.points.map((p) => ({ date: p.date, cumulative_return: roundReturn(p.cumulative_return) })), total_return: roundReturn(b.total_return) };
}

/**
 * A portfolio's value over a range with the SDK's math (valueSeries, cumulativeReturns,
 * timeWeightedReturn, moneyWeightedReturn) and the market data's closes, so the browser gets one
 * series instead of every holding's closes. The range ends on the market data's latest day.
 * Values are rounded to cents and returns to 6 decimals; the returns are computed before
 * rounding. `benchmark`: a symbol of the market data whose returns over the same days go with it.
 */
export async function portfolioPerformance(
  portfolioId: string,
  transactions: readonly PortfolioTransaction[],
  range: PerformanceRange,
  market: MarketData,
  now: Date,
  cache: ClosesCache = createClosesCache(market),
  benchmark: string | null = null,
): Promise<PortfolioPerformance> {
  const r = await rangeSeries(transactions, range, market, now, cache);
  const { series } = r;
  const cumulative = cumulativeReturns(series);
  const flows = seriesCashFlows(series);
  const twr = timeWeightedReturn(series);
  const mwr = flows ? moneyWeightedReturn(flows.flows, flows.endValue) : null;
  return {
    portfolio_id: portfolioId,
    range,
    from: r.from,
    to: r.to,
    method: 'time_weighted_daily',
    points: series.map((p, i) => ({ date: p.date, value: round(p.value, 2), cumulative_return: roundReturn(cumulative[i]?.return ?? null) })),
    time_weighted_return: roundReturn(twr),
    money_weighted_return: roundReturn(mwr),
    benchmark: benchmark === null ? null : await benchmarkOver(benchmark, r, cache),
    source: market.source,
  };
}
