import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET /api/stock/quotes', () => {
  it('answers the delayed quote of each known symbol once, in the order asked, and lists unknown ones apart', async () => {
    const r = await t.req<{ quotes: Json[]; unknown: string[] }>('GET', '/api/stock/quotes?symbols=msft,AAPL,%20MSFT,NOPE,,brk.b');
    expect(r.status).toBe(200);
    expect(r.body.quotes.map((q) => q.symbol)).toEqual(['MSFT', 'AAPL', 'BRK.B']);
    expect(r.body.unknown).toEqual(['NOPE']);
    expect(r.body.quotes[1]).toEqual((await t.req('GET', '/api/stock/AAPL')).body);
  });

  it('takes up to 100 symbols; none or more is a 400 that says so', async () => {
    const symbols = Array.from({ length: 101 }, (_, i) => `S${i}`);
    expect((await t.req<Json>('GET', `/api/stock/quotes?symbols=${symbols.slice(0, 100).join(',')}`)).status).toBe(200);
    expect((await t.req<Json>('GET', `/api/stock/quotes?symbols=${symbols.join(',')}`)).body).toEqual({ error: 'At most 100 symbols a call (this one has 101)' });
    expect((await t.req<Json>('GET', '/api/stock/quotes')).body).toEqual({ error: 'symbols is required (e.g. symbols=AAPL,MSFT)' });
  });
});
