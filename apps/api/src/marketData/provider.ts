import type { InstrumentKind } from '@pt/api';

/**
 * One market-data provider behind one interface (product §13.1): every call is a promise, so an
 * embedded generator and a network feed fit alike. Symbols here are the provider's own (the
 * registry translates: `ProviderInstrumentRef.providerSymbols`, else `toProviderSymbol`).
 * Prices are in the major unit of `currency` (an adapter converts pence with `toMajorUnit`).
 * A call that cannot be answered throws a `ProviderError`; an unknown symbol resolves null.
 */
export interface MarketDataProvider {
  /** Stable id used in configuration and storage: 'sample', 'yahoo', 'twelvedata', 'coingecko', 'ecb'. */
  readonly id: string;
  /** The name a screen shows ('Sample data', 'Yahoo Finance'). */
  readonly name: string;
  readonly capabilities: ProviderCapabilities;
  /** The provider's symbol for an instrument, or null when it cannot list it (an exchange or kind it lacks). */
  toProviderSymbol(ref: ProviderInstrumentRef): string | null;
  search?(query: string, limit: number): Promise<ProviderInstrument[]>;
  quote?(symbol: string): Promise<ProviderQuote | null>;
  /** Daily closes from `from` to `to` inclusive ('YYYY-MM-DD'), oldest first. */
  history?(symbol: string, from: string, to: string): Promise<ProviderClose[] | null>;
  dividends?(symbol: string, from: string, to: string): Promise<ProviderDividend[] | null>;
  splits?(symbol: string, from: string, to: string): Promise<ProviderSplit[] | null>;
  /** Daily rates: units of each currency in `quotes` for one unit of `base`, per day from `from` to `to`. */
  fxRates?(base: string, quotes: readonly string[], from: string, to: string): Promise<FxRate[]>;
}

export interface ProviderCapabilities {
  kinds: readonly InstrumentKind[];
  /** MICs it lists ('XLON'), 'CRYPTO', or 'any'. */
  exchanges: readonly string[] | 'any';
  /** Requests allowed per window, shared by every call of this process. */
  rateLimit: { requests: number; perSeconds: number };
  /** In-process and offline (the sample): answers cost nothing, so they are not stored and never wait on a network. */
  embedded: boolean;
  /** Whether it needs an API key (read from its own environment variable). */
  needsKey: boolean;
  /** Searches by ISIN too. */
  isinSearch: boolean;
  /** Quote delay the provider documents, minutes. */
  delayMinutes: number;
}

/** What the registry knows of an instrument when it asks a provider. */
export interface ProviderInstrumentRef {
  symbol: string;
  kind: InstrumentKind;
  exchange: string | null;
  currency: string;
  /** Symbols by provider id, learnt from searches ('coingecko' -> 'bitcoin'). */
  providerSymbols?: Readonly<Record<string, string>>;
}

export interface ProviderInstrument {
  /** The product's symbol (Yahoo-style: 'VWRL.L', 'BTC-USD'). */
  symbol: string;
  /** The provider's own symbol for it. */
  providerSymbol: string;
  name: string;
  kind: InstrumentKind;
  exchange: string | null;
  currency: string;
  isin: string | null;
  sector?: string | null;
}

export interface ProviderQuote {
  price: number;
  previousClose: number | null;
  currency: string;
  /** When the price was made (ISO). */
  asOf: string;
}

export interface ProviderClose { date: string; close: number }
export interface ProviderDividend { date: string; amount: number }
export interface ProviderSplit { date: string; ratio: number }
export interface FxRate { date: string; base: string; quote: string; rate: number }

export type ProviderErrorKind = 'rate_limited' | 'unavailable' | 'timeout' | 'malformed' | 'unauthorized' | 'session_expired' | 'invalid' | 'circuit_open' | 'not_supported';

/** A provider that could not answer. `retryAfterSeconds`: what a 429 asked for. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: ProviderErrorKind,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The few words a screen shows for a failure ('rate limited'), never a response body or a key. */
export const PROVIDER_ERROR_WORDS: Readonly<Record<ProviderErrorKind, string>> = {
  rate_limited: 'rate limited',
  unavailable: 'unavailable',
  timeout: 'timed out',
  malformed: 'unreadable answer',
  unauthorized: 'key refused',
  session_expired: 'session expired',
  invalid: 'implausible price',
  circuit_open: 'paused after repeated failures',
  not_supported: 'not offered',
};
