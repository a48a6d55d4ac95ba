import {
  PERFORMANCE_RANGES, addDays, benchmarkReturns, cumulativeReturns, ledgerSeries, moneyWeightedReturn, performanceRange, seriesCashFlows,
  timeWeightedReturn, toIsoDate,
  type DailyClose, type PerformanceBenchmark, type PerformanceRange, type PortfolioPerformance, type PortfolioTransaction, type ValuePoint,
} from '@pt/api';
import type { MarketData } from './MarketData';
import { createClosesCache, type ClosesCache } from './closesCache';
import type { MoneyBasis } from './fxRates';

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

/** A portfolio's value series over a range: `from` is the base day, `to` the market data's latest day. */
export interface RangeSeries { from: string; to: string; series: ValuePoint[]; closesFrom: string }

/** Where a range starts and ends for a portfolio's transactions (the base day and the market data's latest day), and the closes to read from. */
export function rangeDays(transactions: readonly PortfolioTransaction[], range: PerformanceRange, market: MarketData, now: Date): { from: string; to: string; closesFrom: string } {
  const today = market.latestDate(now);
  let first: string | null = null;
  for (const t of transactions) {
    const day = toIsoDate(t.executed_at);
    if (day && (first === null || day < first)) first = day;
  }
  const { from, to } = performanceRange(range, today, first);
  const closesFrom = addDays(from, -CLOSES_BEFORE_BASE_DAY) < market.historyStart ? market.historyStart : addDays(from, -CLOSES_BEFORE_BASE_DAY);
  return { from, to, closesFrom };
}

/** Each traded symbol's closes from `closesFrom` to `to`, from the per-day cache. */
export function closesOf(transactions: readonly PortfolioTransaction[], closesFrom: string, to: string, cache: ClosesCache): Record<string, DailyClose[]> {
  const closes: Record<string, DailyClose[]> = {};
  for (const symbol of new Set(transactions.map((t) => t.symbol.trim().toUpperCase()))) {
    if (symbol) closes[symbol] = closesFrom <= to ? cache.closes(symbol, closesFrom, to) : [];
  }
  return closes;
}

/**
 * The value series of a range in the portfolio's base currency with the SDK's `ledgerSeries` (every
 * transaction type, cash, the day's exchange rates; product §10.17-§10.18) over the market data's
 * closes (from the per-day cache).
 */
export function rangeSeries(
  transactions: readonly PortfolioTransaction[],
  range: PerformanceRange,
  market: MarketData,
  now: Date,
  cache: ClosesCache,
  basis: MoneyBasis,
): RangeSeries {
  const { from, to, closesFrom } = rangeDays(transactions, range, market, now);
  const closes = closesOf(transactions, closesFrom, to, cache);
  return { from, to, series: ledgerSeries(transactions, { ...basis, closes, from, to }), closesFrom };
}

/** The benchmark's closes over a range series (its symbol as the market data spells it). */
export function benchmarkCloses(symbol: string, range: RangeSeries, cache: ClosesCache): DailyClose[] {
  return range.closesFrom <= range.to ? cache.closes(symbol, range.closesFrom, range.to) : [];
}

/** The benchmark over the series' days, returns rounded as the portfolio's are. */
export function benchmarkOver(symbol: string, range: RangeSeries, cache: ClosesCache): PerformanceBenchmark {
  const b = benchmarkReturns(symbol, benchmarkCloses(symbol, range, cache), range.series.map((p) => p.date));
  return { symbol, points: b.points.map((p) => ({ date: p.date, cumulative_return: roundReturn(p.cumulative_return) })), total_return: roundReturn(b.total_return) };
}

/**
 * A portfolio's value over a range with the SDK's math (ledgerSeries in the base currency, cumulativeReturns,
 * timeWeightedReturn, moneyWeightedReturn) and the market data's closes, so the browser gets one
 * series instead of every holding's closes. The range ends on the market data's latest day.
 * Values are rounded to cents and returns to 6 decimals; the returns are computed before
 * rounding. `benchmark`: a symbol of the market data whose returns over the same days go with it.
 */
export function portfolioPerformance(
  portfolioId: string,
  transactions: readonly PortfolioTransaction[],
  range: PerformanceRange,
  market: MarketData,
  now: Date,
  cache: ClosesCache = createClosesCache(market),
  benchmark: string | null = null,
  basis: MoneyBasis = { baseCurrency: market.currency, rates: {} },
): PortfolioPerformance {
  const r = rangeSeries(transactions, range, market, now, cache, basis);
  const { series } = r;
  const cumulative = cumulativeReturns(series);
  const flows = seriesCashFlows(series);
  const twr = timeWeightedReturn(series);
  const mwr = flows ? moneyWeightedReturn(flows.flows, flows.endValue) : null;
  return {
    portfolio_id: portfolioId,
    range,
    base_currency: basis.baseCurrency,
    from: r.from,
    to: r.to,
    method: 'time_weighted_daily',
    points: series.map((p, i) => ({ date: p.date, value: round(p.value, 2), cumulative_return: roundReturn(cumulative[i]?.return ?? null) })),
    time_weighted_return: roundReturn(twr),
    money_weighted_return: roundReturn(mwr),
    benchmark: benchmark === null ? null : benchmarkOver(benchmark, r, cache),
    source: market.source,
  };
}
