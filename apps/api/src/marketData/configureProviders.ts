import type { Clock, Config } from '../context';
import type { MarketDataProvider } from './provider';
import { createSampleProvider } from './sampleProvider';
import { createYahooProvider, YAHOO_BASE_URL, YAHOO_COOKIE_URL } from './adapters/yahooFinance';
import { createTwelveDataProvider, TWELVE_DATA_BASE_URL } from './adapters/twelveData';
import { createCoinGeckoProvider, COINGECKO_BASE_URL } from './adapters/coinGecko';
import { createFrankfurterProvider, FRANKFURTER_BASE_URL } from './adapters/frankfurter';

/**
 * The providers MARKET_DATA_PROVIDERS names, in its order (product §13.2); the embedded sample
 * alone when unset. A test-only base URL (`YAHOO_FINANCE_API_BASE`...) points an adapter at a fake
 * server.
 */
export function configureProviders(config: Config, clock: Clock): MarketDataProvider[] {
  const bases = config.marketDataBases ?? {};
  return (config.marketDataProviders ?? ['sample']).map((id): MarketDataProvider => {
    switch (id) {
      case 'sample':
        return createSampleProvider(clock);
      case 'yahoo':
        return createYahooProvider({ baseUrl: bases.yahoo ?? YAHOO_BASE_URL, cookieUrl: bases['yahoo-cookie'] ?? (bases.yahoo ? `${bases.yahoo}/cookie` : YAHOO_COOKIE_URL) });
      case 'twelvedata':
        return createTwelveDataProvider({ baseUrl: bases.twelvedata ?? TWELVE_DATA_BASE_URL, apiKey: config.twelveDataApiKey ?? '' });
      case 'coingecko':
        return createCoinGeckoProvider({ baseUrl: bases.coingecko ?? COINGECKO_BASE_URL, ...(config.coinGeckoApiKey ? { apiKey: config.coinGeckoApiKey } : {}) });
      case 'ecb':
        return createFrankfurterProvider({ baseUrl: bases.ecb ?? FRANKFURTER_BASE_URL });
      default:
        throw new Error(`Unknown market-data provider ${id}`);
    }
  });
}
