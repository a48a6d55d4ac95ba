import type { Transaction } from './types';

/**
 * What the portfolio math reads from a transaction: the wire's `Transaction` is one. The money
 * fields may be left out (a transaction of an older client): no amount, fee or tax, no split
 * ratio, and the currency is the portfolio's base currency.
 */
export type PortfolioTransaction = Pick<Transaction, 'symbol' | 'type' | 'quantity' | 'price' | 'executed_at'>
  & Partial<Pick<Transaction, 'id' | 'amount' | 'fee' | 'tax' | 'split_ratio'>>
  & { created_at?: string; currency?: string | null };

const DAY_MS = 86_400_000;

/** A transaction with its parsed time, its UTC day (days since 1970-01-01) and its symbol in upper case. */
export interface TimedTransaction<T extends PortfolioTransaction = PortfolioTransaction> { tx: T; symbol: string; time: number; day: number }

/**
 * Oldest first by `executed_at`, then `created_at`, then the given order, which is how the
 * server orders them too. A transaction whose `executed_at` does not parse is left out: every
 * function of the portfolio math then ignores it the same way.
 */
export function inExecutionOrder<T extends PortfolioTransaction>(transactions: readonly T[]): TimedTransaction<T>[] {
  const timed: (TimedTransaction<T> & { created: number; index: number })[] = [];
  transactions.forEach((tx, index) => {
    const time = Date.parse(tx.executed_at);
    if (Number.isNaN(time)) return;
    const created = tx.created_at ? Date.parse(tx.created_at) : 0;
    timed.push({ tx, symbol: normalizeSymbol(tx.symbol), time, day: Math.floor(time / DAY_MS), created: Number.isNaN(created) ? 0 : created, index });
  });
  timed.sort((a, b) => a.time - b.time || a.created - b.created || a.index - b.index);
  return timed.map(({ tx, symbol, time, day }) => ({ tx, symbol, time, day }));
}

export const normalizeSymbol = (symbol: string): string => symbol.trim().toUpperCase();
