import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockHistory, StockQuote, StockSearchResult } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { createSampleMarketData } from '../src/investing/sampleMarketData';
import { SAMPLE_INSTRUMENTS } from '../src/investing/sampleInstruments';

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  other = await makeTestApp();
});
afterAll(async () => {
  await t.close();
  await other.close();
});

const MONDAY_NOON = Date.parse('2026-06-01T12:00:00Z');
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('GET /api/stock/{symbol}/history', () => {
  it('gives the same closes in two app instances and in a fresh generator asked in another order', async () => {
    const path = '/api/stock/AAPL/history?from=2015-01-02&to=2026-06-01';
    const a = await t.req<StockHistory>('GET', path);
    const b = await other.req<StockHistory>('GET', path);
    expect(a.status).toBe(200);
    expect(a.body.closes.length).toBeGreaterThan(2900);
    expect(b.body).toEqual(a.body);
    // A new cache that first computes the recent year, then reaches back: same numbers.
    const fresh = createSampleMarketData();
    const recent = fresh.history('AAPL', '2025-06-02', '2026-06-01')!;
    const all = fresh.history('aapl', '2015-01-02', '2026-06-01')!;
    expect(all).toEqual(a.body.closes);
    expect(recent).toEqual(a.body.closes.filter((c) => c.date >= '2025-06-02'));
  });

  it('is documented as sample data and pinned to the catalogue price on the anchor date', async () => {
    const h = await t.req<StockHistory>('GET', '/api/stock/msft/history?from=2024-12-30&to=2024-12-31');
    expect(h.body).toEqual({ symbol: 'MSFT', currency: 'USD', source: 'sample', closes: [expect.objectContaining({ date: '2024-12-30' }), { date: '2024-12-31', close: 431.2 }] });
  });

  it('agrees with the delayed quote: the last close is the price, the one before it the previous close', async () => {
    t.clock.ms = MONDAY_NOON;
    const q = (await t.req<StockQuote>('GET', '/api/stock/NVDA')).body;
    const h = (await t.req<StockHistory>('GET', '/api/stock/NVDA/history')).body;
    expect(q).toMatchObject({ source: 'sample', delayed_minutes: 15, as_of: '2026-06-01T11:45:00.000Z' });
    expect(h.closes.at(-1)).toEqual({ date: '2026-06-01', close: q.price });
    expect(h.closes.at(-2)).toEqual({ date: '2026-05-29', close: q.previous_close });
    expect(q.change).toBeCloseTo(q.price - q.previous_close, 10);
    expect(q.change_percent).toBeCloseTo((q.change / q.previous_close) * 100, 2);
  });

  it('on a weekend quotes Friday against Thursday, and the history ends on Friday', async () => {
    t.clock.ms = Date.parse('2026-06-06T15:00:00Z'); // Saturday
    try {
      const q = (await t.req<StockQuote>('GET', '/api/stock/SPY')).body;
      const h = (await t.req<StockHistory>('GET', '/api/stock/SPY/history?from=2026-06-03')).body;
      expect(h.closes.map((c) => c.date)).toEqual(['2026-06-03', '2026-06-04', '2026-06-05']);
      expect(q.price).toBe(h.closes[2]!.close);
      expect(q.previous_close).toBe(h.closes[1]!.close);
    } finally {
      t.clock.ms = MONDAY_NOON;
    }
  });

  it('has no weekend days, and positive closes in cents', async () => {
    const h = (await t.req<StockHistory>('GET', '/api/stock/TSLA/history?from=2015-01-02')).body;
    expect(h.closes[0]!.date).toBe('2015-01-02');
    expect(h.closes.filter((c) => [0, 6].includes(weekday(c.date)))).toEqual([]);
    expect(h.closes.every((c) => c.close > 0 && Math.round(c.close * 100) / 100 === c.close)).toBe(true);
    const dates = h.closes.map((c) => c.date);
    expect([...dates].sort()).toEqual(dates);
    // Every weekday of a week is there (holidays are not modelled).
    const week = (await t.req<StockHistory>('GET', '/api/stock/TSLA/history?from=2025-12-21&to=2025-12-27')).body;
    expect(week.closes.map((c) => c.date)).toEqual(['2025-12-22', '2025-12-23', '2025-12-24', '2025-12-25', '2025-12-26']);
  });

  it('defaults to the year up to the latest close', async () => {
    const h = (await t.req<StockHistory>('GET', '/api/stock/KO/history')).body;
    expect(h.closes[0]!.date).toBe('2025-06-02');
    expect(h.closes.at(-1)!.date).toBe('2026-06-01');
    const early = (await t.req<StockHistory>('GET', '/api/stock/KO/history?to=2015-03-02')).body;
    expect(early.closes[0]!.date).toBe('2015-01-02');
  });

  it.each([
    ['from=2026-13-01', 'from must be a date written YYYY-MM-DD'],
    ['from=2026-02-30', 'from must be a date written YYYY-MM-DD'],
    ['to=yesterday', 'to must be a date written YYYY-MM-DD'],
    ['from=2026-05-01&to=2026-04-01', 'from must be on or before to'],
    ['from=2014-12-31&to=2015-02-01', 'from must be on or after 2015-01-02, the first day of the data'],
    ['to=2014-06-30', 'to must be on or after 2015-01-02, the first day of the data'],
    ['from=2026-05-01&to=2026-06-02', 'to must be on or before 2026-06-01, the last day of the data'],
  ])('answers 400 for %s', async (query, error) => {
    const res = await t.req<Json>('GET', `/api/stock/AAPL/history?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it('answers 404 for an unknown symbol, whatever the dates', async () => {
    const res = await t.req<Json>('GET', '/api/stock/ZZZZ/history?from=nope');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Unknown symbol: ZZZZ');
  });
});

describe('GET /api/stock/search and /api/stock/{symbol}', () => {
  it('finds each of the 100 sample instruments by its symbol, first', async () => {
    expect(SAMPLE_INSTRUMENTS).toHaveLength(100);
    for (const inst of SAMPLE_INSTRUMENTS) {
      const res = await t.req<StockSearchResult[]>('GET', `/api/stock/search?q=${encodeURIComponent(inst.symbol.toLowerCase())}`);
      expect(res.body[0]).toEqual({
        symbol: inst.symbol, name: inst.name, kind: inst.kind, sector: inst.sector, exchange: inst.exchange, currency: 'USD', isin: inst.isin,
        provider: 'Sample data', known: true,
      });
    }
  });

  it('keeps the symbols the server had before, with their names', async () => {
    const before = ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'META', 'NVDA', 'TSLA', 'BRK.B', 'JPM', 'V', 'MA', 'JNJ', 'WMT', 'PG', 'KO', 'DIS', 'NFLX', 'AMD', 'INTC', 'SPY', 'QQQ'];
    for (const symbol of before) expect((await t.req<StockQuote>('GET', `/api/stock/${symbol.toLowerCase()}`)).body.symbol).toBe(symbol);
    expect((await t.req<StockQuote>('GET', '/api/stock/BRK.B')).body.name).toBe('Berkshire Hathaway Inc. Class B');
  });

  it('searches names and tells stocks from ETFs', async () => {
    const res = await t.req<StockSearchResult[]>('GET', '/api/stock/search?q=vanguard');
    expect(res.body.map((r) => r.symbol)).toEqual(['BND', 'VEA', 'VOO', 'VTI', 'VWO', 'VWRL.L']);
    expect(res.body.every((r) => r.kind === 'etf' && r.sector === null)).toBe(true);
  });
});

describe('listings abroad, crypto and FX in the sample (product §13.2)', () => {
  it('quotes London, Frankfurt and Toronto in their own currencies, with exchange, source and as-of time', async () => {
    t.clock.ms = MONDAY_NOON;
    const res = await t.req<{ quotes: StockQuote[] }>('GET', '/api/stock/quotes?symbols=VWRL.L,SAP.DE,SHOP.TO,AAPL');
    const by = new Map(res.body.quotes.map((q) => [q.symbol, q]));
    expect(by.get('VWRL.L')).toMatchObject({ currency: 'GBP', exchange: 'XLON', kind: 'etf', provider: 'Sample data', stale: false, as_of: '2026-06-01T11:45:00.000Z' });
    expect(by.get('SAP.DE')).toMatchObject({ currency: 'EUR', exchange: 'XETR', kind: 'stock' });
    expect(by.get('SHOP.TO')).toMatchObject({ currency: 'CAD', exchange: 'XTSE' });
    expect(by.get('AAPL')).toMatchObject({ currency: 'USD', exchange: 'XNAS' });
    const h = (await t.req<StockHistory>('GET', '/api/stock/VWRL.L/history?from=2024-12-30&to=2024-12-31')).body;
    expect(h).toMatchObject({ symbol: 'VWRL.L', currency: 'GBP', closes: [expect.objectContaining({ date: '2024-12-30' }), { date: '2024-12-31', close: 110.4 }] });
  });

  it('prices crypto every day, weekends included', async () => {
    const h = (await t.req<StockHistory>('GET', '/api/stock/BTC-USD/history?from=2026-05-29&to=2026-06-01')).body;
    expect(h.closes.map((c) => c.date)).toEqual(['2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01']);
    const q = (await t.req<StockQuote>('GET', '/api/stock/btc-usd')).body;
    expect(q).toMatchObject({ symbol: 'BTC-USD', name: 'Bitcoin', kind: 'crypto', exchange: 'CRYPTO', currency: 'USD' });
    expect(q.price).toBe(h.closes.at(-1)!.close);
  });

  it('finds an instrument by its ISIN', async () => {
    const res = await t.req<StockSearchResult[]>('GET', '/api/stock/search?q=IE00B3RBWM25');
    expect(res.body[0]).toMatchObject({ symbol: 'VWRL.L', isin: 'IE00B3RBWM25', exchange: 'XLON' });
  });
});
