import type { DailyClose, InstrumentKind, MarketDataSource, StockQuote, StockSearchResult, UnpricedSymbol } from '@pt/api';

/**
 * An instrument the server prices (product §13.3): the product's symbol (Yahoo-style, 'VWRL.L',
 * 'BTC-USD'), its kind, the exchange's MIC ('CRYPTO' for crypto; null when not known), the currency
 * its prices are in (the major unit: pounds, not pence), and its ISIN where known.
 */
export interface Instrument {
  symbol: string; name: string; kind: InstrumentKind; sector: string | null;
  exchange: string | null; currency: string; isin: string | null;
}

/** Quotes are 15 minutes delayed (product §1). */
export const DELAY_MINUTES = 15;

/** A quote as the server sends it: where it came from and whether it is stale are always there (product §13.5). */
export type PricedQuote = StockQuote & Required<Pick<StockQuote, 'provider' | 'exchange' | 'kind' | 'stale' | 'stale_reason' | 'stale_message' | 'flags'>>;

/** The quotes of a batch: priced ones by the symbol as the server spells it, unknown symbols, and known ones without any price (with why). */
export interface QuoteBatch { quotes: Map<string, PricedQuote>; unknown: string[]; unpriced: UnpricedSymbol[] }

/**
 * Everything the routes know of markets (product §13.1): every read is a promise, answered from
 * stored values (the database) or an embedded provider, never by waiting on a network provider in
 * a request when a stored value can answer. Dates are 'YYYY-MM-DD' (UTC); prices in the
 * instrument's currency.
 */
export interface MarketData {
  /** 'sample' while the embedded sample is the first provider; 'feed' with a real provider first. */
  readonly source: MarketDataSource;
  /** The first date with a close. */
  readonly historyStart: string;
  /** The symbol's instrument, the symbol read case-insensitively; null when unknown. */
  instrument(symbol: string): Promise<Instrument | null>;
  /**
   * Instruments the server knows (the sample's, those members added; a hand-priced one only for its
   * creator, `userId`) best first; `withProviders`: then what the network providers' searches find.
   */
  search(query: string, limit: number, o?: { withProviders?: boolean; userId?: string | null }): Promise<StockSearchResult[]>;
  /** The delayed quote at `now`; null for an unknown symbol or one without any price yet. */
  quote(symbol: string, now: Date): Promise<PricedQuote | null>;
  quotes(symbols: readonly string[], now: Date): Promise<QuoteBatch>;
  /** The last date the data covers at `now` (the date of the delayed quote's `as_of`). */
  latestDate(now: Date): string;
  /** Closes of the trading days from `from` to `to` inclusive, oldest first; null for an unknown symbol. */
  history(symbol: string, from: string, to: string): Promise<DailyClose[] | null>;
  /**
   * Dividends with an ex-date from `from` to `to` inclusive, oldest first: cash per share in the
   * instrument's currency (a holder of record on the ex-date is paid it). [] for an instrument that
   * pays none, null for an unknown symbol.
   */
  dividends(symbol: string, from: string, to: string): Promise<DividendPerShare[] | null>;
}

/** One dividend: its ex-date ('YYYY-MM-DD') and cash per share. */
export interface DividendPerShare { date: string; amount: number }

/** The sample generator's own interface: synchronous, in-process (the sample provider wraps it, `marketData/sampleProvider.ts`). */
export interface SampleMarket {
  readonly historyStart: string;
  instruments(): Instrument[];
  instrument(symbol: string): Instrument | null;
  search(query: string, limit: number): StockSearchResult[];
  quote(symbol: string, now: Date): StockQuote | null;
  latestDate(now: Date): string;
  history(symbol: string, from: string, to: string): DailyClose[] | null;
  dividends(symbol: string, from: string, to: string): DividendPerShare[] | null;
}
