// The SDK's test kit for transactions: one builder, one signature, for every test of the portfolio
// math (and @pt/react's hook tests). The defaults are neutral (no symbol, no shares, no price, no
// money fields), so a test names every field its expectation depends on.
import type { PortfolioTransaction } from '../src/investing/portfolioTransaction';
import type { Transaction } from '../src/investing/types';

/** When a transaction happened unless the test says so. */
export const TX_EXECUTED_AT = '2026-03-02T15:00:00.000Z';

/** What the portfolio math reads: `{ symbol, type, quantity, price, executed_at }` plus whatever `over` adds. */
export function tx(over: Partial<PortfolioTransaction> = {}): PortfolioTransaction {
  return { symbol: '', type: 'buy', quantity: 0, price: 0, executed_at: TX_EXECUTED_AT, ...over };
}

/**
 * A whole transaction as the server sends it: `tx()`'s fields, id 't1' in portfolio 'p1', created when
 * executed, in US dollars with no amount, fee, tax, split or transfer.
 */
export function wireTx(over: Partial<Transaction> = {}): Transaction {
  const executedAt = over.executed_at ?? TX_EXECUTED_AT;
  return {
    id: 't1', portfolio_id: 'p1', symbol: '', type: 'buy', quantity: 0, price: 0, executed_at: executedAt, created_at: executedAt,
    currency: 'USD', amount: 0, fee: 0, tax: 0, split_ratio: null, transfer_portfolio_id: null, transfer_id: null, ...over,
  };
}
