import type { Transaction } from '@pt/api';
import type { Queryable } from '../db';
import { findOwnPortfolio, type PortfolioRow } from '../db/queries/portfolios';
import { listPortfolioTransactionRows, type TransactionRow } from '../db/queries/transactions';
import { notFound } from '../lib/http';
import { isUuid } from '../lib/validate';
import { iso, num } from '../lib/time';

export type { PortfolioRow, TransactionRow };

export const toTransaction = (r: TransactionRow): Transaction => ({
  id: r.id, portfolio_id: r.portfolio_id, symbol: r.symbol, type: r.type, quantity: num(r.quantity), price: num(r.price), executed_at: iso(r.executed_at), created_at: iso(r.created_at),
  currency: r.currency, amount: num(r.amount), fee: num(r.fee), tax: num(r.tax), split_ratio: r.split_ratio === null || r.split_ratio === undefined ? null : num(r.split_ratio),
  transfer_portfolio_id: r.transfer_portfolio_id ?? null, transfer_id: r.transfer_id ?? null,
});

/** The member's portfolio, or a 404 that says nothing about other members' portfolios. */
export async function ownPortfolio(q: Queryable, userId: string, id: string): Promise<PortfolioRow> {
  const r = isUuid(id) ? await findOwnPortfolio(q, userId, id) : null;
  if (!r) throw notFound('Portfolio not found');
  return r;
}

/** A portfolio's transactions as the wire sends them, oldest first (the order the portfolio math replays them in). */
export async function portfolioTransactions(q: Queryable, portfolioId: string): Promise<Transaction[]> {
  return (await listPortfolioTransactionRows(q, portfolioId)).map(toTransaction);
}
