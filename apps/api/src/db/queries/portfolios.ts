// The SQL of portfolios (product §16.4): the member's portfolios, their data version and the holdings a plan counts.
// Each function is one statement on whatever it is given (the pool or a transaction); the caller decides what runs
// under the member's lock.
import { QUANTITY_EPSILON, sharesAfter, type TransactionType } from '@pt/api';
import type { Queryable } from '../Db';
import type { TransactionRow } from './transactions';

export interface PortfolioRow { id: string; user_id: string; name: string; description: string; currency: string; created_at: Date; updated_at: Date }

/** What a portfolio is written with (create and edit). */
export interface PortfolioInput { name: string; description: string; currency: string }

/** The member's portfolio by id; null when it is not theirs or does not exist (the id must be a uuid). */
export async function findOwnPortfolio(q: Queryable, userId: string, id: string): Promise<PortfolioRow | null> {
  return (await q.query<PortfolioRow>('SELECT * FROM portfolios WHERE id = $1 AND user_id = $2', [id, userId]))[0] ?? null;
}

export const listPortfolios = (q: Queryable, userId: string): Promise<PortfolioRow[]> =>
  q.query<PortfolioRow>('SELECT * FROM portfolios WHERE user_id = $1 ORDER BY created_at, name', [userId]);

export async function countPortfolios(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM portfolios WHERE user_id = $1', [userId]);
  return Number(rows[0]?.n ?? 0);
}

export async function insertPortfolio(q: Queryable, userId: string, p: PortfolioInput, now: Date): Promise<PortfolioRow> {
  const rows = await q.query<PortfolioRow>(
    'INSERT INTO portfolios (user_id, name, description, currency, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING *',
    [userId, p.name, p.description, p.currency, now],
  );
  return rows[0] as PortfolioRow;
}

/** Edits the member's portfolio and moves its data version (nothing computed before is served after, product §10.16). */
export async function updatePortfolio(q: Queryable, userId: string, id: string, p: PortfolioInput, now: Date): Promise<PortfolioRow | null> {
  const rows = await q.query<PortfolioRow>(
    'UPDATE portfolios SET name = $3, description = $4, currency = $5, updated_at = $6, data_version = data_version + 1 WHERE id = $1 AND user_id = $2 RETURNING *',
    [id, userId, p.name, p.description, p.currency, now],
  );
  return rows[0] ?? null;
}

/** Deletes a portfolio (its transactions go with it); the caller has checked it is the member's. */
export async function deletePortfolio(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM portfolios WHERE id = $1', [id]);
}

/** The member's portfolio's data version (text: a bigint); null when it is not theirs. */
export async function findPortfolioVersion(q: Queryable, userId: string, id: string): Promise<string | null> {
  const rows = await q.query<{ v: string }>('SELECT data_version::text AS v FROM portfolios WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows[0]?.v ?? null;
}

/** One row per transaction (one with `tid` null when there is none) with the portfolio's version and currency. */
export type PortfolioStateRow = TransactionRow & { v: string; tid: string | null; pcurrency: string };

/**
 * The member's portfolio's version, currency and transactions in execution order, in one statement (one
 * snapshot: what is cached under a version is never older than it). Empty when the portfolio is not theirs.
 */
export const listPortfolioStateRows = (q: Queryable, userId: string, id: string): Promise<PortfolioStateRow[]> =>
  q.query<PortfolioStateRow>(
    `SELECT p.data_version::text AS v, p.currency AS pcurrency, t.id AS tid, t.* FROM portfolios p
         LEFT JOIN transactions t ON t.portfolio_id = p.id
         WHERE p.id = $1 AND p.user_id = $2 ORDER BY t.executed_at, t.created_at, t.id`,
    [id, userId],
  );

/** What a cash check needs of a portfolio: its currency, its first transaction's time and the currencies its transactions use. */
export interface PortfolioCashBasisRow { currency: string; first: Date | null; currencies: string[] | null }

export async function findPortfolioCashBasis(q: Queryable, userId: string, id: string): Promise<PortfolioCashBasisRow | null> {
  const rows = await q.query<PortfolioCashBasisRow>(
    `SELECT p.currency, min(t.executed_at) AS first, array_agg(DISTINCT t.currency) FILTER (WHERE t.currency IS NOT NULL) AS currencies
           FROM portfolios p LEFT JOIN transactions t ON t.portfolio_id = p.id WHERE p.id = $1 AND p.user_id = $2 GROUP BY p.currency`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** Per portfolio and symbol: whether it has a split, and the shares bought less sold (transfers count like trades). */
export interface HoldingGroupRow { portfolio_id: string; symbol: string; split: boolean; net: unknown }

export const listHoldingGroups = (q: Queryable, userId: string): Promise<HoldingGroupRow[]> =>
  q.query<HoldingGroupRow>(
    `SELECT portfolio_id, symbol, bool_or(type = 'split') AS split,
            sum(CASE WHEN type IN ('buy', 'transfer_in') THEN quantity WHEN type IN ('sell', 'transfer_out') THEN -quantity ELSE 0 END) AS net
       FROM transactions WHERE user_id = $1 AND symbol <> '' AND type IN ('buy', 'sell', 'transfer_in', 'transfer_out', 'split')
      GROUP BY portfolio_id, symbol`,
    [userId],
  );

export interface ShareMovementRow { type: TransactionType; quantity: unknown; split_ratio: unknown }

/** A portfolio's movements of one symbol's shares (trades, transfers, splits), in execution order. */
export const listShareMovements = (q: Queryable, portfolioId: string, symbol: string): Promise<ShareMovementRow[]> =>
  q.query<ShareMovementRow>(
    `SELECT type, quantity, split_ratio FROM transactions WHERE portfolio_id = $1 AND symbol = $2
         AND type IN ('buy', 'sell', 'transfer_in', 'transfer_out', 'split') ORDER BY executed_at, created_at, id`,
    [portfolioId, symbol],
  );

/**
 * Distinct symbols with shares held across the user's portfolios (a dividend and cash move no shares; a
 * transfer of shares moves them like a trade). Summed in SQL; a portfolio's symbol with a split is
 * replayed in order instead, since a split multiplies what was held (`sharesAfter`).
 */
export async function holdingsUsed(q: Queryable, userId: string): Promise<number> {
  const groups = await listHoldingGroups(q, userId);
  const held = new Set<string>();
  const split: { portfolio_id: string; symbol: string }[] = [];
  for (const g of groups) {
    if (g.split) split.push(g);
    else if (Number(g.net) > QUANTITY_EPSILON) held.add(g.symbol);
  }
  for (const g of split) {
    if (held.has(g.symbol)) continue;
    const rows = await listShareMovements(q, g.portfolio_id, g.symbol);
    let shares = 0;
    for (const r of rows) shares = Math.max(0, sharesAfter(shares, { type: r.type, quantity: Number(r.quantity), split_ratio: r.split_ratio === null ? null : Number(r.split_ratio) }));
    if (shares > QUANTITY_EPSILON) held.add(g.symbol);
  }
  return held.size;
}
