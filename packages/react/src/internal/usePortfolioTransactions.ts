import { workspaceMessages, type Transaction } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery, type QueryResult } from './useApiQuery';
import { useUserId } from './useUserId';

/**
 * One portfolio's transactions, newest first, as the server lists them: the read every
 * workspace hook shares (one cache entry per user and portfolio), so an optimistic change made
 * by one hook shows in all of them.
 */
export function usePortfolioTransactions(hookName: string, portfolioId: string | null): QueryResult<Transaction[]> {
  const userId = useUserId();
  const key = userId && portfolioId ? keys.transactions(userId, portfolioId) : null;
  return useApiQuery(hookName, key, (c) => c.transactions.list({ portfolio_id: portfolioId ?? '' }), workspaceMessages.loadTransactionsFailed);
}
