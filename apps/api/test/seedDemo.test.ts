import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_AFFILIATE, DEMO_PORTFOLIO, seedDemo } from '../src/seedDemo';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

it('the demo affiliate signs in and sees links, coupons, clicks and milestones; seeding twice is harmless', async () => {
  await seedDemo(t.db);
  await seedDemo(t.db);
  const token = await t.signIn(DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
  expect((await t.req<Json>('GET', '/api/affiliate/profile', { token })).body).toEqual({ is_affiliate: true, status: 'active' });
  expect((await t.req<Json>('GET', '/api/affiliate/profile/full', { token })).body).toMatchObject({ total_clicks: 53, points: 5 });
  expect((await t.req<unknown[]>('GET', '/api/affiliate/links', { token })).body).toHaveLength(3);
  expect((await t.req<unknown[]>('GET', '/api/affiliate/coupons', { token })).body).toHaveLength(2);
  expect((await t.req<unknown[]>('GET', '/api/affiliate/milestones', { token })).body).toHaveLength(4);
  expect((await t.req<Json>('GET', '/api/affiliate/applications', { token })).body.status).toBe('approved');
});

it('the demo member has one portfolio with five holdings, priced at the sample closes; seeding twice adds nothing', async () => {
  await seedDemo(t.db);
  await seedDemo(t.db);
  const token = await t.signIn(DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
  const portfolios = (await t.req<Array<{ id: string; name: string }>>('GET', '/api/portfolio', { token })).body;
  expect(portfolios.map((p) => p.name)).toEqual([DEMO_PORTFOLIO.name]);
  const rows = await t.db.query<{ symbol: string; type: string; quantity: unknown; price: unknown }>(
    'SELECT symbol, type, quantity, price FROM transactions WHERE portfolio_id = $1 ORDER BY executed_at', [portfolios[0]!.id],
  );
  expect(rows.map((r) => [r.symbol, r.type, Number(r.quantity)])).toEqual(DEMO_PORTFOLIO.transactions.map((d) => [d.symbol, d.type, d.quantity]));
  expect(new Set(rows.map((r) => r.symbol)).size).toBe(5);
  for (const r of rows) expect(Number(r.price)).toBeGreaterThan(0);
});
