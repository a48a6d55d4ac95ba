import { formatIsoDate, toIsoDate } from './isoDate';
import { QUANTITY_EPSILON, sharesAfter } from './position';
import { isCashActivity } from './transactionKinds';
import { inExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';

/**
 * A sell that the holding on its date does not cover, or a dividend paid on more shares than were
 * held then: the transaction, what was held then, and the message.
 */
export interface ShortSell<T extends PortfolioTransaction = PortfolioTransaction> { transaction: T; symbol: string; held: number; message: string }

const shares = (q: number): string => q.toLocaleString('en-US', { maximumFractionDigits: 6 });

/**
 * The first sell, in execution order, that sells more than was held at that point, or the first
 * dividend paid on more shares than were held; null when every one is covered. The rule
 * `validateTransaction` applies to one new sell or dividend, checked over a whole history: after
 * an edit or a deletion (a buy made smaller, moved later or removed) every sell and dividend must
 * still be covered on its date.
 */
export function firstShortSell<T extends PortfolioTransaction>(transactions: readonly T[]): ShortSell<T> | null {
  const held = new Map<string, number>();
  for (const { tx, symbol } of inExecutionOrder(transactions)) {
    if (isCashActivity(tx.type, symbol)) continue;
    const before = held.get(symbol) ?? 0;
    const takes = tx.type === 'sell' || tx.type === 'dividend' || tx.type === 'transfer_out';
    if (takes && Number.isFinite(tx.quantity) && tx.quantity > before + QUANTITY_EPSILON) {
      const date = formatIsoDate(toIsoDate(tx.executed_at) ?? '');
      const had = Math.max(0, before);
      return {
        transaction: tx, symbol, held: had,
        message: tx.type === 'sell'
          ? `The sale of ${shares(tx.quantity)} ${symbol} on ${date} would sell more than the ${shares(had)} held then`
          : tx.type === 'transfer_out'
            ? `The transfer of ${shares(tx.quantity)} ${symbol} on ${date} would move more than the ${shares(had)} held then`
            : `The dividend on ${shares(tx.quantity)} ${symbol} on ${date} would be paid on more than the ${shares(had)} held then`,
      };
    }
    held.set(symbol, sharesAfter(before, tx));
  }
  return null;
}
