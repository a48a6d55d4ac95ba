import {
  PERFORMANCE_RANGES, addDays, benchmarkReturns, cumulativeReturns, moneyWeightedReturn, performanceRange, seriesCashFlows,
  timeWeightedReturn, toIsoDate, valueSeries,
  type DailyClose, type ExecutionOrder, type PerformanceBenchmark, type PerformanceRange, type PortfolioPerformance, type PortfolioTransaction,
  type ValuePoint,
} from '@pt/api';
import type { MarketData } from './MarketData';
import { createClosesCache, type ClosesCache } from './closesCache';
import type { PortfolioState } from './portfolioCache';

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

/** What a range's series is computed from: the history (a list, or read once by `executionOrder`), its symbols and its first day. */
export interface SeriesSource { history: readonly PortfolioTransaction[] | ExecutionOrder; symbols: readonly string[]; firstDate: string | null }

const asSource = (s: SeriesSource | readonly PortfolioTransaction[]): SeriesSource => (Array.isArray(s) ? seriesSource(s as readonly PortfolioTransaction[]) : (s as SeriesSource));

/**
 * A cached portfolio's part in its own currency, as a series source (`transactionsInCurrency` for a
 * `PortfolioState`, product §13.7): the state itself when every instrument is priced in it (the
 * usual case), else its history without the other currencies' symbols.
 */
export async function sourceInCurrency(state: PortfolioState, market: MarketData): Promise<SeriesSource> {
  const base = state.currency.toUpperCase();
  const other = new Set<string>();
  for (const symbol of state.symbols) {
    const c = (await market.instrument(symbol))?.currency;
    if (c && c.toUpperCase() !== base) other.add(symbol);
  }
  if (!other.size) return state;
  const timed = state.history.timed.filter((t) => !other.has(t.symbol));
  const first = timed[0];
  return {
    history: { kind: 'executionOrder', timed },
    symbols: state.symbols.filter((s) => !other.has(s)),
    firstDate: first ? toIsoDate(first.tx.executed_at) : null,
  };
}

/** A plain list of transactions as a series source. */
export function seriesSource(transactions: readonly PortfolioTransaction[]): SeriesSource {
  let firstDate: string | null = null;
  for (const t of transactions) {
    const day = toIsoDate(t.executed_at);
    if (day && (firstDate === null || day < firstDate)) firstDate = day;
  }
  return { history: transactions, symbols: [...new Set(transactions.map((t) => t.symbol.trim().toUpperCase()))], firstDate };
}

/** The value series of a range with the SDK's `valueSeries` over the market data's closes (from the per-day cache). */
export async function rangeSeries(
  from: SeriesSource | readonly PortfolioTransaction[],
  range: PerformanceRange,
  market: MarketData,
  now: Date,
  cache: ClosesCache,
): Promise<RangeSeries> {
  const source = asSource(from);
  const today = market.latestDate(now);
  const { from: start, to } = performanceRange(range, today, source.firstDate);
  const closesFrom = addDays(start, -CLOSES_BEFORE_BASE_DAY) < market.historyStart ? market.historyStart : addDays(start, -CLOSES_BEFORE_BASE_DAY);
  const closes: Record<string, DailyClose[]> = {};
  for (const symbol of source.symbols) {
    closes[symbol] = closesFrom <= to ? await cache.closes(symbol, closesFrom, to) : [];
  }
  return { from: start, to, series: valueSeries(source.history, closes, start, to), closesFrom };
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
  source: SeriesSource | readonly PortfolioTransaction[],
  range: PerformanceRange,
  market: MarketData,
  now: Date,
  cache: ClosesCache = createClosesCache(market),
  benchmark: string | null = null,
): Promise<PortfolioPerformance> {
  const r = await rangeSeries(source, range, market, now, cache);
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
