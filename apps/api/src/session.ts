import type { User } from '@pt/api';
import type { AppDeps, Ctx, CurrentUser } from './context';
import type { Queryable } from './db';
import { randomToken, sha256, signJwt, verifyJwt } from './lib/crypto';
import { forbidden, unauthorized } from './lib/http';
import { iso } from './lib/time';

export const REFRESH_TTL_DAYS = 30;

export function toUser(u: CurrentUser): User {
  return { id: u.id, email: u.email, full_name: u.full_name, role: u.role, is_admin: u.role === 'admin', created_at: iso(u.created_at) };
}

export function accessToken(deps: AppDeps, u: { id: string; email: string; role: string }): string {
  return signJwt(
    { sub: u.id, email: u.email, role: u.role, email_verified: true, purpose: 'access' },
    deps.config.jwtSecret,
    deps.config.accessTokenTtl,
    deps.clock.now().getTime(),
  );
}

/** A new refresh token (opaque; only its sha256 is stored), in a new family unless one is given. */
export async function issueRefreshToken(deps: AppDeps, q: Queryable, userId: string, familyId?: string): Promise<string> {
  const token = randomToken(32);
  const now = deps.clock.now();
  await q.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, created_at, expires_at)
     VALUES ($1, COALESCE($2::uuid, gen_random_uuid()), $3, $4, $5)`,
    [userId, familyId ?? null, sha256(token), now, new Date(now.getTime() + REFRESH_TTL_DAYS * 86_400_000)],
  );
  return token;
}

export async function issueSession(deps: AppDeps, u: { id: string; email: string; role: string }): Promise<{ token: string; refresh_token: string }> {
  const refresh_token = await issueRefreshToken(deps, deps.db, u.id);
  return { token: accessToken(deps, u), refresh_token };
}

/** The signed-in user from the Bearer token, or null for a visitor. An invalid token is a 401. */
export function makeAuth(deps: AppDeps) {
  async function optionalUser(c: Ctx): Promise<CurrentUser | null> {
    const cached = c.get('user');
    if (cached !== undefined) return cached;
    const header = c.req.header('authorization');
    if (!header) {
      c.set('user', null);
      return null;
    }
    const m = /^Bearer\s+(.+)$/i.exec(header);
    const raw = m?.[1]?.trim();
    if (!raw || raw === 'undefined' || raw === 'null') {
      c.set('user', null);
      return null;
    }
    const payload = verifyJwt(raw, deps.config.jwtSecret, deps.clock.now().getTime());
    if (!payload || payload.purpose !== 'access') throw unauthorized('Invalid or expired token');
    const rows = await deps.db.query<CurrentUser>('SELECT id, email, full_name, role, created_at FROM users WHERE id = $1', [payload.sub]);
    const user = rows[0];
    if (!user) throw unauthorized('Invalid or expired token');
    c.set('user', user);
    return user;
  }
  async function requireUser(c: Ctx): Promise<CurrentUser> {
    const u = await optionalUser(c);
    if (!u) throw unauthorized('Authentication required');
    return u;
  }
  async function requireAdmin(c: Ctx): Promise<CurrentUser> {
    const u = await requireUser(c);
    if (u.role !== 'admin') throw forbidden('Admin access required');
    return u;
  }
  return { optionalUser, requireUser, requireAdmin };
}
export type Auth = ReturnType<typeof makeAuth>;
