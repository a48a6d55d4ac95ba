// Personal API tokens: a Pro feature; shown once, stored as sha256, read-only, never for
// token management or account calls; revoked is 401, a lost plan 403 until it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_API_TOKENS, apiTokenMessages } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { PLAN_KINDS, backOnPro, endSubscription, planMember } from './planMembers';

type Member = Awaited<ReturnType<TestApp['member']>>;
interface Token { id: string; name: string; prefix: string; created_at: string; last_used_at: string | null; token?: string }

let t: TestApp;
let pro: Member;
let portfolioId = '';
beforeAll(async () => {
  t = await makeTestApp();
  pro = await planMember(t, 'tokens-pro@example.com', 'pro');
  portfolioId = (await t.req<{ id: string }>('POST', '/api/portfolio/', { token: pro.token, body: { name: 'Core' } })).body.id;
  await t.req('POST', '/api/transaction/', { token: pro.token, body: { portfolio_id: portfolioId, symbol: 'AAPL', type: 'buy', quantity: 2, price: 150, executed_at: '2026-01-05T15:00:00Z' } });
});
afterAll(async () => { await t.close(); });

const create = (m: Member, name: unknown = 'Spreadsheet') => t.req<Token & Json>('POST', '/api/tokens/', { token: m.token, body: { name } });
const list = async (m: Member) => (await t.req<Token[]>('GET', '/api/tokens/', { token: m.token })).body;

describe('the gate', () => {
  it.each(PLAN_KINDS.map((k) => [k, k === 'trial' || k === 'pro'] as const))('%s: tokens allowed = %s', async (kind, allowed) => {
    const m = await planMember(t, `token-${kind}@example.com`, kind);
    const r = await create(m);
    if (allowed) expect(r.status).toBe(201);
    else expect([r.status, r.body.code, r.body.feature, r.body.upgrade_plan]).toEqual([403, 'feature_locked', 'api_access', 'pro']);
  });
});

describe('a personal token', () => {
  let secret = '';
  let id = '';

  it('is shown once, listed by name and prefix only, and stored as its sha256', async () => {
    expect((await create(pro, '  ')).body).toEqual({ error: apiTokenMessages.nameRequired, field: 'name' });
    expect((await create(pro, 'x'.repeat(61))).body).toEqual({ error: apiTokenMessages.nameTooLong, field: 'name' });
    const r = await create(pro, ' Spreadsheet ');
    expect(r.status).toBe(201);
    secret = String(r.body.token);
    id = r.body.id;
    expect(secret).toMatch(/^pt_[A-Za-z0-9_-]{43}$/);
    expect(r.body).toEqual({ id, name: 'Spreadsheet', prefix: secret.slice(0, 7), created_at: expect.any(String), last_used_at: null, token: secret });
    expect(await list(pro)).toEqual([{ id, name: 'Spreadsheet', prefix: secret.slice(0, 7), created_at: r.body.created_at, last_used_at: null }]);
    const stored = await t.db.query<Record<string, unknown>>('SELECT * FROM api_tokens WHERE id = $1', [id]);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the member’s portfolio data', async () => {
    const portfolios = await t.req<{ id: string }[]>('GET', '/api/portfolio/', { token: secret });
    expect(portfolios.status).toBe(200);
    expect(portfolios.body.map((p) => p.id)).toEqual([portfolioId]);
    expect((await t.req<unknown[]>('GET', `/api/transaction/?portfolio_id=${portfolioId}`, { token: secret })).body).toHaveLength(1);
    expect((await t.req('GET', `/api/portfolio/${portfolioId}/performance?range=1M`, { token: secret })).status).toBe(200);
    expect((await t.req('GET', '/api/stock/quotes?symbols=AAPL', { token: secret })).status).toBe(200);
    expect((await t.req('GET', '/api/alerts/', { token: secret })).status).toBe(200);
  });

  it('cannot write, manage tokens or reach the account', async () => {
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/portfolio/', { name: 'X' }],
      ['PUT', `/api/portfolio/${portfolioId}`, { name: 'X' }],
      ['DELETE', `/api/portfolio/${portfolioId}`],
      ['POST', '/api/transaction/', { portfolio_id: portfolioId, symbol: 'AAPL', type: 'buy', quantity: 1, price: 1 }],
      ['POST', `/api/portfolio/${portfolioId}/share`],
      ['POST', '/api/tokens/', { name: 'Another' }],
      ['DELETE', `/api/tokens/${id}`],
    ];
    for (const [method, path, body] of writes) {
      const r = await t.req<Json>(method, path, { token: secret, ...(body ? { body } : {}) });
      expect([method, path, r.status, r.body.error]).toEqual([method, path, 403, apiTokenMessages.readOnly]);
    }
    for (const path of ['/api/tokens/', '/api/auth/me', '/api/subscription/current', '/api/stripe/payment-methods', '/api/friends/', '/api/notifications/', '/api/affiliate/profile']) {
      const r = await t.req<Json>('GET', path, { token: secret });
      expect([path, r.status, r.body.error]).toEqual([path, 403, apiTokenMessages.notForThisCall]);
    }
    expect((await t.req('GET', '/api/portfolio/', { token: secret })).status).toBe(200);
    expect(await list(pro)).toHaveLength(1);
  });

  it('records when it was last used, at most once a minute', async () => {
    const first = (await list(pro))[0]?.last_used_at;
    expect(first).toBe(t.clock.now().toISOString());
    t.clock.advance(30);
    await t.req('GET', '/api/portfolio/', { token: secret });
    expect((await list(pro))[0]?.last_used_at).toBe(first);
    t.clock.advance(31);
    await t.req('GET', '/api/portfolio/', { token: secret });
    expect((await list(pro))[0]?.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('is refused (403) while the plan lacks API access and works again when it is back', async () => {
    await endSubscription(t, pro);
    const r = await t.req<Json>('GET', '/api/portfolio/', { token: secret });
    expect([r.status, r.body.code, r.body.feature]).toEqual([403, 'feature_locked', 'api_access']);
    expect(await list(pro)).toHaveLength(1);
    await backOnPro(t, pro);
    expect((await t.req('GET', '/api/portfolio/', { token: secret })).status).toBe(200);
  });

  it('is revoked by its owner only, and then refused as an invalid token (401)', async () => {
    const other = await planMember(t, 'tokens-other@example.com', 'pro');
    expect((await t.req('DELETE', `/api/tokens/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.req<Json>('DELETE', `/api/tokens/${id}`, { token: pro.token })).body).toEqual({ revoked: true, id });
    const r = await t.req<Json>('GET', '/api/portfolio/', { token: secret });
    expect([r.status, r.body.error]).toEqual([401, 'Invalid or expired token']);
    expect((await t.req('GET', '/api/portfolio/', { token: `pt_${'A'.repeat(43)}` })).status).toBe(401);
    expect((await t.req('GET', '/api/portfolio/', { token: pro.token })).status).toBe(200);
  });

  it('a member keeps at most the limit', async () => {
    const m = await planMember(t, 'tokens-many@example.com', 'pro');
    for (let i = 0; i < MAX_API_TOKENS; i++) expect((await create(m, `T${i}`)).status).toBe(201);
    const over = await create(m, 'One more');
    expect([over.status, over.body.error, over.body.code]).toEqual([400, apiTokenMessages.limitReached(MAX_API_TOKENS), 'token_limit']);
  });
});
