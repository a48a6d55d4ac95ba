import { ProviderError, type MarketDataProvider, type ProviderInstrumentRef } from '../provider';
import { getJson, isRecord, num, unixOfDate, type AdapterHttp } from '../http';

export const COINGECKO_BASE_URL = 'https://api.coingecko.com/api/v3';

/** Ids of the best-known coins, so they are priced before anyone searched for them. Others come from a search (`provider_symbols`). */
const KNOWN_IDS: Readonly<Record<string, string>> = {
  BTC: 'bitcoin', ETH: 'ethereum', SOL: 'solana', XRP: 'ripple', ADA: 'cardano', DOGE: 'dogecoin', LTC: 'litecoin', DOT: 'polkadot',
  BNB: 'binancecoin', USDT: 'tether', USDC: 'usd-coin', AVAX: 'avalanche-2', LINK: 'chainlink', XLM: 'stellar', TRX: 'tron',
};
const VS = new Set(['USD', 'EUR', 'GBP', 'CAD', 'CHF', 'JPY', 'AUD']);

/**
 * CoinGecko for crypto (product §13.2): `/simple/price`, `/coins/{id}/market_chart/range` and
 * `/search`. The product's symbol `BTC-USD` is the coin id and the currency, written
 * `bitcoin:usd`. Without a key the public API allows a few calls a minute; with
 * `COINGECKO_API_KEY` (a free "demo" key) it is sent as `x-cg-demo-api-key` (30 a minute).
 */
export function createCoinGeckoProvider(o: AdapterHttp & { apiKey?: string }): MarketDataProvider {
  const id = 'coingecko';
  const headers: Record<string, string> = o.apiKey ? { 'x-cg-demo-api-key': o.apiKey } : {};
  const parse = (providerSymbol: string): { coin: string; vs: string } => {
    const [coin, vs] = providerSymbol.split(':');
    return { coin: coin!, vs: (vs ?? 'usd').toLowerCase() };
  };
  return {
    id,
    name: 'CoinGecko',
    capabilities: {
      kinds: ['crypto'],
      exchanges: ['CRYPTO'],
      rateLimit: { requests: o.apiKey ? 30 : 10, perSeconds: 60 },
      embedded: false,
      needsKey: false,
      isinSearch: false,
      delayMinutes: 0,
    },
    toProviderSymbol(ref: ProviderInstrumentRef) {
      const [base, quote] = ref.symbol.toUpperCase().split('-');
      if (!base || !quote || !VS.has(quote)) return null;
      const coin = ref.providerSymbols?.coingecko?.split(':')[0] ?? KNOWN_IDS[base];
      return coin ? `${coin}:${quote.toLowerCase()}` : null;
    },
    async quote(symbol) {
      const { coin, vs } = parse(symbol);
      const body = await getJson(id, o, `/simple/price?ids=${encodeURIComponent(coin)}&vs_currencies=${vs}&include_24hr_change=true&include_last_updated_at=true`, { headers });
      if (!isRecord(body)) throw new ProviderError(id, 'malformed', 'coingecko: not an object');
      const q = body[coin];
      if (q === undefined) return null;
      if (!isRecord(q)) throw new ProviderError(id, 'malformed', 'coingecko: no price');
      const price = num(id, q[vs], vs);
      const change = q[`${vs}_24h_change`] === undefined ? null : num(id, q[`${vs}_24h_change`], 'change');
      return {
        price,
        previousClose: change === null ? null : price / (1 + change / 100),
        currency: vs.toUpperCase(),
        asOf: new Date(num(id, q.last_updated_at, 'last_updated_at') * 1000).toISOString(),
      };
    },
    async history(symbol, from, to) {
      const { coin, vs } = parse(symbol);
      const body = await getJson(id, o, `/coins/${encodeURIComponent(coin)}/market_chart/range?vs_currency=${vs}&from=${unixOfDate(from)}&to=${unixOfDate(to) + 86_399}`, { headers });
      if (body === null) return null;
      if (!isRecord(body) || !Array.isArray(body.prices)) throw new ProviderError(id, 'malformed', 'coingecko: no prices');
      // Short ranges come hourly: the day's close is its last price (UTC day).
      const byDay = new Map<string, number>();
      for (const p of body.prices) {
        if (Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number') byDay.set(new Date(p[0]).toISOString().slice(0, 10), p[1]);
      }
      return [...byDay].map(([date, close]) => ({ date, close }));
    },
    async search(query, limit) {
      const body = await getJson(id, o, `/search?query=${encodeURIComponent(query)}`, { headers });
      if (!isRecord(body) || !Array.isArray(body.coins)) throw new ProviderError(id, 'malformed', 'coingecko: no coins');
      return body.coins.slice(0, limit).flatMap((c) => (isRecord(c) && typeof c.id === 'string' && typeof c.symbol === 'string'
        ? [{ symbol: `${c.symbol.toUpperCase()}-USD`, providerSymbol: `${c.id}:usd`, name: String(c.name ?? c.symbol).slice(0, 200), kind: 'crypto' as const, exchange: 'CRYPTO', currency: 'USD', isin: null }]
        : []));
    },
  };
}
