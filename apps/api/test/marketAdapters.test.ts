import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createYahooProvider } from '../src/marketData/adapters/yahooFinance';
import { createTwelveDataProvider } from '../src/marketData/adapters/twelveData';
import { createCoinGeckoProvider } from '../src/marketData/adapters/coinGecko';
import { createFrankfurterProvider } from '../src/marketData/adapters/frankfurter';
import { ProviderError } from '../src/marketData/provider';
import { configFromEnv } from '../src/config';
import { fixture, startFakeMarketServer, type FakeReply, type FakeRoute } from './fakeMarketServer';

let fake: Awaited<ReturnType<typeof startFakeMarketServer>>;
beforeAll(async () => {
  fake = await startFakeMarketServer(() => undefined);
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

const failure = async (p: Promise<unknown>): Promise<ProviderError> => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
};

/** Yahoo: /cookie sets the session cookie, getcrumb gives crumb N (N counts sessions), the quote accepts only the latest crumb. */
function yahooRoutes(o: { quote?: string; expireFirst?: boolean; alwaysExpire?: boolean } = {}): FakeRoute {
  let sessions = 0;
  let refusedOnce = false;
  return (req, url): FakeReply | undefined => {
    if (url.pathname === '/cookie') {
      sessions++;
      return { status: 404, headers: { 'set-cookie': `A3=d=session${sessions}; Expires=Sun, 01 Jun 2027 00:00:00 GMT; Path=/; Domain=.yahoo.com; Secure; HttpOnly; SameSite=None` }, body: '' };
    }
    if (url.pathname === '/v1/test/getcrumb') {
      return req.headers.cookie?.includes(`session${sessions}`) ? { headers: { 'content-type': 'text/plain' }, body: `crumb${sessions}` } : { status: 403, body: '' };
    }
    if (url.pathname === '/v7/finance/quote') {
      const crumb = url.searchParams.get('crumb');
      const expired = o.alwaysExpire || (o.expireFirst && !refusedOnce) || crumb !== `crumb${sessions}`;
      if (expired) {
        refusedOnce = true;
        return { status: 401, body: fixture('yahoo-invalid-crumb.json') };
      }
      return { body: fixture(o.quote ?? 'yahoo-quote-vwrl.json') };
    }
    if (url.pathname === '/v8/finance/chart/AAPL') return { body: fixture('yahoo-chart-aapl.json') };
    if (url.pathname.startsWith('/v8/finance/chart/')) return { status: 404, body: fixture('yahoo-chart-notfound.json') };
    if (url.pathname === '/v1/finance/search') return { body: fixture('yahoo-search-vwrl.json') };
    return undefined;
  };
}
const yahoo = () => createYahooProvider({ baseUrl: fake.url, cookieUrl: `${fake.url}/cookie`, timeoutMs: 500 });

describe('Yahoo Finance adapter against recorded responses (product §13.2)', () => {
  it('opens a session (cookie, then crumb), quotes London in pounds, and reuses the session', async () => {
    fake.setRoute(yahooRoutes());
    const p = yahoo();
    expect(await p.quote!('VWRL.L')).toEqual({ price: 119.12, previousClose: 118.62, currency: 'GBP', asOf: '2026-06-01T10:00:00.000Z' });
    await p.quote!('VWRL.L');
    expect(fake.requests.map((r) => r.path.split('?')[0])).toEqual(['/cookie', '/v1/test/getcrumb', '/v7/finance/quote', '/v7/finance/quote']);
    expect(fake.requests[2]!.path).toContain('crumb=crumb1');
    expect(fake.requests[2]!.cookie).toBe('A3=d=session1');
  });

  it('opens a new session when Yahoo refuses the crumb (401 Invalid Crumb) and retries once', async () => {
    fake.setRoute(yahooRoutes({ expireFirst: true }));
    const p = yahoo();
    expect((await p.quote!('VWRL.L'))?.price).toBe(119.12);
    expect(fake.requests.filter((r) => r.path.startsWith('/cookie'))).toHaveLength(2);
    expect(fake.requests.at(-1)!.path).toContain('crumb=crumb2');
  });

  it('fails as session_expired when a fresh session is refused too', async () => {
    fake.setRoute(yahooRoutes({ alwaysExpire: true }));
    expect((await failure(yahoo().quote!('VWRL.L'))).kind).toBe('session_expired');
  });

  it('answers null for a symbol Yahoo does not know', async () => {
    fake.setRoute(yahooRoutes({ quote: 'yahoo-quote-empty.json' }));
    expect(await yahoo().quote!('ZZZZ.L')).toBeNull();
    expect(await yahoo().history!('ZZZZ', '2026-05-28', '2026-06-01')).toBeNull();
  });

  it('reads daily closes (a null close left out), dividends and a split from one chart call', async () => {
    fake.setRoute(yahooRoutes());
    const p = yahoo();
    expect(await p.history!('AAPL', '2026-05-28', '2026-06-01')).toEqual([{ date: '2026-05-28', close: 229.87 }, { date: '2026-06-01', close: 231.46 }]);
    expect(await p.dividends!('AAPL', '2026-05-28', '2026-06-01')).toEqual([{ date: '2026-05-29', amount: 0.26 }]);
    expect(await p.splits!('AAPL', '2026-05-28', '2026-06-01')).toEqual([{ date: '2026-05-28', ratio: 4 }]);
    expect(fake.requests.filter((r) => r.path.startsWith('/v8/finance/chart/AAPL'))).toHaveLength(1);
    expect(fake.requests[0]!.path).toContain('interval=1d');
  });

  it('searches: listings with their exchange and currency, options left out', async () => {
    fake.setRoute(yahooRoutes());
    expect(await yahoo().search!('vwrl', 10)).toEqual([
      { symbol: 'VWRL.L', providerSymbol: 'VWRL.L', name: 'Vanguard FTSE All-World UCITS ETF', kind: 'etf', exchange: 'XLON', currency: 'GBP', isin: null, sector: null },
      { symbol: 'VWRL.AS', providerSymbol: 'VWRL.AS', name: 'Vanguard FTSE All-World UCITS ETF', kind: 'etf', exchange: 'XAMS', currency: 'EUR', isin: null, sector: null },
    ]);
  });

  it.each([
    ['429', 'rate_limited', { status: 429, headers: { 'retry-after': '30' }, body: 'Too Many Requests' }],
    ['a 502', 'unavailable', { status: 502, body: '<html>Bad gateway</html>' }],
    ['a body that is not JSON', 'malformed', { body: '<html>Will be right back</html>' }],
    ['an object without the expected shape', 'malformed', { body: '{"quoteResponse":{}}' }],
    ['no answer within the timeout', 'timeout', { delayMs: 2000, body: '{}' }],
  ] as const)('reads %s as a %s failure', async (_name, kind, reply) => {
    const base = yahooRoutes();
    fake.setRoute((req, url) => (url.pathname === '/v7/finance/quote' ? reply : base(req, url)));
    const err = await failure(yahoo().quote!('VWRL.L'));
    expect(err.kind).toBe(kind);
    if (kind === 'rate_limited') expect(err.retryAfterSeconds).toBe(30);
  });
});

describe('Twelve Data adapter (keyed) against recorded responses', () => {
  const twelve = () => createTwelveDataProvider({ baseUrl: fake.url, apiKey: 'test-key', timeoutMs: 500 });
  const routes: FakeRoute = (_req, url) => {
    if (url.searchParams.get('apikey') !== 'test-key') return { body: fixture('twelvedata-bad-key.json') };
    if (url.searchParams.get('symbol') === 'ZZZZ') return { body: fixture('twelvedata-symbol-not-found.json') };
    if (url.pathname === '/quote') return { body: fixture('twelvedata-quote-sap.json') };
    if (url.pathname === '/time_series') return { body: fixture('twelvedata-timeseries-sap.json') };
    if (url.pathname === '/symbol_search') return { body: fixture('twelvedata-search-sap.json') };
    return undefined;
  };

  it('asks a listing abroad by symbol and MIC, and reads the quote', async () => {
    fake.setRoute(routes);
    const p = twelve();
    const symbol = p.toProviderSymbol({ symbol: 'SAP.DE', kind: 'stock', exchange: 'XETR', currency: 'EUR' })!;
    expect(symbol).toBe('SAP:XETR');
    expect(await p.quote!(symbol)).toEqual({ price: 246.85001, previousClose: 243.95, currency: 'EUR', asOf: '2026-06-01T15:30:00.000Z' });
    expect(fake.requests[0]!.path).toBe('/quote?symbol=SAP&mic_code=XETR&apikey=test-key');
  });

  it('reads a daily time series oldest first', async () => {
    fake.setRoute(routes);
    expect(await twelve().history!('SAP:XETR', '2026-05-28', '2026-06-01')).toEqual([
      { date: '2026-05-28', close: 241.55 }, { date: '2026-05-29', close: 243.95 }, { date: '2026-06-01', close: 246.85001 },
    ]);
  });

  it('searches: listings on known exchanges in the product’s symbols', async () => {
    fake.setRoute(routes);
    const hits = await twelve().search!('SAP', 10);
    expect(hits.map((h) => [h.symbol, h.providerSymbol, h.exchange, h.currency])).toEqual([['SAP.DE', 'SAP:XETR', 'XETR', 'EUR'], ['SAP', 'SAP', 'XNYS', 'USD']]);
  });

  it('reads errors sent in a 200 body: out of credits, a refused key, an unknown symbol', async () => {
    fake.setRoute(() => ({ body: fixture('twelvedata-out-of-credits.json') }));
    expect((await failure(twelve().quote!('AAPL'))).kind).toBe('rate_limited');
    fake.setRoute(routes);
    expect((await failure(createTwelveDataProvider({ baseUrl: fake.url, apiKey: 'wrong' }).quote!('AAPL'))).kind).toBe('unauthorized');
    expect(await twelve().quote!('ZZZZ')).toBeNull();
  });

  it('reads a 500 and a malformed body as failures', async () => {
    fake.setRoute(() => ({ status: 500, body: 'Internal Server Error' }));
    expect((await failure(twelve().quote!('AAPL'))).kind).toBe('unavailable');
    fake.setRoute(() => ({ body: '{"symbol":"AAPL","close":"n/a","timestamp":1780300800}' }));
    expect((await failure(twelve().quote!('AAPL'))).kind).toBe('malformed');
  });
});

describe('CoinGecko adapter against recorded responses', () => {
  const gecko = (apiKey?: string) => createCoinGeckoProvider({ baseUrl: fake.url, timeoutMs: 500, ...(apiKey ? { apiKey } : {}) });

  it('translates BTC-USD to the coin id, and reads the price with its previous close from the 24 h change', async () => {
    fake.setRoute((_req, url) => (url.pathname === '/simple/price' ? { body: fixture('coingecko-simple-price.json') } : undefined));
    const p = gecko('demo-key');
    const symbol = p.toProviderSymbol({ symbol: 'BTC-USD', kind: 'crypto', exchange: 'CRYPTO', currency: 'USD' })!;
    expect(symbol).toBe('bitcoin:usd');
    const q = await p.quote!(symbol);
    expect(q).toMatchObject({ price: 104250.37, currency: 'USD', asOf: '2026-06-01T12:00:00.000Z' });
    expect(q!.previousClose).toBeCloseTo(104250.37 / 1.024857163931, 6);
    expect(fake.requests[0]!.headers['x-cg-demo-api-key']).toBe('demo-key');
    expect(p.toProviderSymbol({ symbol: 'NOPE-USD', kind: 'crypto', exchange: 'CRYPTO', currency: 'USD' })).toBeNull();
  });

  it('answers null for an id it does not know ({} from simple/price, 404 from the chart)', async () => {
    fake.setRoute((_req, url) => (url.pathname === '/simple/price' ? { body: '{}' } : { status: 404, body: fixture('coingecko-coin-not-found.json') }));
    expect(await gecko().quote!('nope:usd')).toBeNull();
    expect(await gecko().history!('nope:usd', '2026-05-30', '2026-06-01')).toBeNull();
  });

  it('reads a day’s close as its last price (UTC day)', async () => {
    fake.setRoute(() => ({ body: fixture('coingecko-market-chart.json') }));
    expect(await gecko().history!('bitcoin:usd', '2026-05-30', '2026-06-01')).toEqual([
      { date: '2026-05-30', close: 101510.55 }, { date: '2026-05-31', close: 103300 }, { date: '2026-06-01', close: 104250.37 },
    ]);
  });

  it('searches coins as SYMBOL-USD with their id', async () => {
    fake.setRoute(() => ({ body: fixture('coingecko-search.json') }));
    expect((await gecko().search!('bitcoin', 10)).map((h) => [h.symbol, h.providerSymbol])).toEqual([['BTC-USD', 'bitcoin:usd'], ['BCH-USD', 'bitcoin-cash:usd']]);
  });

  it('reads its 429 body as rate limited', async () => {
    fake.setRoute(() => ({ status: 429, body: fixture('coingecko-rate-limited.json') }));
    expect((await failure(gecko().quote!('bitcoin:usd'))).kind).toBe('rate_limited');
  });
});

describe('ECB reference rates through Frankfurter', () => {
  const ecb = () => createFrankfurterProvider({ baseUrl: fake.url, timeoutMs: 500 });

  it('reads a range of working days in one call, per US dollar', async () => {
    fake.setRoute((_req, url) => (url.pathname === '/2026-05-28..2026-06-01' ? { body: fixture('frankfurter-range.json') } : undefined));
    const rates = await ecb().fxRates!('USD', ['EUR', 'GBP', 'CAD', 'CHF', 'JPY'], '2026-05-28', '2026-06-01');
    expect(rates).toHaveLength(15);
    expect(rates.filter((r) => r.quote === 'GBP')).toEqual([
      { date: '2026-05-28', base: 'USD', quote: 'GBP', rate: 0.7431 }, { date: '2026-05-29', base: 'USD', quote: 'GBP', rate: 0.7419 }, { date: '2026-06-01', base: 'USD', quote: 'GBP', rate: 0.744 },
    ]);
    expect(fake.requests[0]!.path).toBe('/2026-05-28..2026-06-01?base=USD&symbols=EUR,GBP,CAD,CHF,JPY');
  });

  it('reads an unknown currency, a 503 and a malformed body as failures', async () => {
    fake.setRoute(() => ({ status: 404, body: fixture('frankfurter-not-found.json') }));
    expect((await failure(ecb().fxRates!('XXX', ['EUR'], '2026-05-28', '2026-06-01'))).kind).toBe('not_supported');
    fake.setRoute(() => ({ status: 503, body: 'Service Unavailable' }));
    expect((await failure(ecb().fxRates!('USD', ['EUR'], '2026-05-28', '2026-06-01'))).kind).toBe('unavailable');
    fake.setRoute(() => ({ body: '{"rates":{"2026-05-28":"n/a"}}' }));
    expect((await failure(ecb().fxRates!('USD', ['EUR'], '2026-05-28', '2026-06-01'))).kind).toBe('malformed');
  });
});

describe('MARKET_DATA_PROVIDERS and the test-only base URLs', () => {
  it('reads the providers in order, asks for the keyed provider’s key, and refuses a base URL in production', () => {
    expect(configFromEnv({ MARKET_DATA_PROVIDERS: 'yahoo, coingecko,ecb' }).marketDataProviders).toEqual(['yahoo', 'coingecko', 'ecb']);
    expect(() => configFromEnv({ MARKET_DATA_PROVIDERS: 'yahoo,bloomberg' })).toThrow('MARKET_DATA_PROVIDERS names unknown providers (bloomberg)');
    expect(() => configFromEnv({ MARKET_DATA_PROVIDERS: 'twelvedata' })).toThrow('set TWELVE_DATA_API_KEY');
    expect(configFromEnv({ YAHOO_FINANCE_API_BASE: 'http://127.0.0.1:9999/' }).marketDataBases).toEqual({ yahoo: 'http://127.0.0.1:9999' });
    expect(() => configFromEnv({ NODE_ENV: 'production', JWT_SECRET: 'x', SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@example.com', COINGECKO_API_BASE: 'http://127.0.0.1:9999' })).toThrow('COINGECKO_API_BASE is for tests and development only');
  });
});
