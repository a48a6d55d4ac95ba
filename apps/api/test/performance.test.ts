import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays, cumulativeReturns, ledgerSeries, moneyWeightedReturn, seriesCashFlows, timeWeightedReturn,
  type PortfolioPerformance, type StockHistory, type StockQuote, type Transaction,
} from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { backOnPro, endSubscription, planMember } from './planMembers';

let t: TestApp;
let m: { token: string };
let pid = '';
beforeAll(async () => {
  t = await makeTestApp();
  m = await t.member('perf@example.com');
  pid = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Main' } })).body.id);
  const r = await t.req<Json>('POST', '/api/transaction/import', {
    token: m.token,
    body: {
      portfolio_id: pid,
      transactions: [
        { symbol: 'AAPL', type: 'buy', quantity: 10, price: 180, executed_at: '2024-03-15T15:00:00Z' },
        { symbol: 'MSFT', type: 'buy', quantity: 4, price: 400, executed_at: '2025-01-06T15:00:00Z' },
        { symbol: 'AAPL', type: 'sell', quantity: 3, price: 230, executed_at: '2026-05-27T15:00:00Z' },
        { symbol: 'SPY', type: 'buy', quantity: 2, price: 590, executed_at: '2026-05-30T15:00:00Z' },
      ],
    },
  });
  expect(r.status).toBe(201);
});
afterAll(async () => { await t.close(); });

const performance = (range: string, token = m.token) => t.req<PortfolioPerformance & Json>('GET', `/api/portfolio/${pid}/performance?range=${range}`, { token });

describe('GET /api/portfolio/{id}/performance', () => {
  it('is the SDK math over the closes the history call gives: one point a day from the base day to the latest close', async () => {
    const res = await performance('All');
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ portfolio_id: pid, range: 'ALL', base_currency: 'USD', from: '2024-03-14', to: '2026-06-01', method: 'time_weighted_daily', benchmark: null, source: 'sample' });
    // The browser's way: the transactions and every holding's closes, then the ledger's series (a US dollar portfolio: no rates).
    const txs = (await t.req<Transaction[]>('GET', `/api/transaction?portfolio_id=${pid}`, { token: m.token })).body;
    const closes: Record<string, StockHistory['closes']> = {};
    for (const s of ['AAPL', 'MSFT', 'SPY']) closes[s] = (await t.req<StockHistory>('GET', `/api/stock/${s}/history?from=${addDays(body.from, -10)}&to=${body.to}`)).body.closes;
    const series = ledgerSeries(txs, { baseCurrency: 'USD', closes, from: body.from, to: body.to });
    expect(body.points).toHaveLength(series.length);
    expect(body.points.map((p) => p.value)).toEqual(series.map((p) => Math.round(p.value * 100) / 100));
    const cumulative = cumulativeReturns(series);
    expect(body.points.map((p) => p.cumulative_return)).toEqual(cumulative.map((c) => (c.return === null ? null : Math.round(c.return * 1e6) / 1e6)));
    expect(body.time_weighted_return).toBeCloseTo(timeWeightedReturn(series)!, 6);
    const flows = seriesCashFlows(series)!;
    expect(body.money_weighted_return).toBeCloseTo(moneyWeightedReturn(flows.flows, flows.endValue)!, 6);
    // The last point is today's holdings at the delayed quotes (the sale's $690 paid most of the SPY buy, so no cash is left).
    const price = async (s: string) => (await t.req<StockQuote>('GET', `/api/stock/${s}`)).body.price;
    const expected = 7 * (await price('AAPL')) + 4 * (await price('MSFT')) + 2 * (await price('SPY'));
    expect(body.points.at(-1)!.value).toBeCloseTo(expected, 2);
    expect(body.points[0]).toEqual({ date: '2024-03-14', value: 0, cumulative_return: 0 });
  });

  it('covers each range from its base day; the range is read without case', async () => {
    const ranges: Record<string, string> = { '1W': '2026-05-25', '1m': '2026-05-01', '3M': '2026-03-01', ytd: '2025-12-31', '1Y': '2025-06-01', all: '2024-03-14' };
    for (const [range, from] of Object.entries(ranges)) {
      const body = (await performance(range)).body;
      expect(body.from).toBe(from);
      expect(body.points[0]!.date).toBe(from);
      expect(body.points.at(-1)!.date).toBe('2026-06-01');
    }
    expect((await performance('1W')).body.points).toHaveLength(8);
  });

  it('refuses an unknown range, and answers 404 for another member or an unknown portfolio', async () => {
    expect((await performance('5Y')).body).toEqual({ error: 'range must be one of 1W, 1M, 3M, YTD, 1Y, All', field: 'range' });
    const other = await t.member('perf-other@example.com');
    expect((await performance('1M', other.token)).status).toBe(404);
    expect((await t.req('GET', '/api/portfolio/00000000-0000-0000-0000-000000000000/performance?range=1M', { token: m.token })).status).toBe(404);
    expect((await t.req('GET', `/api/portfolio/${pid}/performance?range=1M`)).status).toBe(401);
  });

  it('answers from its cache only while the session, the plan and the version hold (product §10.27)', async () => {
    const p = await planMember(t, 'perf-cached@example.com', 'premium');
    const own = String((await t.req<Json>('POST', '/api/portfolio', { token: p.token, body: { name: 'Cached' } })).body.id);
    const buy = (token: string) => t.req('POST', '/api/transaction', { token, body: { portfolio_id: own, symbol: 'KO', type: 'buy', quantity: 5, price: 60, executed_at: '2026-03-02T15:00:00Z' } });
    expect((await buy(p.token)).status).toBe(201);
    const withBenchmark = (token: string) => t.req<PortfolioPerformance & Json>('GET', `/api/portfolio/${own}/performance?range=1M&benchmark=SPY`, { token });
    const first = await withBenchmark(p.token);
    expect(first.status).toBe(200);
    expect(first.body.benchmark).toMatchObject({ symbol: 'SPY' });
    expect((await withBenchmark(p.token)).body).toEqual(first.body);
    // The same answer again is a 304 without a body when the browser names its entity tag.
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const revalidate = (token: string, tag: string) =>
      t.req('GET', `/api/portfolio/${own}/performance?range=1M&benchmark=SPY`, { token, headers: { 'if-none-match': tag } });
    const unchanged = await revalidate(p.token, etag.slice(2));
    expect([unchanged.status, unchanged.body, unchanged.headers.get('etag')]).toEqual([304, '', etag]);
    expect((await revalidate(p.token, '"another"')).status).toBe(200);
    // A browser asking for gzip gets the same JSON gzipped, under the same tag; `q=0` refuses it.
    const gzipped = await t.app.request(`/api/portfolio/${own}/performance?range=1M&benchmark=SPY`, { headers: { authorization: `Bearer ${p.token}`, 'accept-encoding': 'gzip, deflate, br' } });
    expect([gzipped.headers.get('content-encoding'), gzipped.headers.get('etag')]).toEqual(['gzip', etag]);
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8'))).toEqual(first.body);
    const refused = await t.app.request(`/api/portfolio/${own}/performance?range=1M&benchmark=SPY`, { headers: { authorization: `Bearer ${p.token}`, 'accept-encoding': 'gzip;q=0' } });
    expect([refused.headers.get('content-encoding'), await refused.json()]).toEqual([null, first.body]);
    // A write moves the version: the next answer counts it, under another tag.
    expect((await buy(p.token)).status).toBe(201);
    const moved = await revalidate(p.token, etag);
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    const after = (await withBenchmark(p.token)).body;
    expect(after.points.at(-1)!.value).toBeGreaterThan(first.body.points.at(-1)!.value);
    // A period that came due is settled (renewed with the card) before the plan is read.
    await t.db.query(`UPDATE subscriptions SET current_period_end = $2 WHERE user_id = $1 AND status = 'active'`, [p.id, new Date(t.clock.ms - 1000)]);
    expect((await withBenchmark(p.token)).status).toBe(200);
    expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoices WHERE user_id = $1 AND status = 'paid'`, [p.id]))[0]!.n).toBe(2);
    // A downgrade refuses the benchmark at once; the chart without it stays open; back on a plan with it, it answers again.
    await endSubscription(t, p);
    expect((await withBenchmark(p.token)).body).toMatchObject({ code: 'feature_locked', feature: 'advanced_analytics', upgrade_plan: 'premium' });
    expect((await withBenchmark(p.token)).status).toBe(403);
    expect((await revalidate(p.token, String(moved.headers.get('etag')))).status).toBe(403);
    expect((await t.req('GET', `/api/portfolio/${own}/performance?range=1M`, { token: p.token })).status).toBe(200);
    await backOnPro(t, p);
    expect((await withBenchmark(p.token)).body).toEqual(after);
    // A password change ends every other session: the old token is refused, the new one answers.
    const changed = await t.req<{ token: string }>('POST', '/api/account/password', { token: p.token, body: { current_password: 'password-123', new_password: 'password-456' } });
    expect(changed.status).toBe(200);
    expect((await withBenchmark(p.token)).status).toBe(401);
    expect((await revalidate(p.token, String(moved.headers.get('etag')))).status).toBe(401);
    expect((await t.req('GET', `/api/portfolio/${own}/overview`, { token: p.token })).status).toBe(401);
    expect((await withBenchmark(changed.body.token)).body).toEqual(after);
    // A token that is not one of ours is a 401 before anything is read; a malformed id is the owner's 404 after the plan check.
    const token = changed.body.token as string;
    const sigStart = token.lastIndexOf('.') + 1;
    const forged = `${token.slice(0, sigStart)}${token[sigStart] === 'A' ? 'B' : 'A'}${token.slice(sigStart + 1)}`;
    expect((await withBenchmark(forged)).status).toBe(401);
    expect((await t.req('GET', '/api/portfolio/not-a-uuid/performance?range=1M&benchmark=SPY', { token: changed.body.token })).status).toBe(404);
    const free = await t.member('perf-free@example.com');
    expect((await t.req('GET', '/api/portfolio/not-a-uuid/performance?range=1M&benchmark=SPY', { token: free.token })).status).toBe(403);
  });

  it('an empty portfolio over All is one day worth nothing, without returns', async () => {
    const empty = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Empty' } })).body.id);
    const body = (await t.req<PortfolioPerformance>('GET', `/api/portfolio/${empty}/performance?range=All`, { token: m.token })).body;
    expect(body).toMatchObject({ from: '2026-06-01', to: '2026-06-01', points: [{ date: '2026-06-01', value: 0, cumulative_return: 0 }], time_weighted_return: null, money_weighted_return: null });
  });
});
