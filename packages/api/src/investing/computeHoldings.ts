import { EMPTY_POSITION, applyTradeTo, type Position } from './position';
import { normalizeSymbol, timedOf, type ExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';
import type { StockQuote } from './types';

/** What a holding reads from a quote: the wire's `StockQuote` is one. */
export type HoldingQuote = Pick<StockQuote, 'symbol' | 'price' | 'change' | 'as_of'> & Partial<Pick<StockQuote, 'name' | 'delayed_minutes'>>;

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
}

/**
 * Holdings from transactions with the average-cost method (see `applyTrade`), one per symbol
 * ever traded, closed positions included (they carry realised gain), sorted by symbol. A
 * transaction that moved no shares (a zero quantity, a sell with nothing held) adds no row.
 * `transactions` may be a history read once (`executionOrder`).
 */
export function computeHoldings(transactions: readonly PortfolioTransaction[] | ExecutionOrder, quotes: readonly HoldingQuote[] = []): Holding[] {
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
  return withQuotes(sorted.map(([symbol, p]) => ({ symbol, ...p })), quotes);
}

/**
 * Holdings valued at quotes: each position (its symbol and the `Position` fields, such as a holding
 * computed without quotes) with the market fields of its symbol's quote, null without one, and the
 * weights. The server keeps a portfolio's positions while its transactions are unchanged and
 * values them again only when the quotes move.
 */
export function withQuotes(positions: readonly (Position & { symbol: string })[], quotes: readonly HoldingQuote[] = []): Holding[] {
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
    };
  });
  const total = holdings.reduce((sum, h) => sum + (h.value ?? 0), 0);
  if (total > 0) for (const h of holdings) if (h.value !== null) h.weight = h.value / total;
  return holdings;
}
