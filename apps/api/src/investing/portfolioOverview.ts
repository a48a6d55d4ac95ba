import {
  allocation, portfolioSummary, withQuotes, workspaceMessages,
  type HoldingQuote, type PortfolioOverview,
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
 */
export async function portfolioOverview(state: PortfolioState, market: MarketData, now: Date, log: (line: string) => void = () => undefined): Promise<PortfolioOverview> {
  const open = state.positions.filter((p) => p.quantity > 0);
  let quotes: HoldingQuote[] = [];
  let quotesError: string | null = null;
  try {
    const read = await Promise.all(open.map(async (p) => market.quote(p.symbol, now)));
    quotes = read.filter((q): q is NonNullable<typeof q> => q !== null);
  } catch (err) {
    log(`[warn] overview of ${state.portfolioId}: quotes could not be read (${err instanceof Error ? err.message : String(err)})`);
    quotesError = workspaceMessages.loadQuotesFailed;
  }
  const all = withQuotes(state.positions, quotes);
  const holdings = all.filter((h) => h.quantity > 0);
  return {
    portfolio_id: state.portfolioId,
    holdings,
    closed_holdings: all.filter((h) => h.quantity <= 0),
    summary: portfolioSummary(all),
    allocation: allocation(holdings),
    symbols: state.symbols,
    transaction_count: state.count,
    first_transaction_date: state.firstDate,
    quotes_error: quotesError,
    source: market.source,
  };
}
