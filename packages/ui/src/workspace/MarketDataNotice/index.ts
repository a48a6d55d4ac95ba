export { MarketDataNotice, type MarketDataNoticeProps } from './MarketDataNotice';
