import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { transactionMessages } from '@pt/api';

let t: TestApp;
let m: { id: string; token: string };
beforeAll(async () => {
  t = await makeTestApp();
  m = await t.member('investor@example.com', 'password-123', 'Ivy Investor');
});
afterAll(async () => { await t.close(); });

describe('portfolios', () => {
  it('CRUD, scoped to the owner', async () => {
    expect((await t.req<Json>('POST', '/api/portfolio/', { token: m.token, body: {} })).body.error).toBe('name is required');
    const p = await t.req<Json>('POST', '/api/portfolio/', { token: m.token, body: { name: 'Retirement', description: 'Long term' } });
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ name: 'Retirement', description: 'Long term', currency: 'USD' });
    const list = await t.req<Json[]>('GET', '/api/portfolio/', { token: m.token });
    expect(list.body).toHaveLength(1);
    const up = await t.req<Json>('PUT', `/api/portfolio/${String(p.body.id)}`, { token: m.token, body: { name: 'Pension', currency: 'eur' } });
    expect(up.body).toMatchObject({ name: 'Pension', currency: 'EUR' });
    const other = await t.member('stranger@example.com');
    expect((await t.req('PUT', `/api/portfolio/${String(p.body.id)}`, { token: other.token, body: { name: 'Mine' } })).status).toBe(404);
    expect((await t.req('DELETE', `/api/portfolio/${String(p.body.id)}`, { token: other.token })).status).toBe(404);
    expect((await t.req<Json[]>('GET', '/api/portfolio', { token: other.token })).body).toEqual([]);
    expect((await t.req('DELETE', `/api/portfolio/${String(p.body.id)}`, { token: m.token })).status).toBe(200);
    expect((await t.req<Json[]>('GET', '/api/portfolio/', { token: m.token })).body).toEqual([]);
  });
});

describe('stocks', () => {
  it('quotes are deterministic and delayed 15 minutes; search by symbol or name', async () => {
    const q = await t.req<Json>('GET', '/api/stock/msft');
    expect(q.body).toMatchObject({ symbol: 'MSFT', name: 'Microsoft Corporation', currency: 'USD', delayed_minutes: 15 });
    expect(Date.parse(String(q.body.as_of))).toBe(t.clock.ms - 15 * 60_000);
    expect((await t.req<Json>('GET', '/api/stock/MSFT')).body).toEqual(q.body);
    expect((await t.req('GET', '/api/stock/ZZZZ')).status).toBe(404);
    const s = await t.req<{ symbol: string }[]>('GET', '/api/stock/search?q=micro');
    expect(s.body.map((x) => x.symbol)).toEqual(['MSFT', 'AMD']);
    expect((await t.req<{ symbol: string }[]>('GET', '/api/stock/search?q=aapl')).body[0]?.symbol).toBe('AAPL');
    expect((await t.req<Json>('GET', '/api/stock/search?q=')).body.error).toBe('q is required');
  });
});

describe('transactions, holdings limit, chartgpt', () => {
  it('records buys and sells, refuses overselling and a sixth holding on Free', async () => {
    const p = await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Main' } });
    const pid = String(p.body.id);
    const tx = (body: Json) => t.req<Json>('POST', '/api/transaction/', { token: m.token, body: { portfolio_id: pid, type: 'buy', quantity: 1, price: 100, ...body } });
    expect((await tx({ symbol: 'NOPE' })).body.error).toContain('not a known symbol');
    expect((await tx({ symbol: 'AAPL', type: 'hold' })).body).toEqual({ error: transactionMessages.typeInvalid, field: 'type' });
    expect((await tx({ symbol: 'AAPL', quantity: 0 })).status).toBe(400);
    const b = await tx({ symbol: 'aapl', quantity: 10, price: 150 });
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ symbol: 'AAPL', type: 'buy', quantity: 10, price: 150, portfolio_id: pid });
    expect((await tx({ symbol: 'AAPL', type: 'sell', quantity: 11 })).status).toBe(400);
    expect((await tx({ symbol: 'AAPL', type: 'sell', quantity: 4 })).status).toBe(201);
    for (const s of ['MSFT', 'NVDA', 'KO', 'V']) expect((await tx({ symbol: s })).status).toBe(201);
    const sixth = await tx({ symbol: 'TSLA' });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toContain('up to 5 holdings');
    expect((await tx({ symbol: 'MSFT' })).status).toBe(201); // adding to an existing holding is fine
    const list = await t.req<Json[]>('GET', `/api/transaction?portfolio_id=${pid}`, { token: m.token });
    expect(list.body).toHaveLength(7);
    const usage = await t.req<Json>('GET', '/api/subscription/usage', { token: m.token });
    expect(usage.body).toMatchObject({ plan_id: 'free', holdings_used: 5, holdings_limit: 5, portfolios: 1 });

    // The chart assistant is a Premium feature (its answers: assistant.test.ts); Free is refused before the prompt is kept.
    const a = await t.req<Json>('POST', '/api/chartgpt/', { token: m.token, body: { prompt: 'How is my AAPL doing?' } });
    expect([a.status, a.body.code, a.body.feature]).toEqual([403, 'feature_locked', 'chartgpt']);
    expect((await t.req<Json>('GET', '/api/subscription/usage', { token: m.token })).body.chartgpt_prompts_this_month).toBe(0);
  });
});
