// The SQL of personal API tokens (product §15.7). Each function is one statement on whatever it is
// given (the pool or a transaction), so a route or a rule decides what runs under one lock.
import type { CurrentUser } from '../../context';
import type { Queryable } from '../Db';

export interface ApiTokenRow { id: string; name: string; prefix: string; created_at: Date; last_used_at: Date | null }

/** A token's owner (only while the member's session version matches the token's) and when it was last used. */
export interface ApiTokenOwnerRow extends CurrentUser { token_id: string; last_used_at: Date | null }

export const listApiTokens = (q: Queryable, userId: string): Promise<ApiTokenRow[]> =>
  q.query<ApiTokenRow>('SELECT id, name, prefix, created_at, last_used_at FROM api_tokens WHERE user_id = $1 ORDER BY created_at, id', [userId]);

export async function countApiTokens(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1', [userId]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Stores a token's hash with the session version of the session that made it, so a password change
 * racing the request ends the token too. Null when that session version is no longer the member's.
 */
export async function insertApiToken(
  q: Queryable,
  t: { userId: string; name: string; hash: string; prefix: string; now: Date; sessionVersion: number | null },
): Promise<ApiTokenRow | null> {
  const rows = await q.query<ApiTokenRow>(
    `INSERT INTO api_tokens (user_id, name, token_hash, prefix, created_at, session_version)
     SELECT $1, $2, $3, $4, $5, u.session_version FROM users u WHERE u.id = $1 AND u.session_version = COALESCE($6::int, u.session_version)
     RETURNING id, name, prefix, created_at, last_used_at`,
    [t.userId, t.name, t.hash, t.prefix, t.now, t.sessionVersion],
  );
  return rows[0] ?? null;
}

/** Deletes the member's token; false when it is not theirs or does not exist. */
export async function deleteApiToken(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM api_tokens WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}

export async function findApiTokenOwner(q: Queryable, hash: string): Promise<ApiTokenOwnerRow | null> {
  const rows = await q.query<ApiTokenOwnerRow>(
    `SELECT t.id AS token_id, t.last_used_at, u.id, u.email, u.full_name, u.role, u.created_at
     FROM api_tokens t JOIN users u ON u.id = t.user_id AND u.session_version = t.session_version WHERE t.token_hash = $1`,
    [hash],
  );
  return rows[0] ?? null;
}

/** Moves last_used_at to now unless another request already did within `everyMs`. */
export async function touchApiToken(q: Queryable, id: string, now: Date, everyMs: number): Promise<void> {
  await q.query('UPDATE api_tokens SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $3)', [
    id, now, new Date(now.getTime() - everyMs),
  ]);
}

/** Deletes every token of the member (a password change or reset ends them, product §15.7). */
export async function deleteAllApiTokens(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM api_tokens WHERE user_id = $1', [userId]);
}
