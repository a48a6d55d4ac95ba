import { parseTime } from './isoDate';
import type { Transaction } from './types';

/** What the portfolio math reads from a transaction: the wire's `Transaction` is one. */
export type PortfolioTransaction = Pick<Transaction, 'symbol' | 'type' | 'quantity' | 'price' | 'executed_at'> & { created_at?: string };

const DAY_MS = 86_400_000;

/** A transaction with its parsed time, its UTC day (days since 1970-01-01) and its symbol in upper case. */
export interface TimedTransaction<T extends PortfolioTransaction = PortfolioTransaction> { tx: T; symbol: string; time: number; day: number }

/**
 * Oldest first by `executed_at`, then `created_at`, then the given order, which is how the
 * server orders them too. A transaction whose `executed_at` does not parse is left out: every
 * function of the portfolio math then ignores it the same way.
 *
 * Speed (it runs once per computation over the whole history): times are read by their digits
 * (`parseTime`), `created_at` only where two times are equal, symbols are upper-cased once per
 * spelling, and a list already in order (the server sends oldest first, the list call newest
 * first) is not sorted again.
 */
export function inExecutionOrder<T extends PortfolioTransaction>(transactions: readonly T[]): TimedTransaction<T>[] {
  const timed: TimedTransaction<T>[] = [];
  const index: number[] = [];
  const spelled = new Map<string, string>();
  for (let i = 0; i < transactions.length; i++) {
    const tx = transactions[i]!;
    const time = parseTime(tx.executed_at);
    if (Number.isNaN(time)) continue;
    let symbol = spelled.get(tx.symbol);
    if (symbol === undefined) spelled.set(tx.symbol, (symbol = normalizeSymbol(tx.symbol)));
    timed.push({ tx, symbol, time, day: Math.floor(time / DAY_MS) });
    index.push(i);
  }
  // created_at is read only to order equal times, once per transaction.
  const created = new Float64Array(timed.length).fill(Number.NaN);
  const createdOf = (k: number): number => {
    let c = created[k]!;
    if (Number.isNaN(c)) {
      const raw = timed[k]!.tx.created_at;
      const t = raw ? parseTime(raw) : 0;
      created[k] = c = Number.isNaN(t) ? 0 : t;
    }
    return c;
  };
  const compare = (a: number, b: number): number => timed[a]!.time - timed[b]!.time || createdOf(a) - createdOf(b) || index[a]! - index[b]!;
  let ascending = true;
  let descending = true;
  for (let k = 1; k < timed.length && (ascending || descending); k++) {
    const c = compare(k - 1, k);
    if (c > 0) ascending = false;
    // Strictly: equal keys keep the given order, which reversing would swap.
    if (timed[k - 1]!.time === timed[k]!.time && createdOf(k - 1) === createdOf(k)) descending = false;
    else if (c < 0) descending = false;
  }
  if (ascending) return timed;
  if (descending) return timed.reverse();
  const order = Array.from(timed, (_, k) => k).sort(compare);
  return order.map((k) => timed[k]!);
}

export const normalizeSymbol = (symbol: string): string => symbol.trim().toUpperCase();

/**
 * A history read once (`executionOrder(transactions)`): `computeHoldings` and `valueSeries` take it
 * in place of the list, so a caller that runs both over one history (the server's overview, or
 * several ranges of one portfolio) parses and orders its transactions once.
 */
export interface ExecutionOrder<T extends PortfolioTransaction = PortfolioTransaction> {
  readonly kind: 'executionOrder';
  readonly timed: readonly TimedTransaction<T>[];
}

export function executionOrder<T extends PortfolioTransaction>(transactions: readonly T[]): ExecutionOrder<T> {
  return { kind: 'executionOrder', timed: inExecutionOrder(transactions) };
}

/** The transactions of a list or a history read once, in execution order. */
export const timedOf = <T extends PortfolioTransaction>(history: readonly T[] | ExecutionOrder<T>): readonly TimedTransaction<T>[] =>
  ('kind' in history && history.kind === 'executionOrder' ? history.timed : inExecutionOrder(history as readonly T[]));
