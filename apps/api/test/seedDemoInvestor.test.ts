import { afterAll, beforeAll, expect, it } from 'vitest';
import { computeHoldings, type Portfolio, type PortfolioPerformance, type Transaction } from '@pt/api';
import { DEMO_INVESTOR, DEMO_INVESTOR_PORTFOLIO, seedDemoInvestor } from '../src/seedDemoInvestor';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

it('the demo investor is on Premium with one portfolio of 8 holdings over two years; seeding twice is harmless', async () => {
  await seedDemoInvestor(t.db, t.clock.now());
  await seedDemoInvestor(t.db, t.clock.now());
  const token = await t.signIn(DEMO_INVESTOR.email, DEMO_INVESTOR.password);
  expect((await t.req<Json>('GET', '/api/subscription/current', { token })).body).toMatchObject({ plan_id: 'premium', status: 'active' });
  const portfolios = (await t.req<Portfolio[]>('GET', '/api/portfolio', { token })).body;
  expect(portfolios.map((p) => p.name)).toEqual([DEMO_INVESTOR_PORTFOLIO]);
  const txs = (await t.req<Transaction[]>('GET', `/api/transaction?portfolio_id=${portfolios[0]!.id}`, { token })).body;
  expect(txs).toHaveLength(33);
  expect(computeHoldings(txs).filter((h) => h.quantity > 0)).toHaveLength(8);
  const days = (Date.parse(txs[0]!.executed_at) - Date.parse(txs.at(-1)!.executed_at)) / 86_400_000;
  expect(days).toBeGreaterThan(600);
  expect(txs.every((x) => ![0, 6].includes(new Date(x.executed_at).getUTCDay()) && Date.parse(x.executed_at) < t.clock.ms)).toBe(true);
  const perf = await t.req<PortfolioPerformance>('GET', `/api/portfolio/${portfolios[0]!.id}/performance?range=All`, { token });
  expect(perf.body.points.length).toBeGreaterThan(700);
  expect(perf.body.time_weighted_return).not.toBeNull();
  // Its writes pass the same rules as a member's: one more holding is fine on Premium.
  expect((await t.req('POST', '/api/transaction', { token, body: { portfolio_id: portfolios[0]!.id, symbol: 'TSLA', type: 'buy', quantity: 1, price: 1 } })).status).toBe(201);
});
