import { invalidField } from '../lib/http';
import type { MarketData } from './MarketData';
import { DEFAULT_BENCHMARK } from './portfolioPerformance';

/**
 * The benchmark a query names (`benchmark=spy`), as the market data spells its symbol; SPY when
 * absent or blank. Any instrument of the market data may be one; another symbol is a 400 at the
 * field `benchmark`.
 */
export async function readBenchmark(value: string | undefined, market: MarketData): Promise<string> {
  const wanted = value?.trim() || DEFAULT_BENCHMARK;
  const instrument = await market.instrument(wanted);
  if (!instrument) throw invalidField('benchmark', `${wanted.slice(0, 20)} is not a symbol of the market data`);
  return instrument.symbol;
}
