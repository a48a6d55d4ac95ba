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
 * (`quotesError`, and `summary.missingQuotes`). Each holding carries its price's provider, time and
 * staleness; a holding priced in another currency than `options.currency` (the portfolio's, USD by
 * default) stays out of the summary's figures and is added up apart in `summary.otherCurrencies`
 * (product §13.5, §13.7). `unpriced`: held symbols the server knows without any price, and why.
 */
export function useHoldings(portfolioId: string | null, options: { allocation?: AllocationOptions<Holding>; currency?: string } = {}) {
  const currency = options.currency ?? 'USD';
  const tx = usePortfolioTransactions('useHoldings', portfolioId);
  const positions = useMemo(() => computeHoldings(tx.data ?? []), [tx.data]);
  const symbols = useMemo(() => positions.filter((h) => h.quantity > 0).map((h) => h.symbol), [positions]);
  const quotes = useQuotes(symbols);
  const all = useMemo(() => computeHoldings(tx.data ?? [], quotes.quotes, { currency }), [tx.data, quotes.quotes, currency]);
  const holdings = useMemo(() => all.filter((h) => h.quantity > 0), [all]);
  const closed = useMemo(() => all.filter((h) => h.quantity <= 0), [all]);
  const summary = useMemo(() => portfolioSummary(all, currency), [all, currency]);
  const sources = useMemo(() => [...new Set(holdings.flatMap((h) => (h.provider ? [h.provider] : [])))].sort(), [holdings]);
  const allocationOptions = options.allocation;
  // The allocation shares the value of the holdings in the portfolio's currency (product §13.7).
  const inCurrency = useMemo(() => holdings.filter((h) => h.currency === null || h.currency === currency), [holdings, currency]);
  const slices = useMemo(() => allocation(inCurrency, allocationOptions), [inCurrency, allocationOptions]);
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
    /** Who gave the open holdings' prices ('Sample data'), each once. */
    sources,
    /** Held symbols the server knows without any price yet, with the reason (never priced 0). */
    unpriced: quotes.unpriced,
    refresh: async () => { await Promise.all([tx.refresh(), quotes.refresh()]); },
  };
}
