import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AffiliateProfile, CommissionPage, Payout, ReferredCustomer } from '@pt/api';
import { DEMO_AFFILIATE, DEMO_PORTFOLIO, seedDemo } from '../src/seedDemo';
import { DEMO_PAYOUT_REFERENCE, DEMO_SALES } from '../src/seedDemoLedger';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

it('the demo affiliate signs in and sees links, coupons, clicks and milestones; seeding twice is harmless', async () => {
  await seedDemo(t.db);
  await seedDemo(t.db);
  const token = await t.signIn(DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
  expect((await t.req<Json>('GET', '/api/affiliate/profile', { token })).body).toEqual({ is_affiliate: true, status: 'active' });
  expect((await t.req<Json>('GET', '/api/affiliate/profile/full', { token })).body).toMatchObject({ total_clicks: 53, points: 13 });
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

it('the demo affiliate has ledger entries in every state, referred customers and a paid and a rejected payout; seeding twice adds nothing', async () => {
  await seedDemo(t.db);
  await seedDemo(t.db);
  const token = await t.signIn(DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
  const profile = (await t.req<AffiliateProfile>('GET', '/api/affiliate/profile/full', { token })).body;
  expect(profile).toMatchObject({ total_earnings: 258.73, total_conversions: 8 });
  expect(profile.balance).toEqual({ pending: 88.84, held: 57.57, approved: 88.34, available: 88.34, requested: 0, paid: 81.55, voided: 28.77 });
  const page = (await t.req<CommissionPage>('GET', '/api/affiliate/commissions?limit=100', { token })).body;
  expect(page.total).toBe(DEMO_SALES.length);
  expect(new Set(page.items.map((e) => (e.held ? 'held' : e.status)))).toEqual(new Set(['paid', 'approved', 'pending', 'held', 'voided']));
  const payouts = (await t.req<Payout[]>('GET', '/api/affiliate/payouts', { token })).body;
  expect(payouts.map((p) => [p.status, p.amount, p.reference])).toEqual([['rejected', 86.34, null], ['paid', 81.55, DEMO_PAYOUT_REFERENCE]]);
  const customers = (await t.req<ReferredCustomer[]>('GET', '/api/affiliate/referred-customers', { token })).body;
  expect(customers).toHaveLength(DEMO_SALES.length);
  expect(new Set(customers.map((c) => c.status))).toEqual(new Set(['active', 'cancelled', 'refunded']));
});
