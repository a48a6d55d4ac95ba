import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type Json, type TestApp } from './helpers';

// The cash check and the write are one step under the member's lock (product §10.21): withdrawals sent at
// once cannot together take out more than the cash. On PostgreSQL (npm test) the requests really overlap.
let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => t.close());

it('ten withdrawals of €30 at once from €100 of cash: exactly three go through', async () => {
  const m = await t.member('cash-race@example.com');
  const id = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Cash', currency: 'EUR' } })).body.id);
  const deposit = await t.req<Json>('POST', '/api/transaction', { token: m.token, body: { portfolio_id: id, type: 'deposit', amount: 100, executed_at: '2026-05-04' } });
  expect(deposit.status).toBe(201);
  const results = await Promise.all(Array.from({ length: 10 }, () => t.req<Json>('POST', '/api/transaction', {
    token: m.token, body: { portfolio_id: id, type: 'withdrawal', amount: 30, executed_at: '2026-05-05' },
  })));
  expect(results.filter((r) => r.status === 201)).toHaveLength(3);
  expect(results.filter((r) => r.status === 400).every((r) => r.body.field === 'amount')).toBe(true);
  const recorded = (await t.req<{ type: string }[]>('GET', `/api/transaction/?portfolio_id=${id}`, { token: m.token })).body;
  expect(recorded.filter((r) => r.type === 'withdrawal')).toHaveLength(3);
});
