import type { Hono } from 'hono';
import { MAX_API_TOKENS, apiTokenMessages, validateApiTokenName, type ApiToken, type CreatedApiToken } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { withUserLock } from '../db/userLock';
import { HttpError, notFound, unauthorized } from '../lib/http';
import { iso, isoOrNull } from '../lib/time';
import { isUuid, parse, readBody } from '../lib/validate';
import { newApiToken } from '../apiTokens/apiTokenAuth';
import { countApiTokens, deleteApiToken, insertApiToken, listApiTokens, type ApiTokenRow } from '../db/queries/apiTokens';

const toToken = (r: ApiTokenRow): ApiToken => ({ id: r.id, name: r.name, prefix: r.prefix, created_at: iso(r.created_at), last_used_at: isoOrNull(r.last_used_at) });

/**
 * Personal read-only API tokens (the plans with `api_access`), managed with a session only (a
 * token cannot reach these routes; see apiTokenAuth.ts):
 *
 *   GET    /api/tokens       the member's tokens: name, prefix, created, last used; never the token
 *   POST   /api/tokens       { name }: 201 with `token`, the only time it is sent (only its sha256 is
 *                            stored); at most MAX_API_TOKENS, counted under the member's lock
 *   DELETE /api/tokens/:id   revokes one: the token is refused (401) from then on
 *
 * Listing and revoking stay open after a downgrade; creating needs the plan.
 */
export function registerApiTokenRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, gate: FeatureGate): void {
  const { db, clock } = deps;

  app.get('/api/tokens', async (c) => {
    const user = await auth.requireUser(c);
    return c.json((await listApiTokens(db, user.id)).map(toToken));
  });

  app.post('/api/tokens', async (c) => {
    const user = await auth.requireUser(c);
    await gate.requireFeature(user, 'api_access');
    const { name } = parse(validateApiTokenName, await readBody(c.req));
    const { token, hash, prefix } = newApiToken();
    const row = await withUserLock(db, user.id, async (tx) => {
      if (await countApiTokens(tx, user.id) >= MAX_API_TOKENS) throw new HttpError(400, apiTokenMessages.limitReached(MAX_API_TOKENS), {}, { code: 'token_limit', limit: MAX_API_TOKENS });
      const created = await insertApiToken(tx, { userId: user.id, name, hash, prefix, now: clock.now(), sessionVersion: user.sessionVersion ?? null });
      if (!created) throw unauthorized('Invalid or expired token');
      return created;
    });
    const res: CreatedApiToken = { ...toToken(row), token };
    return c.json(res, 201);
  });

  app.delete('/api/tokens/:id', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    if (!isUuid(id) || !(await deleteApiToken(db, user.id, id))) throw notFound('API token not found');
    return c.json({ revoked: true, id });
  });
}
