import {
  allocation, portfolioSummary, withQuotes, workspaceMessages,
  type HoldingQuote, type PortfolioOverview, type UnpricedSymbol,
} from '@pt/api';
import type { MarketData } from './MarketData';
import type { PortfolioState } from './portfolioCache';

/**
 * What the overview shows (product §10.16), from a portfolio's cached state: its positions (kept
 * with the data version) valued at the delayed quotes of the open ones, the summary of every
 * position and the allocation of the open ones, with the SDK's `withQuotes`, `portfolioSummary`
 * and `allocation`, as the browser computed them before. Only this part runs on every request:
 * its cost is the number of symbols, not of transactions. Quotes that cannot be read leave the
 * holdings without prices and say so (`quotes_error`), as a failed quotes call did in the browser.
 * Each holding carries its price's provider and staleness (product §13.5); held symbols known
 * without any price are `unpriced`, never priced 0.
 */
export async function portfolioOverview(state: PortfolioState, market: MarketData, now: Date, log: (line: string) => void = () => undefined): Promise<PortfolioOverview> {
  const open = state.positions.filter((p) => p.quantity > 0);
  const currency = state.currency.toUpperCase();
  let quotes: HoldingQuote[] = [];
  let unpriced: UnpricedSymbol[] = [];
  let quotesError: string | null = null;
  try {
    const batch = await market.quotes(open.map((p) => p.symbol), now);
    quotes = [...batch.quotes.values()];
    unpriced = batch.unpriced;
  } catch (err) {
    log(`[warn] overview of ${state.portfolioId}: quotes could not be read (${err instanceof Error ? err.message : String(err)})`);
    quotesError = workspaceMessages.loadQuotesFailed;
  }
  // Holdings priced in another currency than the portfolio's are added up apart and have no share of the allocation (product §13.7).
  const all = withQuotes(state.positions, quotes, { currency });
  const holdings = all.filter((h) => h.quantity > 0);
  return {
    portfolio_id: state.portfolioId,
    holdings,
    closed_holdings: all.filter((h) => h.quantity <= 0),
    summary: portfolioSummary(all, currency),
    allocation: allocation(holdings.filter((h) => h.currency === null || h.currency === currency)),
    symbols: state.symbols,
    transaction_count: state.count,
    first_transaction_date: state.firstDate,
    quotes_error: quotesError,
    unpriced,
    currency,
    source: market.source,
  };
}
