import { exchangeByMic, exchangeOfSymbol, toMajorUnit, type InstrumentKind } from '@pt/api';
import { ProviderError, type MarketDataProvider, type ProviderInstrument, type ProviderInstrumentRef } from '../provider';
import { getJson, isRecord, num, type AdapterHttp } from '../http';

export const TWELVE_DATA_BASE_URL = 'https://api.twelvedata.com';

const KINDS: Readonly<Record<string, InstrumentKind>> = {
  'Common Stock': 'stock', 'Preferred Stock': 'stock', 'Depositary Receipt': 'stock', REIT: 'stock', ETF: 'etf', 'Mutual Fund': 'fund', Bond: 'bond', 'Digital Currency': 'crypto',
};
/** Twelve Data's MICs for US venues are the segments (XNGS, XNCM...): read them as the exchange. */
const US_SEGMENTS: Readonly<Record<string, string>> = { XNGS: 'XNAS', XNCM: 'XNAS', XNMS: 'XNAS', XASE: 'XNYS', BATS: 'XNYS' };

/**
 * Twelve Data (keyed, free tier: 8 requests a minute, 800 a day; product §13.2): `/quote`,
 * `/time_series` (daily closes), `/dividends` and `/symbol_search`. A listing abroad is asked by
 * symbol and MIC (`VWRL.L` is `VWRL` on `XLON`), written `VWRL:XLON` as its provider symbol. Twelve
 * Data reports most errors in a 200 body (`{"status": "error", "code": 429 | 401 | 404 ...}`): they
 * are read as the HTTP status would be.
 */
export function createTwelveDataProvider(o: AdapterHttp & { apiKey: string }): MarketDataProvider {
  const id = 'twelvedata';
  const split = (providerSymbol: string): string => {
    const [symbol, mic] = providerSymbol.split(':');
    return `symbol=${encodeURIComponent(symbol!)}${mic ? `&mic_code=${encodeURIComponent(mic)}` : ''}&apikey=${encodeURIComponent(o.apiKey)}`;
  };
  /** The body, or null for an unknown symbol; errors in the body become ProviderErrors. */
  async function get(path: string): Promise<Record<string, unknown> | null> {
    const body = await getJson(id, o, path, { notFound: [404, 400] });
    if (body === null) return null;
    if (!isRecord(body)) throw new ProviderError(id, 'malformed', 'twelvedata: not an object');
    if (body.status === 'error') {
      const code = Number(body.code);
      if (code === 429) throw new ProviderError(id, 'rate_limited', 'twelvedata: out of API credits', 60);
      if (code === 401 || code === 403) throw new ProviderError(id, 'unauthorized', 'twelvedata: the key was refused');
      if (code === 404 || code === 400) return null;
      throw new ProviderError(id, 'unavailable', `twelvedata: error ${code}`);
    }
    return body;
  }
  return {
    id,
    name: 'Twelve Data',
    capabilities: {
      kinds: ['stock', 'etf', 'fund', 'crypto'],
      exchanges: 'any',
      rateLimit: { requests: 8, perSeconds: 60 },
      embedded: false,
      needsKey: true,
      isinSearch: false,
      delayMinutes: 15,
    },
    toProviderSymbol(ref: ProviderInstrumentRef) {
      if (ref.kind === 'crypto') {
        const [base, quote] = ref.symbol.split('-');
        return base && quote ? `${base}/${quote}` : null;
      }
      const ex = exchangeOfSymbol(ref.symbol);
      if (!ex) return ref.symbol;
      return `${ref.symbol.slice(0, ref.symbol.length - ex.suffix.length)}:${ex.mic}`;
    },
    async quote(symbol) {
      const q = await get(`/quote?${split(symbol)}`);
      if (!q) return null;
      const currency = typeof q.currency === 'string' ? q.currency : 'USD';
      const price = toMajorUnit(num(id, q.close, 'close'), currency);
      const previous = q.previous_close === undefined ? null : num(id, q.previous_close, 'previous_close') * price.factor;
      const time = q.last_quote_at ?? q.timestamp;
      return { price: price.amount, previousClose: previous, currency: price.currency, asOf: new Date(num(id, time, 'timestamp') * 1000).toISOString() };
    },
    async history(symbol, from, to) {
      const body = await get(`/time_series?${split(symbol)}&interval=1day&start_date=${from}&end_date=${to}&order=ASC&outputsize=5000`);
      if (!body) return null;
      const factor = isRecord(body.meta) ? toMajorUnit(1, String(body.meta.currency ?? 'USD')).factor : 1;
      if (!Array.isArray(body.values)) throw new ProviderError(id, 'malformed', 'twelvedata: no values');
      return body.values.flatMap((v) => (isRecord(v) && typeof v.datetime === 'string' ? [{ date: v.datetime.slice(0, 10), close: Math.round(num(id, v.close, 'close') * factor * 1e6) / 1e6 }] : []));
    },
    async dividends(symbol, from, to) {
      const body = await get(`/dividends?${split(symbol)}&start_date=${from}&end_date=${to}`);
      if (!body) return null;
      if (!Array.isArray(body.dividends)) throw new ProviderError(id, 'malformed', 'twelvedata: no dividends');
      return body.dividends.flatMap((d) => (isRecord(d) && typeof d.ex_date === 'string' ? [{ date: d.ex_date, amount: num(id, d.amount, 'amount') }] : []));
    },
    async search(query, limit) {
      const body = await get(`/symbol_search?symbol=${encodeURIComponent(query)}&outputsize=${limit}&apikey=${encodeURIComponent(o.apiKey)}`);
      if (!body) return [];
      if (!Array.isArray(body.data)) throw new ProviderError(id, 'malformed', 'twelvedata: no data');
      return body.data.flatMap((r): ProviderInstrument[] => {
        if (!isRecord(r) || typeof r.symbol !== 'string') return [];
        const kind = KINDS[String(r.instrument_type)];
        if (!kind) return [];
        const mic = US_SEGMENTS[String(r.mic_code)] ?? String(r.mic_code ?? '');
        const ex = exchangeByMic(mic);
        const symbol = kind === 'crypto' ? r.symbol.replace('/', '-') : `${r.symbol}${ex?.suffix ?? ''}`.toUpperCase();
        if (kind !== 'crypto' && !ex) return [];
        const currency = toMajorUnit(1, String(r.currency ?? ex?.currency ?? 'USD')).currency;
        return [{
          symbol, providerSymbol: kind === 'crypto' ? r.symbol : ex && ex.suffix ? `${r.symbol}:${ex.mic}` : r.symbol,
          name: String(r.instrument_name ?? r.symbol).slice(0, 200), kind, exchange: kind === 'crypto' ? 'CRYPTO' : ex!.mic, currency, isin: null,
        }];
      });
    },
  };
}
