import type { DailyClose, InstrumentKind, MarketDataSource, StockQuote, StockSearchResult } from '@pt/api';

export interface Instrument { symbol: string; name: string; kind: InstrumentKind; sector: string | null }

/** Quotes are 15 minutes delayed (product §1). */
export const DELAY_MINUTES = 15;

/**
 * Everything the server knows about markets, behind one interface so a real feed can replace
 * the bundled sample (`sampleMarketData.ts`) without touching the routes. Dates are
 * 'YYYY-MM-DD' (UTC); prices in `currency`.
 */
export interface MarketData {
  readonly source: MarketDataSource;
  readonly currency: string;
  /** The first date with a close. */
  readonly historyStart: string;
  /** The symbol's instrument, the symbol read case-insensitively; null when unknown. */
  instrument(symbol: string): Instrument | null;
  /** Best matches first: exact symbol, symbol prefix, name prefix, then anywhere in either. */
  search(query: string, limit: number): StockSearchResult[];
  /** The delayed quote at `now`; null for an unknown symbol. */
  quote(symbol: string, now: Date): StockQuote | null;
  /** The last date the data covers at `now` (the date of the delayed quote's `as_of`). */
  latestDate(now: Date): string;
  /** Closes of the trading days from `from` to `to` inclusive, oldest first; null for an unknown symbol. */
  history(symbol: string, from: string, to: string): DailyClose[] | null;
  /**
   * Dividends with an ex-date from `from` to `to` inclusive, oldest first: cash per share in
   * `currency` (a holder of record on the ex-date is paid it). [] for an instrument that pays
   * none, null for an unknown symbol.
   */
  dividends(symbol: string, from: string, to: string): DividendPerShare[] | null;
}

/** One dividend: its ex-date ('YYYY-MM-DD') and cash per share. */
export interface DividendPerShare { date: string; amount: number }
