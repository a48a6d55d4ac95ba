import { normalizeSymbol } from './portfolioTransaction';
import type { TransactionListQuery, TransactionType } from './types';

/** The transaction list's filter: one symbol (any case) and buy, sell or both. */
export interface TransactionFilter { symbol?: string | null; type?: TransactionType | 'all' }

export interface TransactionPage<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** Transactions that pass the filter, on every page. */
  total: number;
}

export const TRANSACTION_PAGE_SIZE = 25;

/** One page of the transactions that pass the filter, in the given order (the server's: newest first). */
export function filterTransactions<T extends { symbol: string; type: TransactionType }>(
  transactions: readonly T[],
  filter: TransactionFilter = {},
  page = 1,
  pageSize = TRANSACTION_PAGE_SIZE,
): TransactionPage<T> {
  const symbol = filter.symbol ? normalizeSymbol(filter.symbol) : null;
  const type = filter.type && filter.type !== 'all' ? filter.type : null;
  const matching = transactions.filter((t) => (!symbol || normalizeSymbol(t.symbol) === symbol) && (!type || t.type === type));
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(matching.length / size));
  const current = Math.min(pageCount, Math.max(1, Math.floor(page) || 1));
  return { items: matching.slice((current - 1) * size, current * size), page: current, pageCount, pageSize: size, total: matching.length };
}

/** The symbols of a list, sorted, once each: the symbol filter's choices. */
export const transactionSymbols = (transactions: readonly { symbol: string }[]): string[] =>
  [...new Set(transactions.map((t) => normalizeSymbol(t.symbol)))].sort();

/**
 * The list's filter as the server reads it (`transactions.page`, product §10.15): the symbol in upper
 * case, the type unless it is 'all'; an empty filter sends nothing.
 */
export function transactionListQuery(filter: TransactionFilter = {}): Pick<TransactionListQuery, 'symbol' | 'type'> {
  const symbol = filter.symbol ? normalizeSymbol(filter.symbol) : '';
  const type = filter.type && filter.type !== 'all' ? filter.type : null;
  return { ...(symbol ? { symbol } : {}), ...(type ? { type } : {}) };
}
