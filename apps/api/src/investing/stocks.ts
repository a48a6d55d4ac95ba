import type { SampleMarket } from './MarketData';
import { sampleMarketData } from './sampleMarketData';

/**
 * The bundled sample generator, read directly by the demo seeds (which price their trades at the
 * sample's closes) and by tests. The server's market data is `createMarketService` over the
 * configured providers (product §13.1), built in `createServer`.
 */
export const marketData: SampleMarket = sampleMarketData;
