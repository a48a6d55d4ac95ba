// Stored market data (product §13.2): a network provider's instruments are read from the database and
// synced in the background, incrementally, under a lease per instrument so two API instances on one
// database fetch once; a failed provider leaves the last price, marked stale, never a zero.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockQuote, StockQuotes, StockSearchResult, MarketDataHealth } from '@pt/api';
import { makeTestApp, FakeClock, type TestApp, type Json } from './helpers';
import { openDb, type Db } from '../src/db';
import { createRegistry } from '../src/marketData/registry';
import { createMarketService } from '../src/marketData/marketService';
import { createSampleProvider } from '../src/marketData/sampleProvider';
import { ProviderError, type MarketDataProvider, type ProviderClose } from '../src/marketData/provider';

/** A network provider over a table of closes, counting every call; `fail` makes each call throw. */
function fakeFeed(o: { delayMs?: number } = {}) {
  const calls: string[] = [];
  let failing: ProviderError | null = null;
  const closes = (from: string, to: string): ProviderClose[] => {
    const out: ProviderClose[] = [];
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
      const d = new Date(t);
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
      out.push({ date: d.toISOString().slice(0, 10), close: 50 + (t / 86_400_000) % 7 });
    }
    return out;
  };
  const wait = () => (o.delayMs ? new Promise((r) => setTimeout(r, o.delayMs)) : Promise.resolve());
  const p: MarketDataProvider & { calls: string[]; fail(e: ProviderError | null): void } = {
    id: 'feed',
    name: 'Fake Feed',
    calls,
    fail: (e) => {
      failing = e;
    },
    capabilities: { kinds: ['stock', 'etf'], exchanges: 'any', rateLimit: { requests: 1000, perSeconds: 60 }, embedded: false, needsKey: false, isinSearch: false, delayMinutes: 15 },
    toProviderSymbol: (r) => r.symbol,
    async search(query) {
      calls.push(`search ${query}`);
      if (failing) throw failing;
      return query.toUpperCase().startsWith('NEWCO')
        ? [{ symbol: 'NEWCO.L', providerSymbol: 'NEWCO.L', name: 'Newco plc', kind: 'stock', exchange: 'XLON', currency: 'GBP', isin: 'GB00B03MLX29' }]
        : [];
    },
    async quote(symbol) {
      calls.push(`quote ${symbol}`);
      await wait();
      if (failing) throw failing;
      return symbol === 'NEWCO.L' ? { price: 12.34, previousClose: 12.0, currency: 'GBP', asOf: new Date(clockRef.now().getTime() - 15 * 60_000).toISOString() } : null;
    },
    async history(symbol, from, to) {
      calls.push(`history ${symbol} ${from}..${to}`);
      await wait();
      if (failing) throw failing;
      return symbol === 'NEWCO.L' ? closes(from, to) : null;
    },
  };
  return p;
}
let clockRef: { now(): Date } = { now: () => new Date() };

describe('a network provider’s instrument, stored and synced', () => {
  let t: TestApp;
  let feed: ReturnType<typeof fakeFeed>;
  let token: string;
  beforeAll(async () => {
    feed = fakeFeed();
    const clock = new FakeClock();
    clockRef = clock;
    t = await makeTestApp({}, { marketProviders: [createSampleProvider(clock), feed], marketBackgroundSync: false });
    t.clock.ms = clock.ms;
    clockRef = t.clock;
    token = (await t.member('holder@example.com')).token;
  });
  afterAll(async () => t.close());

  it('is found by the providers’ search and added when first used; until its first sync it is unpriced, never 0', async () => {
    const hits = await t.req<StockSearchResult[]>('GET', '/api/stock/search?q=newco');
    expect(hits.body).toEqual([expect.objectContaining({ symbol: 'NEWCO.L', provider: 'Fake Feed', known: false, exchange: 'XLON', currency: 'GBP' })]);
    const added = await t.req<Json>('POST', '/api/instruments', { token, body: { symbol: 'newco.l' } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ symbol: 'NEWCO.L', name: 'Newco plc', kind: 'stock', exchange: 'XLON', currency: 'GBP', isin: 'GB00B03MLX29', provider: 'Fake Feed', manual: false });
    const quotes = await t.req<StockQuotes>('GET', '/api/stock/quotes?symbols=NEWCO.L,AAPL');
    expect(quotes.body.quotes.map((q) => q.symbol)).toEqual(['AAPL']);
    expect(quotes.body.unpriced).toEqual([{ symbol: 'NEWCO.L', reason: 'Waiting for the first price from Fake Feed' }]);
    const one = await t.req<Json>('GET', '/api/stock/NEWCO.L');
    expect(one.status).toBe(503);
    expect(one.body).toMatchObject({ code: 'unpriced', error: 'Waiting for the first price from Fake Feed' });
    // Nothing in those reads waited for the provider.
    expect(feed.calls.filter((c) => !c.startsWith('search'))).toEqual([]);
  });

  it('syncs the quote and a year of closes once, then answers from the database', async () => {
    const portfolio = await t.req<{ id: string }>('POST', '/api/portfolio', { token, body: { name: 'Abroad' } });
    const buy = await t.req('POST', '/api/transaction', { token, body: { portfolio_id: portfolio.body.id, symbol: 'NEWCO.L', type: 'buy', quantity: 10, price: 11.5, executed_at: '2026-03-02T10:00:00Z' } });
    expect(buy.status).toBe(201);
    expect(await t.market.syncInstrument('NEWCO.L')).toBe('fetched');
    expect(feed.calls.filter((c) => !c.startsWith('search'))).toEqual(['quote NEWCO.L', 'history NEWCO.L 2025-05-27..2026-06-01']);
    const q = (await t.req<StockQuote>('GET', '/api/stock/NEWCO.L')).body;
    expect(q).toMatchObject({ price: 12.34, previous_close: 12, currency: 'GBP', exchange: 'XLON', provider: 'Fake Feed', source: 'feed', stale: false, stale_reason: null, flags: [] });
    const h = (await t.req<{ closes: { date: string }[]; currency: string }>('GET', '/api/stock/NEWCO.L/history?from=2026-05-25')).body;
    expect(h.currency).toBe('GBP');
    expect(h.closes.map((c) => c.date)).toEqual(['2026-05-25', '2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29', '2026-06-01']);
    // Within the quote's time to live, nothing is fetched again.
    expect(await t.market.syncInstrument('NEWCO.L')).toBe('fresh');
    expect(feed.calls.filter((c) => !c.startsWith('search'))).toHaveLength(2);
  });

  it('extends the history incrementally: the next day asks from the last stored day only', async () => {
    t.clock.advance(86_400);
    feed.calls.length = 0;
    expect(await t.market.syncInstrument('NEWCO.L')).toBe('fetched');
    expect(feed.calls).toEqual(['quote NEWCO.L', 'history NEWCO.L 2026-06-01..2026-06-02']);
  });

  it('when the provider fails: the last price stays, marked stale with the reason; the next attempt waits', async () => {
    t.clock.advance(120);
    feed.fail(new ProviderError('feed', 'rate_limited', '429', null));
    feed.calls.length = 0;
    expect(await t.market.syncInstrument('NEWCO.L')).toBe('failed');
    const q = (await t.req<StockQuote>('GET', '/api/stock/NEWCO.L')).body;
    expect(q).toMatchObject({ price: 12.34, stale: true, stale_reason: 'provider_failed', stale_message: 'Fake Feed did not answer (rate limited): this is the last price it gave' });
    expect(await t.market.syncInstrument('NEWCO.L')).toBe('skipped');
    t.clock.advance(31);
    feed.fail(null);
    expect(await t.market.syncInstrument('NEWCO.L')).toBe('fetched');
    expect((await t.req<StockQuote>('GET', '/api/stock/NEWCO.L')).body.stale).toBe(false);
  });

  it("marks a price from before its market's last session stale, by age", async () => {
    // A week on, with the provider silent: the stored price is from a session long past.
    feed.fail(new ProviderError('feed', 'unavailable', '503'));
    t.clock.advance(7 * 86_400);
    const q = (await t.req<StockQuote>('GET', '/api/stock/NEWCO.L')).body;
    expect(q.stale).toBe(true);
    expect(q.price).toBe(12.34);
    feed.fail(null);
  });

  it('lists the stale holding on the data-health page, with the money in it; providers with their state', async () => {
    const admin = await t.admin();
    const res = await t.req<MarketDataHealth>('GET', '/api/admin/market-data/health', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.providers.map((p) => [p.id, p.name, p.circuit])).toEqual([['sample', 'Sample data', 'closed'], ['feed', 'Fake Feed', 'closed']]);
    expect(res.body.instruments).toEqual([expect.objectContaining({ symbol: 'NEWCO.L', state: 'stale', holders: 1, value: 123.4, currency: 'GBP', provider: 'Fake Feed' })]);
    const member = await t.req('GET', '/api/admin/market-data/health', { token: await t.signIn('holder@example.com') });
    expect(member.status).toBe(403);
  });
});

describe('the embedded sample, failing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => t.close());

  it('shows the last price it gave as stale, and an instrument never priced as unpriced; never a zero', async () => {
    await t.req('GET', '/api/stock/quotes?symbols=VWRL.L,BTC-USD,AAPL');
    const outage = await t.req<Json>('POST', '/dev/market-data/outage', { body: { on: true } });
    expect(outage.body).toEqual({ outage: true });
    const res = await t.req<StockQuotes>('GET', '/api/stock/quotes?symbols=VWRL.L,BTC-USD,AAPL,MSFT');
    expect(res.body.quotes.map((q) => [q.symbol, q.stale, q.stale_message])).toEqual([
      ['VWRL.L', true, 'Sample data did not answer (unavailable): this is the last price it gave'],
      ['BTC-USD', true, 'Sample data did not answer (unavailable): this is the last price it gave'],
      ['AAPL', true, 'Sample data did not answer (unavailable): this is the last price it gave'],
    ]);
    expect(res.body.quotes.every((q) => q.price > 0)).toBe(true);
    expect(res.body.unpriced).toEqual([{ symbol: 'MSFT', reason: 'Sample data did not answer (unavailable) and no earlier price is stored' }]);
    await t.req('POST', '/dev/market-data/outage', { body: { on: false } });
    const back = await t.req<StockQuotes>('GET', '/api/stock/quotes?symbols=AAPL,MSFT');
    expect(back.body.quotes.map((q) => [q.symbol, q.stale])).toEqual([['AAPL', false], ['MSFT', false]]);
  });

  it('the outage switch is not there in production', async () => {
    const prod = await makeTestApp({ nodeEnv: 'production' });
    try {
      expect((await prod.req('POST', '/dev/market-data/outage', { body: { on: true } })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('an instrument no provider knows, priced by hand (product §13.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => t.close());

  it('is added with its first price, priced for its creator only, and its history edited by hand', async () => {
    const a = await t.member('owner@example.com');
    const b = await t.member('other@example.com');
    const bad = await t.req<Json>('POST', '/api/instruments/manual', { token: a.token, body: { symbol: 'ART1', name: 'A painting', kind: 'other', currency: 'EUR', price: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'price', error: 'A price must be a number above 0' });
    const made = await t.req<Json>('POST', '/api/instruments/manual', { token: a.token, body: { symbol: 'art1', name: 'A painting', kind: 'other', currency: 'EUR', price: 1500, date: '2026-05-01' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ symbol: 'ART1', currency: 'EUR', provider: 'Entered by hand', manual: true });
    expect((await t.req<Json>('POST', '/api/instruments/manual', { token: b.token, body: { symbol: 'ART1', name: 'x', currency: 'USD', price: 1 } })).status).toBe(409);
    const taken = await t.req<Json>('POST', '/api/instruments/manual', { token: a.token, body: { symbol: 'AAPL', name: 'x', currency: 'USD', price: 1 } });
    expect(taken.status).toBe(409);
    const edit = await t.req<{ closes: { date: string; close: number }[] }>('PUT', '/api/instruments/ART1/prices', { token: a.token, body: { prices: [{ date: '2026-05-20', close: 1650 }] } });
    expect(edit.body.closes).toEqual([{ date: '2026-05-01', close: 1500 }, { date: '2026-05-20', close: 1650 }]);
    expect((await t.req('PUT', '/api/instruments/ART1/prices', { token: b.token, body: { prices: [{ date: '2026-05-21', close: 1 }] } })).status).toBe(403);
    const q = (await t.req<StockQuote>('GET', '/api/stock/ART1')).body;
    expect(q).toMatchObject({ price: 1650, previous_close: 1500, currency: 'EUR', source: 'manual', provider: 'Entered by hand', as_of: '2026-05-20T00:00:00.000Z', stale: false });
    // Only its creator finds it and may trade it.
    const p = await t.req<{ id: string }>('POST', '/api/portfolio', { token: b.token, body: { name: 'B' } });
    const trade = await t.req<Json>('POST', '/api/transaction', { token: b.token, body: { portfolio_id: p.body.id, symbol: 'ART1', type: 'buy', quantity: 1, price: 1, executed_at: '2026-05-21T10:00:00Z' } });
    expect(trade.body).toMatchObject({ field: 'symbol', error: 'ART1 is not a known symbol' });
  });

  it('refuses a symbol no provider knows with a message that says what to do', async () => {
    const m = await t.member('adder@example.com');
    const res = await t.req<Json>('POST', '/api/instruments', { token: m.token, body: { symbol: 'ZZZQ' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('No market-data provider knows ZZZQ: check the symbol, or add it with a price of your own');
  });
});

/** Two services (two API instances) on one database: on PostgreSQL two pools, on PGlite one database shared by both. */
async function twoInstances(): Promise<{ a: Db; b: Db; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDb({});
    return { a: db, b: db, close: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const a = await openDb({ databaseUrl: url, searchPath: schema });
  const b = await openDb({ databaseUrl: url, searchPath: schema });
  return {
    a, b,
    close: async () => {
      await a.close();
      await b.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

describe(`two instances on one ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'database (PGlite here; PostgreSQL under with-postgres.sh)'}`, () => {
  it('fetch each instrument once when they sync it at the same moment, and both read what was stored', async () => {
    const dbs = await twoInstances();
    try {
      const clock = new FakeClock();
      clockRef = clock;
      const feed = fakeFeed({ delayMs: 150 });
      await dbs.a.query(
        `INSERT INTO instruments (symbol, name, kind, exchange, currency, provider) VALUES ('NEWCO.L', 'Newco plc', 'stock', 'XLON', 'GBP', 'feed')`,
      );
      const make = (db: Db, id: string) => createMarketService({ db, registry: createRegistry([feed], { now: () => clock.now().getTime() }), clock, instanceId: id, backgroundSync: false });
      const one = make(dbs.a, 'one');
      const two = make(dbs.b, 'two');
      const outcomes = await Promise.all([one.syncInstrument('NEWCO.L'), two.syncInstrument('NEWCO.L'), one.syncInstrument('NEWCO.L'), two.syncInstrument('NEWCO.L')]);
      expect(outcomes.filter((o) => o === 'fetched')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(3);
      expect(feed.calls).toEqual(['quote NEWCO.L', 'history NEWCO.L 2025-05-27..2026-06-01']);
      // Later syncs by either instance find it fresh and fetch nothing.
      expect(await two.syncInstrument('NEWCO.L')).toBe('fresh');
      expect(await one.syncInstrument('NEWCO.L')).toBe('fresh');
      expect(feed.calls).toHaveLength(2);
      const now = clock.now();
      expect((await one.quote('NEWCO.L', now))?.price).toBe(12.34);
      expect((await two.quote('NEWCO.L', now))?.price).toBe(12.34);
      expect((await two.history('NEWCO.L', '2026-05-25', '2026-06-01'))?.length).toBe(6);
    } finally {
      await dbs.close();
    }
  });

  it('share the FX rates: synced once, from the first day or the day after the last stored', async () => {
    const dbs = await twoInstances();
    try {
      const clock = new FakeClock();
      const sample = createSampleProvider(clock);
      let calls = 0;
      const counted: MarketDataProvider = { ...sample, fxRates: async (...args) => (calls++, sample.fxRates!(...args)) };
      const make = (db: Db) => createMarketService({ db, registry: createRegistry([counted]), clock, backgroundSync: false });
      const [x, y] = await Promise.all([make(dbs.a).syncFx(), make(dbs.b).syncFx()]);
      expect([x, y].sort()).toEqual(['fetched', 'fresh']);
      expect(calls).toBe(1);
      const eur = await make(dbs.b).fxRates('EUR', '2026-05-28', '2026-06-01');
      expect(eur.map((r) => r.date)).toEqual(['2026-05-28', '2026-05-29', '2026-06-01']);
      expect(eur.every((r) => r.rate > 0.5 && r.rate < 1.5 && r.source === 'sample')).toBe(true);
      clock.advance(86_400);
      expect(await make(dbs.a).syncFx()).toBe('fetched');
      expect(calls).toBe(2);
    } finally {
      await dbs.close();
    }
  });
});
