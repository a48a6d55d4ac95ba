import { EMPTY_POSITION, applyTradeTo, type Position } from './position';
import { normalizeSymbol, timedOf, type ExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';
import type { StockQuote } from './types';

/** What a holding reads from a quote: the wire's `StockQuote` is one. */
export type HoldingQuote = Pick<StockQuote, 'symbol' | 'price' | 'change' | 'as_of'>
  & Partial<Pick<StockQuote, 'name' | 'delayed_minutes' | 'currency' | 'provider' | 'exchange' | 'stale' | 'stale_message'>>;

/**
 * One symbol of a portfolio. Money in dollars and unrounded (round where it is shown); ratios
 * are fractions (0.0123 is 1.23 %). The market fields are null without a quote for the symbol.
 */
export interface Holding extends Position {
  symbol: string;
  /** costBasis / quantity; null when nothing is held. */
  averageCost: number | null;
  name: string | null;
  price: number | null;
  /** quantity x price. */
  value: number | null;
  /** quantity x the quote's change since the previous close. */
  dayChange: number | null;
  /** change / previous close. */
  dayChangeRatio: number | null;
  /** value - costBasis. */
  unrealisedGain: number | null;
  /** unrealisedGain / costBasis; null when the basis is 0. */
  unrealisedGainRatio: number | null;
  /** value / the value of every holding that has a quote. */
  weight: number | null;
  asOf: string | null;
  delayedMinutes: number | null;
  /** The currency of the price, value and gains (the quote's); null without a quote (product §13.7). */
  currency: string | null;
  /** Who gave the price ('Sample data'); null without a quote. */
  provider: string | null;
  exchange: string | null;
  /** The price is older than its market's last session, or its provider failed: `staleMessage` says which (product §13.5). */
  stale: boolean;
  staleMessage: string | null;
}

export interface HoldingsOptions {
  /** The portfolio's currency: weights are shares of the value of the holdings in it (default USD); others have none until amounts are converted (product §13.7). */
  currency?: string;
}

/**
 * Holdings from transactions with the average-cost method (see `applyTrade`), one per symbol
 * ever traded, closed positions included (they carry realised gain), sorted by symbol. A
 * transaction that moved no shares (a zero quantity, a sell with nothing held) adds no row.
 * `transactions` may be a history read once (`executionOrder`).
 */
export function computeHoldings(transactions: readonly PortfolioTransaction[] | ExecutionOrder, quotes: readonly HoldingQuote[] = [], options: HoldingsOptions = {}): Holding[] {
  const positions = new Map<string, Position>();
  for (const { tx, symbol } of timedOf(transactions)) {
    const held = positions.get(symbol);
    if (held) applyTradeTo(held, tx.type, tx.quantity, tx.price);
    else {
      const opened = { ...EMPTY_POSITION };
      if (applyTradeTo(opened, tx.type, tx.quantity, tx.price) > 0) positions.set(symbol, opened);
    }
  }
  const sorted = [...positions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return withQuotes(sorted.map(([symbol, p]) => ({ symbol, ...p })), quotes, options);
}

/**
 * Holdings valued at quotes: each position (its symbol and the `Position` fields, such as a holding
 * computed without quotes) with the market fields of its symbol's quote, null without one, and the
 * weights (shares of the holdings in `options.currency`, product §13.7). The server keeps a portfolio's positions while its transactions are unchanged and
 * values them again only when the quotes move.
 */
export function withQuotes(positions: readonly (Position & { symbol: string })[], quotes: readonly HoldingQuote[] = [], options: HoldingsOptions = {}): Holding[] {
  const base = (options.currency ?? 'USD').toUpperCase();
  const bySymbol = new Map(quotes.map((q) => [normalizeSymbol(q.symbol), q]));
  const holdings = positions.map((h): Holding => {
    const { symbol } = h;
    const p: Position = { quantity: h.quantity, costBasis: h.costBasis, realisedGain: h.realisedGain, invested: h.invested, income: h.income };
    const q = bySymbol.get(symbol);
    const value = q ? p.quantity * q.price : null;
    const unrealisedGain = value === null ? null : value - p.costBasis;
    const previousClose = q ? q.price - q.change : 0;
    return {
      symbol,
      ...p,
      averageCost: p.quantity > 0 ? p.costBasis / p.quantity : null,
      name: q?.name ?? null,
      price: q?.price ?? null,
      value,
      dayChange: q ? p.quantity * q.change : null,
      dayChangeRatio: q && previousClose > 0 ? q.change / previousClose : null,
      unrealisedGain,
      unrealisedGainRatio: unrealisedGain !== null && p.costBasis > 0 ? unrealisedGain / p.costBasis : null,
      weight: null,
      asOf: q?.as_of ?? null,
      delayedMinutes: q?.delayed_minutes ?? null,
      currency: q ? (q.currency ?? base).toUpperCase() : null,
      provider: q?.provider ?? null,
      exchange: q?.exchange ?? null,
      stale: q?.stale ?? false,
      staleMessage: q?.stale ? (q.stale_message ?? null) : null,
    };
  });
  const inBase = (h: Holding) => h.value !== null && h.currency === base;
  const total = holdings.reduce((sum, h) => sum + (inBase(h) ? h.value! : 0), 0);
  if (total > 0) for (const h of holdings) if (inBase(h)) h.weight = h.value! / total;
  return holdings;
}
