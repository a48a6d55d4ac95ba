import { exchangeOfSymbol, toMajorUnit, type InstrumentKind } from '@pt/api';
import { ProviderError, type MarketDataProvider, type ProviderInstrument } from '../provider';
import { dateOfUnix, getJson, isRecord, num, unixOfDate, type AdapterHttp } from '../http';

export const YAHOO_BASE_URL = 'https://query1.finance.yahoo.com';
/** Where Yahoo sets the session cookie a crumb is bound to. */
export const YAHOO_COOKIE_URL = 'https://fc.yahoo.com';

/** Yahoo's exchange codes to MICs (its symbols' suffixes say the same for listings abroad). */
const YAHOO_EXCHANGES: Readonly<Record<string, string>> = {
  NMS: 'XNAS', NGM: 'XNAS', NCM: 'XNAS', NAS: 'XNAS', NYQ: 'XNYS', PCX: 'ARCX', LSE: 'XLON', IOB: 'XLON', GER: 'XETR', ETR: 'XETR',
  FRA: 'XFRA', PAR: 'XPAR', AMS: 'XAMS', MIL: 'XMIL', MCE: 'XMAD', EBS: 'XSWX', STO: 'XSTO', TOR: 'XTSE', VAN: 'XTSX', JPX: 'XTKS',
  HKG: 'XHKG', ASX: 'XASX', CCC: 'CRYPTO',
};
const YAHOO_KINDS: Readonly<Record<string, InstrumentKind>> = {
  EQUITY: 'stock', ETF: 'etf', MUTUALFUND: 'fund', MONEYMARKET: 'fund', CRYPTOCURRENCY: 'crypto', BOND: 'bond',
};

export interface YahooOptions extends AdapterHttp {
  /** Origin that sets the session cookie (fc.yahoo.com; the fake server in tests). */
  cookieUrl?: string;
}

/**
 * Yahoo Finance through its public endpoints (no key; product §13.2): `v7/finance/quote` (needs a
 * session cookie and its "crumb"), `v8/finance/chart` (closes, dividends, splits) and
 * `v1/finance/search`. The crumb is fetched once (`fc.yahoo.com` sets the cookie, `v1/test/getcrumb`
 * gives the crumb) and fetched again when Yahoo answers 401 "Invalid Crumb" (a session that
 * expired): the call is retried once with the new one, and a second refusal is a
 * `session_expired` failure. London quotes in pence ('GBp') are stored in pounds. Yahoo documents
 * no limit; 60 requests a minute is what the registry allows.
 */
export function createYahooProvider(o: YahooOptions = { baseUrl: YAHOO_BASE_URL }): MarketDataProvider {
  const id = 'yahoo';
  type Chart = { closes: { date: string; close: number }[]; dividends: { date: string; amount: number }[]; splits: { date: string; ratio: number }[] } | null;
  let lastChart: { key: string; value: Chart } | null = null;
  let session: Promise<{ cookie: string; crumb: string }> | null = null;

  async function newSession(): Promise<{ cookie: string; crumb: string }> {
    const f = o.fetch ?? fetch;
    let cookie = '';
    try {
      const res = await f(o.cookieUrl ?? YAHOO_COOKIE_URL, { redirect: 'manual' });
      await res.body?.cancel().catch(() => undefined);
      const raw = res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''];
      cookie = raw.map((c) => c.split(';')[0]!).filter(Boolean).join('; ');
    } catch {
      throw new ProviderError(id, 'unavailable', 'yahoo: could not open a session');
    }
    if (!cookie) throw new ProviderError(id, 'session_expired', 'yahoo: no session cookie');
    const res = await f(`${o.baseUrl.replace(/\/$/, '')}/v1/test/getcrumb`, { headers: { cookie } }).catch(() => null);
    if (!res) throw new ProviderError(id, 'unavailable', 'yahoo: could not get a crumb');
    if (res.status === 429) throw new ProviderError(id, 'rate_limited', 'yahoo: 429 on getcrumb');
    const crumb = (await res.text()).trim();
    if (!res.ok || !crumb || crumb.length > 64 || /[<{\s]/.test(crumb)) throw new ProviderError(id, 'session_expired', 'yahoo: no crumb');
    return { cookie, crumb };
  }

  /** A call that needs the crumb: on 401 the session is opened again and the call retried once. */
  async function withCrumb(path: string): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt++) {
      session ??= newSession();
      let s: { cookie: string; crumb: string };
      try {
        s = await session;
      } catch (err) {
        session = null;
        throw err;
      }
      let expired = false;
      const body = await getJson(id, o, `${path}&crumb=${encodeURIComponent(s.crumb)}`, {
        headers: { cookie: s.cookie },
        notFound: [404],
        onStatus: (res) => {
          if (res.status === 401) expired = true;
        },
      }).catch((err: unknown) => {
        if (expired) return undefined;
        throw err;
      });
      if (!expired) return body;
      session = null;
    }
    throw new ProviderError(id, 'session_expired', 'yahoo: the session was refused twice (Invalid Crumb)');
  }

  const toProviderSymbol = (ref: { symbol: string }) => ref.symbol;

  return {
    id,
    name: 'Yahoo Finance',
    capabilities: {
      kinds: ['stock', 'etf', 'fund', 'crypto', 'bond', 'other'],
      exchanges: 'any',
      rateLimit: { requests: 60, perSeconds: 60 },
      embedded: false,
      needsKey: false,
      isinSearch: true,
      delayMinutes: 15,
    },
    toProviderSymbol,
    async quote(symbol) {
      const body = await withCrumb(`/v7/finance/quote?symbols=${encodeURIComponent(symbol)}`);
      if (body === null) return null;
      const result = isRecord(body) && isRecord(body.quoteResponse) ? body.quoteResponse.result : undefined;
      if (!Array.isArray(result)) throw new ProviderError(id, 'malformed', 'yahoo: no quoteResponse.result');
      const q = result.find((r) => isRecord(r) && String(r.symbol).toUpperCase() === symbol.toUpperCase());
      if (!isRecord(q) || q.regularMarketPrice === undefined) return null;
      const currency = typeof q.currency === 'string' ? q.currency : 'USD';
      const price = toMajorUnit(num(id, q.regularMarketPrice, 'regularMarketPrice'), currency);
      const previous = q.regularMarketPreviousClose === undefined ? null : num(id, q.regularMarketPreviousClose, 'regularMarketPreviousClose') * price.factor;
      const time = num(id, q.regularMarketTime, 'regularMarketTime');
      return { price: price.amount, previousClose: previous, currency: price.currency, asOf: new Date(time * 1000).toISOString() };
    },
    async history(symbol, from, to) {
      const chart = await readChart(symbol, from, to);
      return chart && chart.closes;
    },
    async dividends(symbol, from, to) {
      const chart = await readChart(symbol, from, to);
      return chart && chart.dividends;
    },
    async splits(symbol, from, to) {
      const chart = await readChart(symbol, from, to);
      return chart && chart.splits;
    },
    async search(query, limit) {
      const body = await getJson(id, o, `/v1/finance/search?q=${encodeURIComponent(query)}&quotesCount=${limit}&newsCount=0&listsCount=0`);
      const quotes = isRecord(body) ? body.quotes : undefined;
      if (!Array.isArray(quotes)) throw new ProviderError(id, 'malformed', 'yahoo: no quotes in the search answer');
      return quotes.flatMap((r): ProviderInstrument[] => {
        if (!isRecord(r) || typeof r.symbol !== 'string' || typeof r.quoteType !== 'string') return [];
        const kind = YAHOO_KINDS[r.quoteType];
        if (!kind) return [];
        const symbol = r.symbol.toUpperCase();
        const exchange = kind === 'crypto' ? 'CRYPTO' : YAHOO_EXCHANGES[String(r.exchange)] ?? exchangeOfSymbol(symbol)?.mic ?? null;
        const currency = kind === 'crypto' ? symbol.split('-')[1] ?? 'USD' : exchangeOfSymbol(symbol)?.currency ?? 'USD';
        const name = String(r.longname ?? r.shortname ?? symbol).slice(0, 200);
        return [{ symbol, providerSymbol: r.symbol, name, kind, exchange, currency, isin: null, sector: typeof r.sector === 'string' ? r.sector : null }];
      });
    },
  };

  /** One chart call gives closes, dividends and splits; the last range asked is kept so the sync's three reads make one request. */
  async function readChart(symbol: string, from: string, to: string): Promise<Chart> {
    const key = `${symbol}|${from}|${to}`;
    if (lastChart?.key === key) return lastChart.value;
    const value = await fetchChart(symbol, from, to);
    lastChart = { key, value };
    return value;
  }
  async function fetchChart(symbol: string, from: string, to: string): Promise<Chart> {
    const body = await getJson(id, o, `/v8/finance/chart/${encodeURIComponent(symbol)}?period1=${unixOfDate(from)}&period2=${unixOfDate(to) + 86_400}&interval=1d&events=div%7Csplit`);
    if (body === null) return null;
    const result = isRecord(body) && isRecord(body.chart) && Array.isArray(body.chart.result) ? body.chart.result[0] : undefined;
    if (!isRecord(result) || !isRecord(result.meta)) throw new ProviderError(id, 'malformed', 'yahoo: no chart.result');
    const factor = toMajorUnit(1, String(result.meta.currency ?? 'USD')).factor;
    const timestamps = Array.isArray(result.timestamp) ? result.timestamp : [];
    const indicators = isRecord(result.indicators) && Array.isArray(result.indicators.quote) && isRecord(result.indicators.quote[0]) ? result.indicators.quote[0] : {};
    const closes = Array.isArray(indicators.close) ? indicators.close : [];
    const offset = typeof result.meta.gmtoffset === 'number' ? result.meta.gmtoffset : 0;
    const out = timestamps.flatMap((t: unknown, i) => {
      const c: unknown = closes[i];
      return typeof t === 'number' && typeof c === 'number' ? [{ date: dateOfUnix(t + offset), close: Math.round(c * factor * 1e6) / 1e6 }] : [];
    });
    const events = isRecord(result.events) ? result.events : {};
    const dividends = isRecord(events.dividends) ? Object.values(events.dividends).flatMap((d) => (isRecord(d) && typeof d.date === 'number' && typeof d.amount === 'number' ? [{ date: dateOfUnix(d.date), amount: d.amount * factor }] : [])) : [];
    const splits = isRecord(events.splits) ? Object.values(events.splits).flatMap((s) => (isRecord(s) && typeof s.date === 'number' && typeof s.numerator === 'number' && typeof s.denominator === 'number' && s.denominator > 0 ? [{ date: dateOfUnix(s.date), ratio: s.numerator / s.denominator }] : [])) : [];
    return { closes: out, dividends: dividends.sort((a, b) => (a.date < b.date ? -1 : 1)), splits };
  }
}
