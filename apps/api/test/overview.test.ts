// The overview the server computes (product §10.16): the SDK's math over the portfolio's
// transactions at the delayed quotes, cached per instance with the portfolio's data version, which
// every kind of write moves, so no instance serves a figure from before a write, whichever wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allocation, computeHoldings, portfolioSummary,
  type PortfolioOverview, type PortfolioPerformance, type StockQuotes, type Transaction,
} from '@pt/api';
import { createServer } from '../src/app';
import type { Queryable } from '../src/db';
import { createPortfolioCache } from '../src/investing/portfolioCache';
import { portfolioOverview } from '../src/investing/portfolioOverview';
import type { MarketData } from '../src/investing/MarketData';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
let seq = 0;
/** A second instance of the API on the same database, with its own caches. */
let other: (method: string, path: string, o?: { token?: string; body?: unknown }) => Promise<{ status: number; body: unknown }>;

beforeAll(async () => {
  t = await makeTestApp();
  const { app } = createServer({ db: t.db, mailer: { deliver: () => undefined }, clock: t.clock, config: t.config, log: () => undefined });
  other = async (method, path, o = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const res = await app.request(path, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    return { status: res.status, body: await res.json() };
  };
});
afterAll(async () => { await t.close(); });

async function workspace(rows: Json[] = [
  { symbol: 'AAPL', type: 'buy', quantity: 10, price: 180, executed_at: '2024-03-15T15:00:00Z' },
  { symbol: 'MSFT', type: 'buy', quantity: 4, price: 400, executed_at: '2025-01-06T15:00:00Z' },
  { symbol: 'KO', type: 'buy', quantity: 20, price: 60, executed_at: '2025-02-03T15:00:00Z' },
  { symbol: 'KO', type: 'dividend', quantity: 20, price: 0.485, executed_at: '2025-03-14T15:00:00Z' },
  { symbol: 'AAPL', type: 'sell', quantity: 3, price: 230, executed_at: '2026-05-27T15:00:00Z' },
  { symbol: 'NVDA', type: 'buy', quantity: 5, price: 100, executed_at: '2025-04-01T15:00:00Z' },
  { symbol: 'NVDA', type: 'sell', quantity: 5, price: 120, executed_at: '2025-08-01T15:00:00Z' },
]) {
  const m = await t.member(`overview-${++seq}@example.com`);
  const pid = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Main' } })).body.id);
  if (rows.length) expect((await t.req('POST', '/api/transaction/import', { token: m.token, body: { portfolio_id: pid, transactions: rows } })).status).toBe(201);
  const overview = async (token = m.token) => (await t.req<PortfolioOverview>('GET', `/api/portfolio/${pid}/overview`, { token })).body;
  const transactions = async () => (await t.req<Transaction[]>('GET', `/api/transaction?portfolio_id=${pid}`, { token: m.token })).body;
  return { m, pid, overview, transactions };
}

describe('GET /api/portfolio/{id}/overview', () => {
  it("is the SDK's math over the transactions at the delayed quotes, as the browser computed it", async () => {
    const w = await workspace();
    const body = await w.overview();
    // The browser's way before: every transaction, the open holdings' quotes, then the SDK's math.
    const txs = await w.transactions();
    const open = computeHoldings(txs).filter((h) => h.quantity > 0).map((h) => h.symbol);
    const quotes = (await t.req<StockQuotes>('GET', `/api/stock/quotes?symbols=${open.join(',')}`)).body.quotes;
    const all = computeHoldings(txs, quotes);
    const holdings = all.filter((h) => h.quantity > 0);
    expect(body).toEqual({
      portfolio_id: w.pid,
      holdings,
      closed_holdings: all.filter((h) => h.quantity <= 0),
      summary: portfolioSummary(all),
      allocation: allocation(holdings),
      symbols: ['AAPL', 'KO', 'MSFT', 'NVDA'],
      transaction_count: 7,
      first_transaction_date: '2024-03-15',
      quotes_error: null,
      unpriced: [],
      currency: 'USD',
      source: 'sample',
    });
    expect(body.holdings.map((h) => [h.symbol, h.quantity])).toEqual([['AAPL', 7], ['KO', 20], ['MSFT', 4]]);
    expect(body.closed_holdings.map((h) => [h.symbol, h.realisedGain])).toEqual([['NVDA', 100]]);
    expect(body.summary.income).toBe(9.7);
  });

  it("counts the holdings in the portfolio's currency and adds up the others apart; a currency change moves the figures", async () => {
    const w = await workspace([
      { symbol: 'AAPL', type: 'buy', quantity: 10, price: 180, executed_at: '2025-03-14T15:00:00Z' },
      { symbol: 'VWRL.L', type: 'buy', quantity: 10, price: 100, executed_at: '2025-03-14T15:00:00Z' },
    ]);
    const usd = await w.overview();
    expect(usd.currency).toBe('USD');
    expect(usd.holdings.map((h) => [h.symbol, h.currency, h.weight])).toEqual([['AAPL', 'USD', 1], ['VWRL.L', 'GBP', null]]);
    expect(usd.holdings.every((h) => h.provider !== null && h.stale === false)).toBe(true);
    expect(usd.summary.otherCurrencies).toMatchObject([{ currency: 'GBP', symbols: ['VWRL.L'] }]);
    expect(usd.summary.costBasis).toBe(1800);
    expect(usd.allocation.map((s) => s.key)).toEqual(['AAPL']);
    const put = await t.req('PUT', `/api/portfolio/${w.pid}`, { token: w.m.token, body: { name: 'Main', currency: 'GBP' } });
    expect(put.status).toBe(200);
    const gbp = await w.overview();
    expect(gbp.currency).toBe('GBP');
    expect(gbp.summary.otherCurrencies).toMatchObject([{ currency: 'USD', symbols: ['AAPL'] }]);
    expect(gbp.allocation.map((s) => s.key)).toEqual(['VWRL.L']);
  });

  it('an empty portfolio has nothing; another member, an unknown id and a visitor are refused', async () => {
    const w = await workspace([]);
    expect(await w.overview()).toMatchObject({ holdings: [], closed_holdings: [], allocation: [], symbols: [], transaction_count: 0, first_transaction_date: null });
    const stranger = await t.member(`overview-stranger-${++seq}@example.com`);
    expect((await t.req('GET', `/api/portfolio/${w.pid}/overview`, { token: stranger.token })).status).toBe(404);
    expect((await t.req('GET', '/api/portfolio/00000000-0000-0000-0000-000000000000/overview', { token: w.m.token })).status).toBe(404);
    expect((await t.req('GET', '/api/portfolio/not-an-id/overview', { token: w.m.token })).status).toBe(404);
    expect((await t.req('GET', `/api/portfolio/${w.pid}/overview`)).status).toBe(401);
  });
});

describe('the cache follows every write, on this instance and on another one', () => {
  const version = async (pid: string) => (await t.db.query<{ v: string }>('SELECT data_version::text AS v FROM portfolios WHERE id = $1', [pid]))[0]!.v;
  const held = (o: PortfolioOverview) => Object.fromEntries(o.holdings.map((h) => [h.symbol, h.quantity]));

  it('each kind of write moves the version once, and both instances answer the new figures at once', async () => {
    const w = await workspace([{ symbol: 'AAPL', type: 'buy', quantity: 10, price: 180, executed_at: '2025-03-14T15:00:00Z' }]);
    const read = async () => {
      const here = await w.overview();
      const there = (await other('GET', `/api/portfolio/${w.pid}/overview`, { token: w.m.token })).body as PortfolioOverview;
      expect(there).toEqual(here);
      return here;
    };
    // Both instances have it cached now.
    expect(held(await read())).toEqual({ AAPL: 10 });
    let v = Number(await version(w.pid));
    const moved = async () => { const now = Number(await version(w.pid)); expect(now).toBe(v + 1); v = now; };

    // A create, on the other instance.
    const created = (await other('POST', '/api/transaction', { token: w.m.token, body: { portfolio_id: w.pid, symbol: 'MSFT', type: 'buy', quantity: 2, price: 400, executed_at: '2025-04-01T15:00:00Z' } })).body as Transaction;
    await moved();
    expect(held(await read())).toEqual({ AAPL: 10, MSFT: 2 });
    // An edit.
    expect((await t.req('PUT', `/api/transaction/${created.id}`, { token: w.m.token, body: { quantity: 3 } })).status).toBe(200);
    await moved();
    expect(held(await read())).toEqual({ AAPL: 10, MSFT: 3 });
    // An import of several rows: one statement, one move.
    const imported = await other('POST', '/api/transaction/import', { token: w.m.token, body: { portfolio_id: w.pid, transactions: [
      { symbol: 'KO', type: 'buy', quantity: 5, price: 60, executed_at: '2025-05-01T15:00:00Z' },
      { symbol: 'AAPL', type: 'sell', quantity: 4, price: 200, executed_at: '2025-06-02T15:00:00Z' },
    ] } });
    expect(imported.status).toBe(201);
    await moved();
    expect(held(await read())).toEqual({ AAPL: 6, KO: 5, MSFT: 3 });
    // A deletion.
    expect((await t.req('DELETE', `/api/transaction/${created.id}`, { token: w.m.token })).status).toBe(200);
    await moved();
    expect(held(await read())).toEqual({ AAPL: 6, KO: 5 });
    // A change of the portfolio itself.
    expect((await other('PUT', `/api/portfolio/${w.pid}`, { token: w.m.token, body: { name: 'Renamed', currency: 'EUR' } })).status).toBe(200);
    await moved();
    // A refused write changes nothing and moves nothing.
    expect((await t.req('POST', '/api/transaction', { token: w.m.token, body: { portfolio_id: w.pid, symbol: 'KO', type: 'sell', quantity: 50, price: 60 } })).status).toBe(400);
    expect(Number(await version(w.pid))).toBe(v);
    // Deleting the portfolio: both instances answer 404 after it.
    expect((await t.req('DELETE', `/api/portfolio/${w.pid}`, { token: w.m.token })).status).toBe(200);
    expect((await other('GET', `/api/portfolio/${w.pid}/overview`, { token: w.m.token })).status).toBe(404);
    expect((await t.req('GET', `/api/portfolio/${w.pid}/overview`, { token: w.m.token })).status).toBe(404);
  });

  it('the performance series follows a write made on the other instance', async () => {
    const w = await workspace([{ symbol: 'AAPL', type: 'buy', quantity: 10, price: 180, executed_at: '2025-03-14T15:00:00Z' }]);
    const perf = async () => (await t.req<PortfolioPerformance>('GET', `/api/portfolio/${w.pid}/performance?range=1M`, { token: w.m.token })).body;
    const before = await perf();
    expect(await perf()).toEqual(before);
    await other('POST', '/api/transaction', { token: w.m.token, body: { portfolio_id: w.pid, symbol: 'AAPL', type: 'buy', quantity: 10, price: 180, executed_at: '2025-03-14T16:00:00Z' } });
    const after = await perf();
    expect(after.points.at(-1)!.value).toBeCloseTo(2 * before.points.at(-1)!.value, 2);
  });
});

describe('the per-instance cache', () => {
  /** The database as the cache sees it, counting statements. */
  const counting = (q: Queryable) => {
    const log: string[] = [];
    return { log, q: { query: <R>(sql: string, params?: readonly unknown[]) => { log.push(sql.trim().split(/\s+/).slice(0, 3).join(' ')); return q.query<R>(sql, params); } } };
  };

  it('reads the transactions once per version: later reads cost the version row only', async () => {
    const w = await workspace();
    const cache = createPortfolioCache();
    const { q, log } = counting(t.db);
    const first = await cache.state(q, w.m.id, w.pid);
    const second = await cache.state(q, w.m.id, w.pid);
    expect(second).toBe(first);
    expect(log).toHaveLength(3); // version, then version + transactions, then version
    expect(cache.stats()).toMatchObject({ portfolios: 1, hits: 1, misses: 1 });
    await t.req('POST', '/api/transaction', { token: w.m.token, body: { portfolio_id: w.pid, symbol: 'MSFT', type: 'buy', quantity: 1, price: 1 } });
    const third = await cache.state(q, w.m.id, w.pid);
    expect(third).not.toBe(first);
    expect(third.count).toBe(first.count + 1);
    await expect(cache.state(q, 'aaaaaaaa-0000-0000-0000-000000000000', w.pid)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps answers with their version and drops the least recently used portfolios past its memory', async () => {
    const a = await workspace();
    const b = await workspace();
    const cache = createPortfolioCache({ maxBytes: 4000 });
    const sa = await cache.state(t.db, a.m.id, a.pid);
    let computed = 0;
    const compute = () => { computed++; return 'x'; };
    await cache.derive(sa, 'k', compute, () => 10);
    await cache.derive(sa, 'k', compute, () => 10);
    expect(computed).toBe(1);
    await cache.state(t.db, b.m.id, b.pid);
    // Two portfolios of 7 transactions are more than 4,000 bytes: the older one went.
    expect(cache.stats().portfolios).toBe(1);
    expect(await cache.state(t.db, a.m.id, a.pid)).not.toBe(sa);
  });

  it('holdings without prices, and says so, when the quotes cannot be read', async () => {
    const w = await workspace();
    const state = await createPortfolioCache().state(t.db, w.m.id, w.pid);
    const lines: string[] = [];
    const failing: MarketData = Object.assign(Object.create(t.market) as MarketData, { quotes: () => Promise.reject(new Error('feed down')) });
    const body = await portfolioOverview(state, failing, t.clock.now(), (l) => lines.push(l));
    expect(body.quotes_error).toBe('Failed to load quotes.');
    expect(body.holdings.map((h) => [h.symbol, h.price])).toEqual([['AAPL', null], ['KO', null], ['MSFT', null]]);
    expect(body.summary.missingQuotes).toEqual(['AAPL', 'KO', 'MSFT']);
    expect(lines).toEqual([expect.stringContaining('[warn] overview of')]);
  });
});
