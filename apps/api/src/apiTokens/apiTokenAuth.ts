import { API_TOKEN_PREFIX, apiTokenMessages } from '@pt/api';
import type { CurrentUser, Ctx } from '../context';
import type { Queryable } from '../db';
import { findApiTokenOwner, touchApiToken } from '../db/queries/apiTokens';
import { forbidden, unauthorized } from '../lib/http';
import { randomToken, sha256 } from '../lib/crypto';

/** Random bytes of a personal token: 256 bits (base64url: 43 characters after the prefix). */
const TOKEN_BYTES = 32;
/** The stored prefix a list shows: `pt_` and four characters. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 4;
/** last_used_at is written at most this often per token, so a script's reads do not each cost a write. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The calls a token may read: the member's investing data. Token management, the account, payments,
 * the affiliate programme, friends and notifications are never open to a token, so a leaked token
 * can read portfolios and nothing else. A new read route of the investing data joins this list.
 */
export const API_TOKEN_READ_PATHS: readonly string[] = ['/api/portfolio', '/api/transaction', '/api/stock', '/api/alerts'];
const READ_METHODS = ['GET', 'HEAD'];

export const isApiToken = (raw: string): boolean => raw.startsWith(API_TOKEN_PREFIX);

/** A new token: what the member is shown once, what is stored (its sha256) and the prefix the list shows. */
export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomToken(TOKEN_BYTES)}`;
  return { token, hash: sha256(token), prefix: token.slice(0, SHOWN_PREFIX_LENGTH) };
}

const readPath = (path: string): boolean => API_TOKEN_READ_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * The member a personal token belongs to, for this request. Unknown, revoked or created before the
 * member's password last changed: 401 (as an expired session; product §15.7). A write: 403 'API tokens are read-only'; a call outside the read paths: 403;
 * a member whose plan no longer includes API access: `requireAccess`'s 403 (`feature_locked`),
 * so the token works again once the plan is back.
 */
export async function apiTokenUser(
  c: Ctx, q: Queryable, raw: string, now: Date, requireAccess: (user: CurrentUser) => Promise<void>,
): Promise<CurrentUser> {
  const row = await findApiTokenOwner(q, sha256(raw));
  if (!row) throw unauthorized('Invalid or expired token');
  if (!READ_METHODS.includes(c.req.method)) throw forbidden(apiTokenMessages.readOnly);
  if (!readPath(c.req.path)) throw forbidden(apiTokenMessages.notForThisCall);
  const { token_id: tokenId, last_used_at: lastUsed, ...user } = row;
  await requireAccess(user);
  if (!lastUsed || now.getTime() - new Date(lastUsed).getTime() >= LAST_USED_EVERY_MS) {
    await touchApiToken(q, tokenId, now, LAST_USED_EVERY_MS);
  }
  return user;
}
