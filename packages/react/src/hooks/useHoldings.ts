import { useMemo } from 'react';
import { allocation, computeHoldings, portfolioSummary, type AllocationOptions, type Holding } from '@pt/api';
import { usePortfolioTransactions } from '../internal/usePortfolioTransactions';
import { useQuotes } from './useQuotes';

/**
 * A portfolio's holdings, summary and allocation, derived in the browser with the SDK's math
 * (`computeHoldings`, `portfolioSummary`, `allocation`) from its transactions and one batch of
 * delayed quotes for the open holdings; memoised, so they are computed again only when the
 * transactions or the quotes change. Loading until the transactions are in (and their quotes,
 * when something is held); a failed quote load keeps the holdings, without prices
 * (`quotesError`, and `summary.missingQuotes`).
 */
export function useHoldings(portfolioId: string | null, options: { allocation?: AllocationOptions<Holding> } = {}) {
  const tx = usePortfolioTransactions('useHoldings', portfolioId);
  const positions = useMemo(() => computeHoldings(tx.data ?? []), [tx.data]);
  const symbols = useMemo(() => positions.filter((h) => h.quantity > 0).map((h) => h.symbol), [positions]);
  const quotes = useQuotes(symbols);
  const all = useMemo(() => computeHoldings(tx.data ?? [], quotes.quotes), [tx.data, quotes.quotes]);
  const holdings = useMemo(() => all.filter((h) => h.quantity > 0), [all]);
  const closed = useMemo(() => all.filter((h) => h.quantity <= 0), [all]);
  const summary = useMemo(() => portfolioSummary(all), [all]);
  const allocationOptions = options.allocation;
  const slices = useMemo(() => allocation(holdings, allocationOptions), [holdings, allocationOptions]);
  const status = tx.status === 'success' && symbols.length && quotes.status === 'loading' ? 'loading' : tx.status;
  return {
    status,
    error: tx.error,
    message: tx.message,
    /** Open positions, by symbol, with market value, gains and weight when quoted. */
    holdings,
    /** Positions sold in full: their realised gain is in the summary. */
    closedHoldings: closed,
    summary,
    allocation: slices,
    /** The quotes' load failure (holdings show without prices), else null. */
    quotesError: quotes.status === 'error' ? quotes.error : null,
    quotesMessage: quotes.status === 'error' ? quotes.message : null,
    refresh: async () => { await Promise.all([tx.refresh(), quotes.refresh()]); },
  };
}
