import { INSTRUMENT_KINDS } from '@pt/api';
import type { Clock } from '../context';
import type { SampleMarket } from '../investing/MarketData';
import { sampleMarketData } from '../investing/sampleMarketData';
import { sampleFxRates } from '../investing/sampleFx';
import { ProviderError, type MarketDataProvider, type ProviderInstrument } from './provider';

export const SAMPLE_PROVIDER_NAME = 'Sample data';

/** The embedded sample provider, with a switch that makes it fail (a development and test aid: `POST /dev/market-data/outage`). */
export interface SampleProvider extends MarketDataProvider {
  readonly market: SampleMarket;
  setOutage(on: boolean): void;
  readonly outage: boolean;
}

/**
 * The bundled sample as a provider (product §13.2): deterministic, offline, in-process, named
 * "Sample data" on screen. It lists its own catalogue only (any kind it holds, on its exchanges).
 */
export function createSampleProvider(clock: Clock, market: SampleMarket = sampleMarketData): SampleProvider {
  let outage = false;
  const up = () => {
    if (outage) throw new ProviderError('sample', 'unavailable', 'Sample data: simulated outage');
  };
  const toHit = (symbol: string): ProviderInstrument | null => {
    const i = market.instrument(symbol);
    return i && { symbol: i.symbol, providerSymbol: i.symbol, name: i.name, kind: i.kind, exchange: i.exchange, currency: i.currency, isin: i.isin, sector: i.sector };
  };
  return {
    id: 'sample',
    name: SAMPLE_PROVIDER_NAME,
    market,
    get outage() {
      return outage;
    },
    setOutage(on) {
      outage = on;
    },
    capabilities: {
      kinds: INSTRUMENT_KINDS,
      exchanges: 'any',
      rateLimit: { requests: 1_000_000, perSeconds: 1 },
      embedded: true,
      needsKey: false,
      isinSearch: true,
      delayMinutes: 15,
    },
    toProviderSymbol: (ref) => market.instrument(ref.symbol)?.symbol ?? null,
    async search(query, limit) {
      up();
      return market.search(query, limit).flatMap((r) => toHit(r.symbol) ?? []);
    },
    async quote(symbol) {
      up();
      const q = market.quote(symbol, clock.now());
      return q && { price: q.price, previousClose: q.previous_close, currency: q.currency, asOf: q.as_of };
    },
    async history(symbol, from, to) {
      up();
      return market.history(symbol, from, to);
    },
    async dividends(symbol, from, to) {
      up();
      return market.dividends(symbol, from < market.historyStart ? market.historyStart : from, to);
    },
    async fxRates(base, quotes, from, to) {
      up();
      return sampleFxRates(base, quotes, from, to);
    },
  };
}
