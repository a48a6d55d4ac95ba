import {
  PERFORMANCE_RANGES, addDays, cumulativeReturns, moneyWeightedReturn, performanceRange, seriesCashFlows,
  timeWeightedReturn, toIsoDate, valueSeries,
  type DailyClose, type PerformanceRange, type PortfolioPerformance, type PortfolioTransaction,
} from '@pt/api';
import type { MarketData } from './MarketData';
import { createClosesCache, type ClosesCache } from './closesCache';

/** Days of closes asked for before a range's base day, so a base day on a weekend or holiday has a close to carry. */
const CLOSES_BEFORE_BASE_DAY = 10;

/** The range a query names, read without case ('All', 'all', 'ytd'); null when it names none. */
export function readPerformanceRange(value: string): PerformanceRange | null {
  return PERFORMANCE_RANGES.find((r) => r === value.trim().toUpperCase()) ?? null;
}

const round = (n: number, decimals: number): number => Math.round(n * 10 ** decimals) / 10 ** decimals;

/**
 * A portfolio's value over a range with the SDK's math (valueSeries, cumulativeReturns,
 * timeWeightedReturn, moneyWeightedReturn) and the market data's closes, so the browser gets one
 * series instead of every holding's closes. The range ends on the market data's latest day.
 * Values are rounded to cents and returns to 6 decimals (a chart needs no more; the payload of
 * ten years of days stays small); the returns are computed before rounding.
 */
export function portfolioPerformance(
  portfolioId: string,
  transactions: readonly PortfolioTransaction[],
  range: PerformanceRange,
  market: MarketData,
  now: Date,
  cache: ClosesCache = createClosesCache(market),
): PortfolioPerformance {
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
    closes[symbol] = closesFrom <= to ? cache.closes(symbol, closesFrom, to) : [];
  }
  const series = valueSeries(transactions, closes, from, to);
  const cumulative = cumulativeReturns(series);
  const flows = seriesCashFlows(series);
  const twr = timeWeightedReturn(series);
  const mwr = flows ? moneyWeightedReturn(flows.flows, flows.endValue) : null;
  return {
    portfolio_id: portfolioId,
    range,
    from,
    to,
    method: 'time_weighted_daily',
    points: series.map((p, i) => {
      const r = cumulative[i]?.return ?? null;
      return { date: p.date, value: round(p.value, 2), cumulative_return: r === null ? null : round(r, 6) };
    }),
    time_weighted_return: twr === null ? null : round(twr, 6),
    money_weighted_return: mwr === null ? null : round(mwr, 6),
    benchmark: null,
    source: market.source,
  };
}
