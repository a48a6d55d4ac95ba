import { useMemo } from 'react';
import { allocation, portfolioSummary, type AllocationOptions, type Holding, type PortfolioSummary, type UnpricedSymbol } from '@pt/api';
import { usePortfolioOverview } from '../internal/usePortfolioOverview';

const NONE: Holding[] = [];
const NO_SYMBOLS: string[] = [];
const NO_UNPRICED: UnpricedSymbol[] = [];
const EMPTY_SUMMARY: PortfolioSummary = portfolioSummary([]);

/**
 * A portfolio's holdings, summary and allocation as the server computes them (product §10.16: the
 * SDK's `computeHoldings`, `portfolioSummary` and `allocation` at the delayed quotes, one call,
 * never the whole history in the browser). Loading until it answers; when the server could not read
 * the quotes, the holdings come without prices and `quotesMessage` says so. Each holding carries its
 * price's provider, time and staleness; a holding priced in another currency than the portfolio's
 * stays out of the summary's figures and is added up apart in `summary.otherCurrencies` (product
 * §13.5, §13.7: the server reads the portfolio's currency itself). `unpriced`: held symbols the
 * server knows without any price, and why. `options.allocation` groups the slices another way (the
 * SDK's `allocation` over the open holdings in the portfolio's currency, here).
 */
export function useHoldings(portfolioId: string | null, options: { allocation?: AllocationOptions<Holding> } = {}) {
  const q = usePortfolioOverview('useHoldings', portfolioId);
  const overview = q.data;
  const holdings = overview?.holdings ?? NONE;
  const allocationOptions = options.allocation;
  const currency = overview?.currency ?? null;
  // The allocation shares the value of the holdings in the portfolio's currency (product §13.7).
  const slices = useMemo(
    () => (allocationOptions ? allocation(holdings.filter((h) => h.currency === null || h.currency === currency), allocationOptions) : overview?.allocation ?? []),
    [allocationOptions, holdings, overview, currency],
  );
  const sources = useMemo(() => [...new Set(holdings.flatMap((h) => (h.provider ? [h.provider] : [])))].sort(), [holdings]);
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
    /** Who gave the open holdings' prices ('Sample data'), each once. */
    sources,
    /** Held symbols the server knows without any price yet, with the reason (never priced 0). */
    unpriced: overview?.unpriced ?? NO_UNPRICED,
    refresh: q.refresh,
  };
}
