import type { StockQuote } from '@pt/api';
import type { Instrument, MarketData } from './MarketData';
import { sampleMarketData } from './sampleMarketData';

/** The server's market data: the generated sample; a real feed implementing `MarketData` goes here. */
export const marketData: MarketData = sampleMarketData;

export const findSymbol = (symbol: string): Instrument | undefined => marketData.instrument(symbol) ?? undefined;
export const quote = (symbol: string, now: Date): StockQuote | null => marketData.quote(symbol, now);
