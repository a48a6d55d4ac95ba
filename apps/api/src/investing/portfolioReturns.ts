import { compareReturns, rangeLedger, type PerformanceRange, type PortfolioReturns, type Transaction } from '@pt/api';
import type { MarketData } from './MarketData';
import type { ClosesCache } from './closesCache';
import { moneyBasis, type FxSource } from './fxRates';
import type { PortfolioRow } from './portfolioRows';
import { closesOf, rangeDays, seriesSource } from './portfolioPerformance';

/** Entries a line of the return explained sends: a screen lists them, and ten years of a busy portfolio would be megabytes. */
export const MAX_BREAKDOWN_ENTRIES = 500;

/**
 * A portfolio's return over a range explained (product §10.23): the SDK's `rangeLedger` over the
 * market data's closes and the daily rates to the base currency, each line's first 500 entries, and
 * the time-weighted return beside the money-weighted one with why they differ.
 */
export async function portfolioReturns(
  portfolio: Pick<PortfolioRow, 'id' | 'currency'>, transactions: readonly Transaction[], range: PerformanceRange,
  market: MarketData, closes: ClosesCache, fx: FxSource, now: Date,
): Promise<PortfolioReturns> {
  const source = seriesSource(transactions);
  const { from, to, closesFrom } = rangeDays(source, range, market, now);
  const basis = await moneyBasis(fx, portfolio.currency, transactions, to);
  const { breakdown, series } = rangeLedger(transactions, { ...basis, closes: await closesOf(source, closesFrom, to, closes), from, to });
  return {
    portfolio_id: portfolio.id,
    range,
    breakdown: { ...breakdown, lines: breakdown.lines.map((l) => ({ ...l, entries: l.entries.slice(0, MAX_BREAKDOWN_ENTRIES) })) },
    comparison: compareReturns(series, portfolio.currency),
    source: market.source,
  };
}
