import { useMemo } from 'react';
import {
  dividendsToRecord, incomeByHolding, incomeByMonth, toIsoDate, workspaceMessages, type StockDividends, type TransactionImportResponse,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { usePortfolioTransactions } from '../internal/usePortfolioTransactions';
import { portfolioDerivedKeys, portfolioTransactionKeys } from '../internal/workspaceRevalidation';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/**
 * A portfolio's dividend income for the income view, from its recorded dividend transactions
 * (the SDK's `incomeByMonth` and `incomeByHolding`; every month from the first dividend to the
 * last, largest holding first), and `toRecord`: the dividends the market data lists for what the
 * portfolio held that are not recorded yet (`dividendsToRecord`, dated on their ex-dates, one
 * call per symbol ever bought, since the first transaction). `record` imports them all at once
 * (duplicates skipped); the list, performance and analytics are then read again.
 */
export function useIncome(portfolioId: string | null) {
  const client = useApiClient('useIncome');
  const userId = useUserId();
  const tx = usePortfolioTransactions('useIncome', portfolioId);
  const transactions = useMemo(() => tx.data ?? [], [tx.data]);
  const byMonth = useMemo(() => incomeByMonth(transactions), [transactions]);
  const byHolding = useMemo(() => incomeByHolding(transactions), [transactions]);
  const total = useMemo(() => byHolding.reduce((sum, h) => sum + h.amount, 0), [byHolding]);

  const symbols = useMemo(() => [...new Set(transactions.filter((t) => t.type === 'buy').map((t) => t.symbol.trim().toUpperCase()))].sort(), [transactions]);
  const from = useMemo(() => transactions.reduce<string | null>((first, t) => {
    const day = toIsoDate(t.executed_at);
    return day && (first === null || day < first) ? day : first;
  }, null), [transactions]);
  const listed = useApiQuery<StockDividends[]>(
    'useIncome',
    userId && symbols.length && from ? keys.dividends(userId, symbols.join(','), from) : null,
    (c) => Promise.all(symbols.map((s) => c.stock.dividends(s, { from: from ?? undefined }))),
    workspaceMessages.loadDividendsFailed,
  );
  const toRecord = useMemo(() => dividendsToRecord(transactions, listed.data ?? []), [transactions, listed.data]);

  const record = useMutation(async (): Promise<TransactionImportResponse> => {
    if (!portfolioId) throw new Error('Choose a portfolio first');
    return client.transactions.import({ portfolio_id: portfolioId, transactions: toRecord });
  }, {
    onSuccess: async (_r, _v, { revalidate }) => {
      if (userId && portfolioId) await Promise.all([revalidate(portfolioTransactionKeys(userId, portfolioId)), revalidate(portfolioDerivedKeys(userId, portfolioId))]);
    },
  });

  return {
    status: tx.status,
    error: tx.error,
    message: tx.message,
    /** Income per calendar month, oldest first (a month without one is 0). */
    byMonth,
    /** Income per holding, the largest first, with its share of the total. */
    byHolding,
    /** Every dividend received, in dollars (unrounded). */
    total,
    /** Unrecorded dividends of the holdings; empty while the list loads or when it failed (`toRecordMessage`). */
    toRecord,
    toRecordStatus: listed.status,
    toRecordMessage: listed.message,
    /** Records every dividend of `toRecord` (one import call). */
    record,
    /** 'Recorded 3 dividends.' after `record` succeeded, else null. */
    recordMessage: record.status === 'success' ? workspaceMessages.dividendsRecorded(record.data.imported) : null,
    refresh: async () => { await Promise.all([tx.refresh(), listed.refresh()]); },
  };
}
