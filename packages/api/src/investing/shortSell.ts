import { formatIsoDate, toIsoDate } from './isoDate';
import { QUANTITY_EPSILON } from './position';
import { inExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';

/** A sell that the holding on its date does not cover: what it sold, and what was held then. */
export interface ShortSell<T extends PortfolioTransaction = PortfolioTransaction> { transaction: T; symbol: string; held: number; message: string }

const shares = (q: number): string => q.toLocaleString('en-US', { maximumFractionDigits: 6 });

/**
 * The first sell, in execution order, that sells more than was held at that point; null when
 * every sell is covered. The rule `validateTransaction` applies to one new sell, checked over a
 * whole history: after an edit or a deletion (a buy made smaller, moved later or removed) every
 * sell must still be covered on its date.
 */
export function firstShortSell<T extends PortfolioTransaction>(transactions: readonly T[]): ShortSell<T> | null {
  const held = new Map<string, number>();
  for (const { tx, symbol } of inExecutionOrder(transactions)) {
    if (!(Number.isFinite(tx.quantity) && tx.quantity > 0)) continue;
    const before = held.get(symbol) ?? 0;
    if (tx.type === 'sell' && tx.quantity > before + QUANTITY_EPSILON) {
      const date = formatIsoDate(toIsoDate(tx.executed_at) ?? '');
      return {
        transaction: tx, symbol, held: Math.max(0, before),
        message: `The sale of ${shares(tx.quantity)} ${symbol} on ${date} would sell more than the ${shares(Math.max(0, before))} held then`,
      };
    }
    held.set(symbol, before + (tx.type === 'buy' ? tx.quantity : -tx.quantity));
  }
  return null;
}
