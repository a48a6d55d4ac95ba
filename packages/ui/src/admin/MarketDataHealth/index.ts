export { MarketDataHealth, type MarketDataHealthProps, type ProviderHealthRow, type InstrumentHealthRow } from './MarketDataHealth';
