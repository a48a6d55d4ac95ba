import type { StockQuote, StockSearchResult } from '@pt/api';
import type { Instrument, MarketData } from './MarketData';
import { sampleMarketData } from './sampleMarketData';

export { DELAY_MINUTES } from './MarketData';

/** The server's market data: the generated sample; a real feed implementing `MarketData` goes here. */
export const marketData: MarketData = sampleMarketData;

export const findSymbol = (symbol: string): Instrument | undefined => marketData.instrument(symbol) ?? undefined;
export const quote = (symbol: string, now: Date): StockQuote | null => marketData.quote(symbol, now);
export const search = (q: string, limit = 10): StockSearchResult[] => marketData.search(q, limit);
