import { createHmac } from 'node:crypto';
import type { User } from '@pt/api';
import type { AppDeps, Ctx, CurrentUser } from './context';
import type { Queryable } from './db';
import { randomToken, sha256, signJwt, verifyJwt, type JwtPayload } from './lib/crypto';
import { forbidden, unauthorized } from './lib/http';
import { iso } from './lib/time';
import { apiTokenUser, isApiToken } from './apiTokens/apiTokenAuth';
import { replacePasswordIfVersion } from './db/queries/accounts';
import { deleteAllApiTokens } from './db/queries/apiTokens';
import { findSessionUser, insertRefreshToken, revokeUserRefreshTokens } from './db/queries/sessions';

export const REFRESH_TTL_DAYS = 30;
/** How many checked access tokens a process keeps (about 1 KB each). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function toUser(u: CurrentUser): User {
  return { id: u.id, email: u.email, full_name: u.full_name, role: u.role, is_admin: u.role === 'admin', created_at: iso(u.created_at) };
}

/** Who a session is issued to: the claims of its access token and the version it is bound to. */
export interface SessionSubject { id: string; email: string; role: string; session_version: number }

/**
 * The session version a token was issued under. Every credential carries it (`sv`) and is
 * refused once the user's version has moved on (a password reset or change). A token without
 * `sv` is version 0, the version every account starts at.
 */
export const tokenVersion = (payload: Record<string, unknown>): number => (typeof payload.sv === 'number' ? payload.sv : 0);

/** An access token; `issuedAt` (default now) lets a refresh repeated in its grace window sign the very same token again. */
export function accessToken(deps: AppDeps, u: SessionSubject, issuedAt: Date = deps.clock.now()): string {
  return signJwt(
    { sub: u.id, email: u.email, role: u.role, email_verified: true, purpose: 'access', sv: u.session_version },
    deps.config.jwtSecret,
    deps.config.accessTokenTtl,
    issuedAt.getTime(),
  );
}

/**
 * The refresh token that replaces `presented` when it is rotated: derived from it with the server
 * secret (HMAC), so the same rotation presented again can hand out the same new token although only
 * hashes are stored (product §15.5). Unguessable without both the old token and the secret.
 */
export const successorRefreshToken = (deps: AppDeps, presented: string): string =>
  createHmac('sha256', deps.config.jwtSecret).update(`refresh-successor|${presented}`).digest('base64url');

/** A new refresh token (opaque; only its sha256 is stored), in a new family unless one is given; `token`: a successor chosen by the caller. */
export async function issueRefreshToken(
  deps: AppDeps, q: Queryable, u: { id: string; session_version: number }, familyId?: string, token: string = randomToken(32),
): Promise<string> {
  const now = deps.clock.now();
  await insertRefreshToken(q, {
    userId: u.id, familyId: familyId ?? null, tokenHash: sha256(token), now, expiresAt: new Date(now.getTime() + REFRESH_TTL_DAYS * 86_400_000), sessionVersion: u.session_version,
  });
  return token;
}

export async function issueSession(deps: AppDeps, u: SessionSubject): Promise<{ token: string; refresh_token: string }> {
  const refresh_token = await issueRefreshToken(deps, deps.db, u);
  return { token: accessToken(deps, u), refresh_token };
}

/**
 * Sets a new password hash when the user is still at `expectedVersion` and moves the session
 * version on, in one compare-and-set statement: of concurrent changes made from the same version
 * exactly one wins, and every credential issued before it (access and refresh tokens,
 * verification and reset links, personal API tokens) is refused from then on. The refresh tokens are
 * revoked and the API tokens deleted too.
 * `verifyEmail`: following an e-mailed link proves control of the mailbox. False when the version
 * had already moved on.
 */
export async function replacePassword(
  deps: AppDeps,
  change: { userId: string; expectedVersion: number; passwordHash: string; verifyEmail: boolean },
  /** More work in the same transaction once the change is made (a settings change revokes API tokens, issues the new session). */
  alsoInTransaction?: (tx: Queryable, newVersion: number) => Promise<void>,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const newVersion = await replacePasswordIfVersion(tx, { ...change, now });
    if (newVersion === null) return false;
    await revokeUserRefreshTokens(tx, change.userId, now);
    // Personal API tokens die with the password too (product §15.7); one created in a race carries the old version and is refused.
    await deleteAllApiTokens(tx, change.userId);
    await alsoInTransaction?.(tx, newVersion);
    return true;
  });
}

/**
 * What a personal API token (`pt_…`) needs besides being known: the member's plan still includes
 * API access (a refusal throws). Without it, personal tokens are refused like any invalid token.
 */
export interface ApiTokenAccess { requireAccess(user: CurrentUser): Promise<void> }

/**
 * The signed-in user from the Bearer token, or null for a visitor. An invalid token is a 401. The
 * Bearer may be a session's access token (a JWT) or a personal API token (`pt_…`, read-only; see
 * apiTokens/apiTokenAuth.ts); a JWT never starts with `pt_`, so a session costs one prefix test more.
 */
export function makeAuth(deps: AppDeps, apiTokens?: ApiTokenAccess) {
  // Access tokens whose signature this process has checked, by their text (product §10.27): the signature of a
  // text never changes, so it is checked once; the expiry is checked on every use, and whether the session is
  // still live (its version) is read from the database on every request as before. Bounded; the oldest go first.
  const verified = new Map<string, JwtPayload>();
  function verifiedAccess(raw: string, nowMs: number): JwtPayload | null {
    let payload = verified.get(raw);
    if (!payload) {
      payload = verifyJwt(raw, deps.config.jwtSecret, nowMs) ?? undefined;
      if (!payload || payload.purpose !== 'access') return null;
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(raw, payload);
    }
    if (payload.exp * 1000 <= nowMs) {
      verified.delete(raw);
      return null;
    }
    return payload;
  }

  /** The request's Bearer: none (a visitor), a personal API token, or a session's access token. */
  function bearer(c: Ctx): { kind: 'none' } | { kind: 'apiToken'; raw: string } | { kind: 'session'; claim: SessionClaim } {
    const header = c.req.header('authorization');
    if (!header) return { kind: 'none' };
    const m = /^Bearer\s+(.+)$/i.exec(header);
    const raw = m?.[1]?.trim();
    if (!raw || raw === 'undefined' || raw === 'null') return { kind: 'none' };
    if (isApiToken(raw)) return { kind: 'apiToken', raw };
    const payload = verifiedAccess(raw, deps.clock.now().getTime());
    if (!payload) throw unauthorized('Invalid or expired token');
    return { kind: 'session', claim: { userId: payload.sub, sessionVersion: tokenVersion(payload) } };
  }

  /** The session's user when the row read for it still carries the token's session version; else a 401 (product §15.5). */
  function acceptSession(c: Ctx, claim: SessionClaim, row: SessionUserRow | null): CurrentUser {
    if (!row || row.session_version !== claim.sessionVersion) throw unauthorized('Invalid or expired token');
    const { session_version: sessionVersion, ...rest } = row;
    const user: CurrentUser = { ...rest, sessionVersion };
    c.set('user', user);
    return user;
  }

  async function optionalUser(c: Ctx): Promise<CurrentUser | null> {
    const cached = c.get('user');
    if (cached !== undefined) return cached;
    const b = bearer(c);
    if (b.kind === 'none') {
      c.set('user', null);
      return null;
    }
    if (b.kind === 'apiToken') {
      if (!apiTokens) throw unauthorized('Invalid or expired token');
      const tokenUser = await apiTokenUser(c, deps.db, b.raw, deps.clock.now(), apiTokens.requireAccess);
      c.set('user', tokenUser);
      return tokenUser;
    }
    return acceptSession(c, b.claim, await findSessionUser(deps.db, b.claim.userId));
  }

  /**
   * The session an access token claims, checked by its signature and lifetime only (no database read): for a
   * route that reads the user's row in a statement of its own and then calls `acceptSession` with it (product
   * §10.27). Null when the request has no access token (a visitor or a personal API token: use `requireUser`);
   * an invalid or expired token is a 401 as in `requireUser`.
   */
  function sessionClaim(c: Ctx): SessionClaim | null {
    if (c.get('user') !== undefined) return null;
    const b = bearer(c);
    return b.kind === 'session' ? b.claim : null;
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
  return { optionalUser, requireUser, requireAdmin, sessionClaim, acceptSession };
}

/** Whom an access token names and the session version it was issued under. */
export interface SessionClaim { userId: string; sessionVersion: number }
/** The user row a session is checked against (`findSessionUser`'s columns). */
export type SessionUserRow = Omit<CurrentUser, 'sessionVersion'> & { session_version: number };
export type Auth = ReturnType<typeof makeAuth>;
