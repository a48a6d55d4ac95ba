// The SQL of shared portfolios (product §16.4): one public, read-only link per portfolio in
// `portfolio_shares`. Each function is one statement on whatever it is given.
import type { Queryable } from '../Db';

export interface ShareRow { portfolio_id: string; user_id: string; token: string; created_at: Date }

export async function findShareOfPortfolio(q: Queryable, portfolioId: string): Promise<ShareRow | null> {
  return (await q.query<ShareRow>('SELECT * FROM portfolio_shares WHERE portfolio_id = $1', [portfolioId]))[0] ?? null;
}

/** Shares the portfolio with this token; null when it has a link already (one per portfolio). */
export async function insertShareUnlessShared(q: Queryable, s: { portfolioId: string; userId: string; token: string; now: Date }): Promise<ShareRow | null> {
  const rows = await q.query<ShareRow>(
    'INSERT INTO portfolio_shares (portfolio_id, user_id, token, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (portfolio_id) DO NOTHING RETURNING *',
    [s.portfolioId, s.userId, s.token, s.now],
  );
  return rows[0] ?? null;
}

/** Revokes the portfolio's link: whether it had one. */
export async function deleteShareOfPortfolio(q: Queryable, portfolioId: string): Promise<boolean> {
  return (await q.query('DELETE FROM portfolio_shares WHERE portfolio_id = $1 RETURNING portfolio_id', [portfolioId])).length > 0;
}

/** The link with this token, with its portfolio's name and currency. */
export async function findShareByToken(q: Queryable, token: string): Promise<(ShareRow & { name: string; currency: string }) | null> {
  const rows = await q.query<ShareRow & { name: string; currency: string }>(
    'SELECT s.*, p.name, p.currency FROM portfolio_shares s JOIN portfolios p ON p.id = s.portfolio_id WHERE s.token = $1',
    [token],
  );
  return rows[0] ?? null;
}

/** A member's shared portfolios with their names, in the portfolios' order. */
export const listSharesOfUser = (q: Queryable, userId: string): Promise<(ShareRow & { name: string })[]> =>
  q.query<ShareRow & { name: string }>(
    'SELECT s.*, p.name FROM portfolio_shares s JOIN portfolios p ON p.id = s.portfolio_id WHERE s.user_id = $1 ORDER BY p.created_at, p.name',
    [userId],
  );
