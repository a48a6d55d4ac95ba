import { useMemo } from 'react';
import { allocation, portfolioSummary, type AllocationOptions, type Holding, type PortfolioSummary } from '@pt/api';
import { usePortfolioOverview } from '../internal/usePortfolioOverview';

const NONE: Holding[] = [];
const NO_SYMBOLS: string[] = [];
const EMPTY_SUMMARY: PortfolioSummary = portfolioSummary([]);

/**
 * A portfolio's holdings, summary and allocation as the server computes them (product §10.16: the
 * SDK's `computeHoldings`, `portfolioSummary` and `allocation` at the delayed quotes, one call,
 * never the whole history in the browser). Loading until it answers; when the server could not read
 * the quotes, the holdings come without prices and `quotesMessage` says so. `options.allocation`
 * groups the slices another way (the SDK's `allocation` over the open holdings, here).
 */
export function useHoldings(portfolioId: string | null, options: { allocation?: AllocationOptions<Holding> } = {}) {
  const q = usePortfolioOverview('useHoldings', portfolioId);
  const overview = q.data;
  const holdings = overview?.holdings ?? NONE;
  const allocationOptions = options.allocation;
  const slices = useMemo(
    () => (allocationOptions ? allocation(holdings, allocationOptions) : overview?.allocation ?? []),
    [allocationOptions, holdings, overview],
  );
  return {
    status: q.status,
    error: q.error,
    message: q.message,
    /** Open positions, by symbol, with market value, gains and weight when quoted. */
    holdings,
    /** Positions sold in full: their realised gain is in the summary. */
    closedHoldings: overview?.closed_holdings ?? NONE,
    summary: overview?.summary ?? EMPTY_SUMMARY,
    allocation: slices,
    /** Every symbol the portfolio has a transaction of, A-Z. */
    symbols: overview?.symbols ?? NO_SYMBOLS,
    transactionCount: overview?.transaction_count ?? 0,
    /** The server's text when it could not read the quotes (holdings show without prices), else null. */
    quotesError: overview?.quotes_error ?? null,
    quotesMessage: overview?.quotes_error ?? null,
    refresh: q.refresh,
  };
}
