import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockDividends, Transaction, UsageSummary } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { createSampleMarketData } from '../src/investing/sampleMarketData';

let t: TestApp;
let m: { token: string };
let pid = '';
const tx = (body: Json) => t.req<Json>('POST', '/api/transaction', { token: m.token, body: { portfolio_id: pid, ...body } });

beforeAll(async () => {
  t = await makeTestApp();
  m = await t.member('dividends@example.com');
  pid = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Income' } })).body.id);
  expect((await tx({ symbol: 'KO', type: 'buy', quantity: 100, price: 60, executed_at: '2026-01-05' })).status).toBe(201);
});
afterAll(async () => { await t.close(); });

describe('dividend transactions', () => {
  it('records a dividend on shares held on its date (quantity: shares, price: cash per share)', async () => {
    const d = await tx({ symbol: 'ko', type: 'dividend', quantity: 100, price: 0.485, executed_at: '2026-03-13' });
    expect(d.status).toBe(201);
    expect(d.body).toMatchObject({ symbol: 'KO', type: 'dividend', quantity: 100, price: 0.485 });
    const list = (await t.req<Transaction[]>('GET', `/api/transaction?portfolio_id=${pid}`, { token: m.token })).body;
    expect(list.map((x) => x.type)).toEqual(['dividend', 'buy']);
  });

  it('refuses one on more shares than were held then, on none, or with no cash', async () => {
    expect((await tx({ symbol: 'KO', type: 'dividend', quantity: 101, price: 0.5, executed_at: '2026-03-13' })).body).toEqual({
      error: 'You held 100 KO on Mar 13, 2026: a dividend is paid on at most that many shares', field: 'quantity',
    });
    expect((await tx({ symbol: 'KO', type: 'dividend', quantity: 1, price: 0.5, executed_at: '2025-12-01' })).body).toEqual({
      error: 'You held no KO on Dec 01, 2025: a dividend is paid on shares you hold', field: 'quantity',
    });
    expect((await tx({ symbol: 'KO', type: 'dividend', quantity: 1, price: 0, executed_at: '2026-03-13' })).body).toEqual({ error: 'Dividend per share must be greater than 0', field: 'price' });
  });

  it('moves no shares: the holdings count and a later sale see the shares still held', async () => {
    expect((await t.req<UsageSummary>('GET', '/api/subscription/usage', { token: m.token })).body.holdings_used).toBe(1);
    const sell = await tx({ symbol: 'KO', type: 'sell', quantity: 100, price: 62, executed_at: '2026-04-01' });
    expect(sell.status).toBe(201);
    expect((await t.req<UsageSummary>('GET', '/api/subscription/usage', { token: m.token })).body.holdings_used).toBe(0);
    expect((await t.req('DELETE', `/api/transaction/${String(sell.body.id)}`, { token: m.token })).status).toBe(200);
  });

  it('will not let a deletion leave a dividend on shares not held (409 naming the dividend)', async () => {
    const buy = (await t.req<Transaction[]>('GET', `/api/transaction?portfolio_id=${pid}`, { token: m.token })).body.find((x) => x.type === 'buy')!;
    const res = await t.req<Json>('DELETE', `/api/transaction/${buy.id}`, { token: m.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('The dividend on 100 KO on Mar 13, 2026 would be paid on more than the 0 held then: delete or change that dividend first');
  });

  it("imports a CSV's dividend rows with the rest, against the holding on their dates", async () => {
    const other = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Imported' } })).body.id);
    const ok = await t.req<Json>('POST', '/api/transaction/import', {
      token: m.token,
      body: {
        portfolio_id: other,
        transactions: [
          { symbol: 'JNJ', type: 'dividend', quantity: 10, price: 1.24, executed_at: '2026-02-20' },
          { symbol: 'JNJ', type: 'buy', quantity: 10, price: 150, executed_at: '2026-01-05' },
        ],
      },
    });
    expect(ok.status).toBe(201);
    const bad = await t.req<Json>('POST', '/api/transaction/import', {
      token: m.token, body: { portfolio_id: other, transactions: [{ symbol: 'JNJ', type: 'dividend', quantity: 11, price: 1.24, executed_at: '2026-05-20' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.rows).toEqual([{ index: 0, field: 'quantity', error: 'You held 10 JNJ on May 20, 2026: a dividend is paid on at most that many shares' }]);
  });
});

describe('GET /api/stock/{symbol}/dividends', () => {
  it("lists a payer's quarterly dividends per share, the last year by default", async () => {
    const ko = await t.req<StockDividends>('GET', '/api/stock/ko/dividends');
    expect(ko.status).toBe(200);
    expect(ko.body).toMatchObject({ symbol: 'KO', currency: 'USD', source: 'sample' });
    expect(ko.body.dividends).toHaveLength(4);
    for (const d of ko.body.dividends) {
      expect(d.date >= '2025-06-01' && d.date <= '2026-06-01').toBe(true);
      expect(d.amount).toBeGreaterThan(0.4);
      expect(d.amount).toBeLessThan(0.65);
      expect([1, 2, 3, 4, 5].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay())).toBe(true);
    }
    const decade = (await t.req<StockDividends>('GET', '/api/stock/KO/dividends?from=2015-01-02&to=2024-12-31')).body.dividends;
    expect(decade).toHaveLength(40);
    expect(decade[0]!.amount).toBeLessThan(decade.at(-1)!.amount);
  });

  it('is the same on every machine, [] for an instrument that pays none, 404 for an unknown symbol, 400 for a bad range', async () => {
    expect(createSampleMarketData().dividends('SPY', '2020-01-01', '2020-12-31')).toEqual((await t.req<StockDividends>('GET', '/api/stock/SPY/dividends?from=2020-01-01&to=2020-12-31')).body.dividends);
    expect((await t.req<StockDividends>('GET', '/api/stock/TSLA/dividends')).body.dividends).toEqual([]);
    expect((await t.req('GET', '/api/stock/NOPE/dividends')).status).toBe(404);
    expect((await t.req<Json>('GET', '/api/stock/KO/dividends?from=2026-05-01&to=2026-01-01')).body.error).toBe('from must be on or before to');
    // A holding older than the data asks from its purchase: the list starts with the data.
    expect((await t.req<StockDividends>('GET', '/api/stock/KO/dividends?from=2010-01-01&to=2015-12-31')).body.dividends).toHaveLength(4);
  });
});
