import { ProviderError, type FxRate, type MarketDataProvider } from '../provider';
import { getJson, isRecord, num, type AdapterHttp } from '../http';

export const FRANKFURTER_BASE_URL = 'https://api.frankfurter.dev/v1';

/**
 * The European Central Bank's reference rates through Frankfurter (no key; product §13.2): one
 * call per range, `/{from}..{to}?base=USD&symbols=EUR,GBP`, answering the rates of each working
 * day (published around 16:00 CET; none on weekends and TARGET holidays). Rates only: it prices no
 * instrument.
 */
export function createFrankfurterProvider(o: AdapterHttp = { baseUrl: FRANKFURTER_BASE_URL }): MarketDataProvider {
  const id = 'ecb';
  return {
    id,
    name: 'ECB reference rates',
    capabilities: {
      kinds: [],
      exchanges: [],
      rateLimit: { requests: 30, perSeconds: 60 },
      embedded: false,
      needsKey: false,
      isinSearch: false,
      delayMinutes: 0,
    },
    toProviderSymbol: () => null,
    async fxRates(base, quotes, from, to): Promise<FxRate[]> {
      const wanted = quotes.filter((q) => q !== base);
      if (!wanted.length) return [];
      const body = await getJson(id, o, `/${from}..${to}?base=${encodeURIComponent(base)}&symbols=${wanted.map(encodeURIComponent).join(',')}`);
      if (body === null) throw new ProviderError(id, 'not_supported', `ecb: no rates for ${base}`);
      if (!isRecord(body) || !isRecord(body.rates)) throw new ProviderError(id, 'malformed', 'ecb: no rates');
      const out: FxRate[] = [];
      for (const [date, day] of Object.entries(body.rates)) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRecord(day)) throw new ProviderError(id, 'malformed', 'ecb: a day without rates');
        for (const [quote, rate] of Object.entries(day)) out.push({ date, base, quote, rate: num(id, rate, quote) });
      }
      return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    },
  };
}
