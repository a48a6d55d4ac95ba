import { useMemo, useRef, useState } from 'react';
import {
  TRANSACTION_PAGE_SIZE, planLimitFromError, transactionListQuery, workspaceMessages,
  type Page, type Transaction, type TransactionFilter, type TransactionInput, type TransactionUpdate,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { queryKeyOf } from '../internal/ledgerState';
import { usePortfolioOverview } from '../internal/usePortfolioOverview';
import { portfolioDerivedKeys, portfolioTransactionKeys } from '../internal/workspaceRevalidation';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';
import { usePagedList } from './usePagedList';

export type NewTransaction = Omit<TransactionInput, 'portfolio_id'>;
export interface EditTransactionVariables { id: string; changes: TransactionUpdate }

/** Newest first, as the server lists them: by executed_at, then created_at. */
const newestFirst = (a: Transaction, b: Transaction): number =>
  Date.parse(b.executed_at) - Date.parse(a.executed_at) || Date.parse(b.created_at) - Date.parse(a.created_at);

/** The id of a row shown before the server answered: no server id looks like it. */
export const isPendingTransaction = (t: Pick<Transaction, 'id'>): boolean => t.id.startsWith('pending-');

/** The pages with `row` where it belongs among the rows read (after the last one only when nothing older is left to read). */
function insertRow(pages: Page<Transaction>[], row: Transaction): Page<Transaction>[] {
  const at = pages.findIndex((p, i) => p.items.some((t) => newestFirst(row, t) < 0) || (i === pages.length - 1 && !p.has_more));
  if (at < 0) return pages;
  return pages.map((p, i) => (i === at ? { ...p, items: [...p.items, row].sort(newestFirst), total: p.total === undefined ? undefined : p.total + 1 } : p));
}
const withoutRow = (pages: Page<Transaction>[], id: string): Page<Transaction>[] =>
  pages.map((p) => (p.items.some((t) => t.id === id) ? { ...p, items: p.items.filter((t) => t.id !== id) } : p))
    .map((p, i) => (i === 0 && p.total !== undefined ? { ...p, total: Math.max(0, p.total - 1) } : p));
const replaceRow = (pages: Page<Transaction>[], id: string, row: Transaction): Page<Transaction>[] =>
  pages.map((p) => (p.items.some((t) => t.id === id) ? { ...p, items: p.items.map((t) => (t.id === id ? row : t)) } : p));

/**
 * A portfolio's transactions a page at a time (product §10.15: the server filters by symbol and
 * type and pages with a cursor; `usePagedList`), and the writes: `add` and `remove` are optimistic
 * (the list shows the new row, or drops the deleted one, at once; if the server refuses, the list is
 * as before and the mutation holds the error), `edit` waits for the server. After a write the
 * pages read, the portfolio's overview, performance and the plan usage are read again. `symbols`
 * (the filter's choices) come from the overview; `planLimit` is the prompt when a write was refused
 * for the plan's holdings limit.
 */
export function useTransactions(portfolioId: string | null, options: { pageSize?: number } = {}) {
  const client = useApiClient('useTransactions');
  const userId = useUserId();
  const pageSize = options.pageSize ?? TRANSACTION_PAGE_SIZE;
  const [filter, setFilterState] = useState<TransactionFilter>({ symbol: null, type: 'all' });
  const query = useMemo(() => transactionListQuery(filter), [filter]);
  const listKey = userId && portfolioId ? keys.transactionPages(userId, portfolioId, queryKeyOf({ ...query, limit: pageSize })) : null;
  const list = usePagedList<Transaction>(
    'useTransactions', listKey,
    (c, cursor) => c.transactions.page({ portfolio_id: portfolioId ?? '', ...query, limit: pageSize, cursor }),
    workspaceMessages.loadTransactionsFailed,
  );
  const overview = usePortfolioOverview('useTransactions', portfolioId);
  const pendingIds = useRef(0);
  const shows = (t: Pick<Transaction, 'symbol' | 'type'>) => (!query.symbol || t.symbol.trim().toUpperCase() === query.symbol) && (!query.type || t.type === query.type);

  // The whole list (income, the CSV import), a symbol's history (the form) and what is computed from the transactions;
  // the pages shown are read again by `change`.
  const refetchOthers = (revalidate: (target: (key: unknown) => boolean) => Promise<void>) => (userId && portfolioId
    ? Promise.all([revalidate(portfolioTransactionKeys(userId, portfolioId, { pages: false })), revalidate(portfolioDerivedKeys(userId, portfolioId))])
    : undefined);

  const add = useMutation(async (input: NewTransaction): Promise<Transaction> => {
    if (!portfolioId) throw new Error('Choose a portfolio first');
    const body: TransactionInput = { ...input, portfolio_id: portfolioId };
    const now = new Date().toISOString();
    const at = input.executed_at && !Number.isNaN(Date.parse(input.executed_at)) ? new Date(input.executed_at).toISOString() : now;
    const shown: Transaction = {
      id: `pending-${++pendingIds.current}`, portfolio_id: portfolioId, symbol: input.symbol.trim().toUpperCase(), type: input.type,
      quantity: Number(input.quantity), price: Number(input.price), executed_at: at, created_at: now,
    };
    if (!shows(shown)) return client.transactions.create(body);
    return list.change(
      (pages) => insertRow(pages, shown),
      () => client.transactions.create(body),
      (pages, created) => insertRow(pages, created),
    );
  }, { onSuccess: (_t, _v, { revalidate }) => refetchOthers(revalidate) });

  const edit = useMutation(({ id, changes }: EditTransactionVariables) => list.change(
    (pages) => pages,
    () => client.transactions.update(id, changes),
    (pages, saved) => replaceRow(pages, id, saved),
  ), {
    onSuccess: async (_t, _v, { revalidate }) => {
      await Promise.all([list.refresh(), refetchOthers(revalidate)]);
    },
  });

  const remove = useMutation(async (id: string): Promise<string> => {
    await list.change((pages) => withoutRow(pages, id), () => client.transactions.remove(id));
    return id;
  }, { onSuccess: (_id, _v, { revalidate }) => refetchOthers(revalidate) });

  const view = {
    items: list.pageItems,
    page: list.page,
    pageCount: list.pageCount,
    pageSize,
    total: list.total ?? 0,
  };
  return {
    status: list.status,
    error: list.error,
    message: list.message,
    refresh: list.refresh,
    isValidating: list.isValidating,
    /** The transactions read so far, newest first (every page read; `hasMore` when there are more). */
    transactions: list.items,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    /** The shown page: items, page, pageCount (the pages read and the next), pageSize, total (every match). */
    view,
    /** The shown page is being read. */
    pageLoading: list.pageLoading,
    filter,
    /** Changes the filter (read by the server) and goes back to the first page. */
    setFilter: (next: TransactionFilter) => { setFilterState((f) => ({ ...f, ...next })); },
    setPage: list.setPage,
    /** The symbols of the portfolio, for the symbol filter. */
    symbols: overview.data?.symbols ?? [],
    add,
    edit,
    remove,
    /** The row being deleted, for its busy state. */
    removingId: remove.status === 'pending' ? remove.variables : null,
    planLimit: planLimitFromError(add.error ?? edit.error ?? remove.error),
  };
}
