import { useMemo, useRef, useState } from 'react';
import {
  TRANSACTION_PAGE_SIZE, filterTransactions, planLimitFromError, transactionSymbols,
  type Transaction, type TransactionFilter, type TransactionInput, type TransactionUpdate,
} from '@pt/api';
import { useApiClient, useApiContext } from '../useApiClient';
import { keys } from '../keys';
import { usePortfolioTransactions } from '../internal/usePortfolioTransactions';
import { portfolioDerivedKeys } from '../internal/workspaceRevalidation';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

export type NewTransaction = Omit<TransactionInput, 'portfolio_id'>;
export interface EditTransactionVariables { id: string; changes: TransactionUpdate }

/** Newest first, as the server lists them: by executed_at, then created_at. */
const newestFirst = (a: Transaction, b: Transaction): number =>
  Date.parse(b.executed_at) - Date.parse(a.executed_at) || Date.parse(b.created_at) - Date.parse(a.created_at);

/** The id of a row shown before the server answered: no server id looks like it. */
export const isPendingTransaction = (t: Pick<Transaction, 'id'>): boolean => t.id.startsWith('pending-');

/**
 * A portfolio's transactions with the list's filter (symbol, buy/sell) and paging (the SDK's
 * `filterTransactions`), and the writes: `add` and `remove` are optimistic (the list shows the new
 * row, or drops the deleted one, at once; if the server refuses, the list is as before and the
 * mutation holds the error), `edit` waits for the server. After a write the list, the portfolio's
 * performance and the plan usage are fetched again. `planLimit` is the prompt when a write was
 * refused for the plan's holdings limit.
 */
export function useTransactions(portfolioId: string | null, options: { pageSize?: number } = {}) {
  const client = useApiClient('useTransactions');
  const { mutate: cache } = useApiContext('useTransactions');
  const userId = useUserId();
  const key = userId && portfolioId ? keys.transactions(userId, portfolioId) : null;
  const q = usePortfolioTransactions('useTransactions', portfolioId);
  const [filter, setFilterState] = useState<TransactionFilter>({ symbol: null, type: 'all' });
  const [page, setPage] = useState(1);
  const pendingIds = useRef(0);
  const list = useMemo(() => q.data ?? [], [q.data]);
  const view = useMemo(() => filterTransactions(list, filter, page, options.pageSize ?? TRANSACTION_PAGE_SIZE), [list, filter, page, options.pageSize]);
  const symbols = useMemo(() => transactionSymbols(list), [list]);

  const refetchDerived = (revalidate: (target: (key: unknown) => boolean) => Promise<void>) =>
    (userId && portfolioId ? revalidate(portfolioDerivedKeys(userId, portfolioId)) : undefined);

  const add = useMutation(async (input: NewTransaction): Promise<Transaction> => {
    if (!portfolioId) throw new Error('Choose a portfolio first');
    const body: TransactionInput = { ...input, portfolio_id: portfolioId };
    if (!key || !cache) return client.transactions.create(body);
    const now = new Date().toISOString();
    const at = input.executed_at && !Number.isNaN(Date.parse(input.executed_at)) ? new Date(input.executed_at).toISOString() : now;
    const shown: Transaction = {
      id: `pending-${++pendingIds.current}`, portfolio_id: portfolioId, symbol: (input.symbol ?? '').trim().toUpperCase(), type: input.type,
      quantity: Number(input.quantity ?? 0), price: Number(input.price ?? 0), executed_at: at, created_at: now,
      // The server fills in the currency (the instrument's, or the base for cash) and links a transfer's sides.
      currency: input.currency ?? '', amount: Number(input.amount ?? 0), fee: Number(input.fee ?? 0), tax: Number(input.tax ?? 0),
      split_ratio: input.split_ratio ?? null, transfer_portfolio_id: input.transfer_portfolio_id ?? null, transfer_id: null,
    };
    let created: Transaction | undefined;
    await cache<Transaction[]>(key, async (current) => {
      created = await client.transactions.create(body);
      return [...(current ?? []), created].sort(newestFirst);
    }, { optimisticData: (current) => [...(current ?? []), shown].sort(newestFirst), rollbackOnError: true, populateCache: true, revalidate: true });
    return created as Transaction;
  }, { onSuccess: (_t, _v, { revalidate }) => refetchDerived(revalidate) });

  const edit = useMutation(({ id, changes }: EditTransactionVariables) => client.transactions.update(id, changes), {
    onSuccess: async (_t, _v, { revalidate }) => { await Promise.all([key ? revalidate(key) : undefined, refetchDerived(revalidate)]); },
  });

  const remove = useMutation(async (id: string): Promise<string> => {
    if (!key || !cache) {
      await client.transactions.remove(id);
      return id;
    }
    const without = (current: Transaction[] | undefined) => (current ?? []).filter((t) => t.id !== id);
    await cache<Transaction[]>(key, async (current) => {
      await client.transactions.remove(id);
      return without(current);
    }, { optimisticData: without, rollbackOnError: true, populateCache: true, revalidate: true });
    return id;
  }, { onSuccess: (_id, _v, { revalidate }) => refetchDerived(revalidate) });

  return {
    ...q,
    /** Every transaction of the portfolio, newest first. */
    transactions: list,
    /** The filtered page: items, page, pageCount, pageSize, total. */
    view,
    filter,
    /** Changes the filter and goes back to the first page. */
    setFilter: (next: TransactionFilter) => { setFilterState((f) => ({ ...f, ...next })); setPage(1); },
    setPage,
    /** The symbols of the portfolio, for the symbol filter. */
    symbols,
    add,
    edit,
    remove,
    /** The row being deleted, for its busy state. */
    removingId: remove.status === 'pending' ? remove.variables : null,
    planLimit: planLimitFromError(add.error ?? edit.error ?? remove.error),
  };
}
