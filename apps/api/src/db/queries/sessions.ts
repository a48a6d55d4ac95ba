// The SQL of sessions (product §16.4): the user behind an access token and the refresh tokens
// (stored as sha256, rotated in families, product §15.5). Each function is one statement on whatever
// it is given (the pool or a transaction); the caller decides what runs in one transaction.
import type { CurrentUser } from '../../context';
import type { Queryable } from '../Db';

/** A refresh token as the refresh reads it (locked). */
export interface RefreshTokenRow {
  id: string; user_id: string; family_id: string; expires_at: Date; used_at: Date | null; revoked_at: Date | null; session_version: number; rotated_by: string | null;
}

/** The user an access token names, with the session version the token must carry. */
export async function findSessionUser(q: Queryable, id: string): Promise<(CurrentUser & { session_version: number }) | null> {
  const rows = await q.query<CurrentUser & { session_version: number }>(
    'SELECT id, email, full_name, role, created_at, session_version FROM users WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Stores a refresh token's hash, in `familyId` or (null) a new family. */
export async function insertRefreshToken(
  q: Queryable, t: { userId: string; familyId: string | null; tokenHash: string; now: Date; expiresAt: Date; sessionVersion: number },
): Promise<void> {
  await q.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, created_at, expires_at, session_version)
     VALUES ($1, COALESCE($2::uuid, gen_random_uuid()), $3, $4, $5, $6)`,
    [t.userId, t.familyId, t.tokenHash, t.now, t.expiresAt, t.sessionVersion],
  );
}

/** Revokes the whole family of the token with this hash (signing out). */
export async function revokeRefreshFamilyOfToken(q: Queryable, tokenHash: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE refresh_tokens SET revoked_at = $2 WHERE revoked_at IS NULL AND family_id IN (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [tokenHash, now],
  );
}

/** The refresh token with this hash, locked until the transaction ends; null when unknown. */
export async function lockRefreshToken(q: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await q.query<RefreshTokenRow>(
    'SELECT id, user_id, family_id, expires_at, used_at, revoked_at, session_version, rotated_by FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE',
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Whether the token with this hash is in the family, unused and not revoked (a rotation's successor, still alive). */
export async function liveUnusedRefreshTokenExists(q: Queryable, tokenHash: string, familyId: string): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM refresh_tokens WHERE token_hash = $1 AND family_id = $2 AND used_at IS NULL AND revoked_at IS NULL',
    [tokenHash, familyId],
  );
  return rows.length > 0;
}

/** Revokes every token of a family not revoked yet. */
export async function revokeRefreshFamily(q: Queryable, familyId: string, now: Date): Promise<void> {
  await q.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, now]);
}

/** Marks a token rotated, by which client (a keyed hash of address and user agent). */
export async function markRefreshTokenUsed(q: Queryable, id: string, now: Date, rotatedBy: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET used_at = $2, rotated_by = $3 WHERE id = $1', [id, now, rotatedBy]);
}

/** Revokes every live refresh token of the member (a password change or reset). */
export async function revokeUserRefreshTokens(q: Queryable, userId: string, now: Date): Promise<void> {
  await q.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
}
