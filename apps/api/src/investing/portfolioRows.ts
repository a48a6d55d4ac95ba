import type { Transaction, TransactionType } from '@pt/api';
import type { Queryable } from '../db';
import { notFound } from '../lib/http';
import { isUuid } from '../lib/validate';
import { iso, num } from '../lib/time';

export interface PortfolioRow { id: string; user_id: string; name: string; description: string; currency: string; created_at: Date; updated_at: Date }
export interface TransactionRow {
  id: string; user_id: string; portfolio_id: string; symbol: string; type: TransactionType; quantity: unknown; price: unknown; executed_at: Date; created_at: Date;
  currency: string; amount: unknown; fee: unknown; tax: unknown; split_ratio: unknown; transfer_portfolio_id: string | null; transfer_id: string | null;
}

export const toTransaction = (r: TransactionRow): Transaction => ({
  id: r.id, portfolio_id: r.portfolio_id, symbol: r.symbol, type: r.type, quantity: num(r.quantity), price: num(r.price), executed_at: iso(r.executed_at), created_at: iso(r.created_at),
  currency: r.currency, amount: num(r.amount), fee: num(r.fee), tax: num(r.tax), split_ratio: r.split_ratio === null || r.split_ratio === undefined ? null : num(r.split_ratio),
  transfer_portfolio_id: r.transfer_portfolio_id ?? null, transfer_id: r.transfer_id ?? null,
});

/** The member's portfolio, or a 404 that says nothing about other members' portfolios. */
export async function ownPortfolio(q: Queryable, userId: string, id: string): Promise<PortfolioRow> {
  const r = isUuid(id) ? (await q.query<PortfolioRow>('SELECT * FROM portfolios WHERE id = $1 AND user_id = $2', [id, userId]))[0] : undefined;
  if (!r) throw notFound('Portfolio not found');
  return r;
}

/** A portfolio's transactions as the wire sends them, oldest first (the order the portfolio math replays them in). */
export async function portfolioTransactions(q: Queryable, portfolioId: string): Promise<Transaction[]> {
  const rows = await q.query<TransactionRow>('SELECT * FROM transactions WHERE portfolio_id = $1 ORDER BY executed_at, created_at, id', [portfolioId]);
  return rows.map(toTransaction);
}
