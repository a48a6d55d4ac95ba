import { randomBytes } from 'node:crypto';
import {
  addDays, isStalePrice, staleReasonText,
  type DailyClose, type MarketDataSource, type StaleReason, type StockSearchResult,
} from '@pt/api';
import type { Clock } from '../context';
import type { Db } from '../db';
import { iso, num } from '../lib/time';
import {
  findInstrument, insertFoundInstrument, insertManualInstrument, isInstrumentCreatedBy, listHeldInstrumentCurrencies, listHeldProviderInstruments,
  searchInstruments, type InstrumentRow,
} from '../db/queries/instruments';
import {
  deleteManualClose, findCachedQuote, insertManualClose, listCachedQuotes, listCloses, listDividends, listLastTwoCloses, recordQuoteFailure,
  upsertCloses, upsertDividends, upsertEmbeddedQuotes, upsertFetchedQuote, upsertManualClose, upsertSplits, type QuoteCacheRow,
} from '../db/queries/prices';
import { listLastUsdRateDays, listUsdRates, upsertUsdRates } from '../db/queries/fxRates';
import {
  ensureSyncRow, failFxSync, failInstrumentSync, findHistoryWanted, findSyncError, findSyncedHistory, finishFxSync, finishInstrumentSync, takeFxLease,
  takeInstrumentLease, wantHistoryFrom,
} from '../db/queries/marketData';
import { DELAY_MINUTES, type DividendPerShare, type Instrument, type MarketData, type PricedQuote, type QuoteBatch } from '../investing/MarketData';
import { NoProviderAnswered, type MarketDataRegistry } from './registry';
import type { MarketDataProvider, ProviderInstrumentRef } from './provider';
import type { SampleProvider } from './sampleProvider';

/** How long a stored quote answers before a sync fetches a new one (product §13.2). */
export const QUOTE_TTL_SECONDS = 60;
/** How long an instance holds an instrument's sync lease; a crashed instance's lease ends by itself. */
export const SYNC_LEASE_SECONDS = 120;
/** History a stored instrument gets when nobody asked for older: one year before its first trade or the first read. */
export const DEFAULT_HISTORY_DAYS = 370;
/** The earliest day any stored history reaches back to. */
export const STORED_HISTORY_START = '2000-01-03';
/** Currencies whose daily rates are kept even when no holding needs them (product §13.2). */
export const FX_CURRENCIES = ['EUR', 'GBP', 'CAD', 'CHF', 'JPY'];
/** FX history kept: from this day on. */
export const FX_HISTORY_START = '2015-01-02';
export const MANUAL_PROVIDER_NAME = 'Entered by hand';

export type { InstrumentRow };

export interface StoredInstrument extends Instrument { provider: string; providerSymbols: Record<string, string>; stored: boolean }

export type SyncOutcome = 'fetched' | 'fresh' | 'skipped' | 'failed';

/** The market data of one server process over the database and the registry (product §13.1, §13.2). */
export interface MarketService extends MarketData {
  readonly registry: MarketDataRegistry;
  readonly sample: SampleProvider | null;
  /** The instrument with where it comes from; null when unknown. */
  describe(symbol: string): Promise<StoredInstrument | null>;
  /** Fetches what a stored instrument lacks (quote older than the TTL, closes up to the latest day) under its lease. */
  syncInstrument(symbol: string): Promise<SyncOutcome>;
  /** Syncs every stored instrument members hold, and the FX rates (main.ts runs it on a timer). */
  syncHeld(): Promise<{ instruments: Record<string, SyncOutcome>; fx: 'fetched' | 'fresh' | 'failed' | 'none' }>;
  syncFx(currencies?: readonly string[]): Promise<'fetched' | 'fresh' | 'failed' | 'none'>;
  /** Rates of `quote` per US dollar on each stored day from `from` to `to`. */
  fxRates(quote: string, from: string, to: string): Promise<{ date: string; rate: number; source: string }[]>;
  /** Waits for the background syncs this process started (tests). */
  settle(): Promise<void>;
  /** Display name of a provider id ('manual' is "Entered by hand"). */
  providerName(id: string): string;
  /**
   * The instrument a member names: one the server knows (a hand-priced one only for its creator), else
   * one a network provider's search finds under exactly that symbol, added for everyone (product §13.3).
   */
  resolve(symbol: string, userId: string): Promise<StoredInstrument | null>;
  /** Adds a hand-priced instrument (its symbol must be free) with its first price. */
  addManual(input: ManualInstrumentInput, userId: string): Promise<StoredInstrument>;
  /** Writes (or replaces) hand-entered closes of a hand-priced instrument; deletes those with `close: null`. */
  setManualPrices(symbol: string, prices: readonly { date: string; close: number | null }[]): Promise<void>;
}

export interface ManualInstrumentInput {
  symbol: string; name: string; kind: Instrument['kind']; currency: string; exchange: string | null; isin: string | null;
  price: number; date: string;
}

/** 409: a symbol already taken by another instrument. */
export class SymbolTaken extends Error {}

export interface MarketServiceOptions {
  db: Db;
  registry: MarketDataRegistry;
  clock: Clock;
  log?: (line: string) => void;
  quoteTtlSeconds?: number;
  /** Identifies this instance in leases. */
  instanceId?: string;
  /** false: never start a background sync from a request (tests that drive syncs themselves). */
  backgroundSync?: boolean;
}

const toDate = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const minDate = (a: string, b: string): string => (a < b ? a : b);

/**
 * Reads answer from stored values: the embedded sample is asked in-process (and its last quote kept,
 * so an outage shows the last price as stale); a network provider's instruments are read from the
 * database and a read that finds them old or missing starts a background sync, never waiting for it
 * (product §13.2). A sync takes the instrument's lease in `market_sync` first, so instances that
 * share a database fetch each instrument once.
 */
export function createMarketService(o: MarketServiceOptions): MarketService {
  const { db, registry, clock } = o;
  const log = o.log ?? (() => undefined);
  const ttlMs = (o.quoteTtlSeconds ?? QUOTE_TTL_SECONDS) * 1000;
  const instanceId = o.instanceId ?? randomBytes(6).toString('hex');
  const sample = (registry.providers.find((p) => p.id === 'sample') as SampleProvider | undefined) ?? null;
  const inFlight = new Map<string, Promise<unknown>>();
  /** When this process last wrote each embedded quote to the cache (it writes at most once per TTL). */
  const remembered = new Map<string, number>();

  const providerName = (id: string): string => (id === 'manual' ? MANUAL_PROVIDER_NAME : registry.byId(id)?.name ?? id);
  const sampleInstrument = (symbol: string): StoredInstrument | null => {
    const i = sample?.market.instrument(symbol);
    return i ? { ...i, provider: 'sample', providerSymbols: {}, stored: false } : null;
  };
  const fromRow = (r: InstrumentRow): StoredInstrument => ({
    symbol: r.symbol, name: r.name, kind: r.kind, sector: r.sector, exchange: r.exchange, currency: r.currency, isin: r.isin,
    provider: r.provider, providerSymbols: typeof r.provider_symbols === 'string' ? (JSON.parse(r.provider_symbols) as Record<string, string>) : r.provider_symbols, stored: true,
  });
  const ref = (i: StoredInstrument): ProviderInstrumentRef & { provider: string } => ({
    symbol: i.symbol, kind: i.kind, exchange: i.exchange, currency: i.currency, providerSymbols: i.providerSymbols, provider: i.provider,
  });

  async function describe(symbol: string): Promise<StoredInstrument | null> {
    const s = symbol.trim().toUpperCase();
    if (!s || s.length > 32) return null;
    const fromSample = sampleInstrument(s);
    if (fromSample) return fromSample;
    const row = await findInstrument(db, s);
    return row ? fromRow(row) : null;
  }

  const latestDate = (now: Date): string => new Date(now.getTime() - DELAY_MINUTES * 60_000).toISOString().slice(0, 10);

  /** Starts a background sync of `symbol` unless one of this process is running; never awaited by a request. */
  function kick(symbol: string): void {
    if (o.backgroundSync === false || inFlight.has(symbol)) return;
    const p = syncInstrument(symbol)
      .catch((err: unknown) => log(`[warn] market sync ${symbol}: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => inFlight.delete(symbol));
    inFlight.set(symbol, p);
  }

  type CacheRow = QuoteCacheRow;

  function priced(i: StoredInstrument, c: CacheRow, now: Date, failure: string | null): PricedQuote {
    const price = num(c.price);
    const previous = c.previous_close === null ? price : num(c.previous_close);
    const change = Math.round((price - previous) * 1e6) / 1e6;
    const provider = providerName(c.source);
    const delay = registry.byId(c.source)?.capabilities.delayMinutes ?? DELAY_MINUTES;
    const asOf = iso(c.as_of);
    let reason: StaleReason | null = null;
    if (failure !== null) reason = 'provider_failed';
    else if (c.source !== 'manual' && isStalePrice(i.exchange, asOf, now, delay)) reason = 'old';
    return {
      symbol: i.symbol, name: i.name, price, previous_close: previous, change,
      change_percent: previous > 0 ? Math.round((change / previous) * 10_000) / 100 : 0,
      currency: i.currency, delayed_minutes: c.source === 'manual' ? 0 : delay, as_of: asOf,
      source: c.source === 'manual' ? 'manual' : c.source === 'sample' ? 'sample' : 'feed',
      provider, exchange: i.exchange, kind: i.kind,
      stale: reason !== null, stale_reason: reason, stale_message: reason === null ? null : staleReasonText(reason, provider, failure),
      flags: c.flags ?? [],
    };
  }

  async function readCache(symbols: readonly string[]): Promise<Map<string, CacheRow>> {
    if (!symbols.length) return new Map();
    const rows = await listCachedQuotes(db, symbols);
    return new Map(rows.map((r) => [r.symbol, r]));
  }

  /** A hand-priced instrument's quote: its last close and the one before (product §13.3). */
  async function manualQuote(i: StoredInstrument): Promise<CacheRow | null> {
    const rows = await listLastTwoCloses(db, i.symbol);
    if (!rows.length) return null;
    const asOf = `${toDate(rows[0]!.date)}T00:00:00.000Z`;
    return { symbol: i.symbol, price: rows[0]!.close, previous_close: rows[1]?.close ?? null, currency: i.currency, as_of: asOf, fetched_at: asOf, source: 'manual', flags: [], last_error: null, last_error_at: null };
  }

  async function quotes(symbols: readonly string[], now: Date): Promise<QuoteBatch> {
    const batch: QuoteBatch = { quotes: new Map(), unknown: [], unpriced: [] };
    const known: StoredInstrument[] = [];
    for (const s of symbols) {
      const i = await describe(s);
      if (i) known.push(i);
      else batch.unknown.push(s.trim().toUpperCase().slice(0, 20));
    }
    const cache = await readCache(known.map((i) => i.symbol));
    const toRemember: CacheRow[] = [];
    for (const i of known) {
      if (i.provider === 'manual') {
        const c = await manualQuote(i);
        if (c) batch.quotes.set(i.symbol, priced(i, c, now, null));
        else batch.unpriced.push({ symbol: i.symbol, reason: 'No price entered yet: add one on the instrument' });
        continue;
      }
      const cached = cache.get(i.symbol);
      if (!i.stored) {
        // The embedded provider answers in-process; on failure the last price it gave is shown as stale.
        try {
          const got = await registry.quote({ ...ref(i), only: (p: MarketDataProvider) => p.capabilities.embedded }, cached ? num(cached.price) : null);
          if (!got) {
            batch.unknown.push(i.symbol);
            continue;
          }
          const row: CacheRow = {
            symbol: i.symbol, price: got.quote.price, previous_close: got.quote.previousClose, currency: got.quote.currency, as_of: got.quote.asOf,
            fetched_at: now.toISOString(), source: got.provider.id, flags: got.flags, last_error: null, last_error_at: null,
          };
          batch.quotes.set(i.symbol, priced(i, row, now, null));
          const last = remembered.get(i.symbol);
          if (last === undefined || Math.abs(now.getTime() - last) >= ttlMs || (cached?.last_error ?? null) !== null) toRemember.push(row);
        } catch (err) {
          if (!(err instanceof NoProviderAnswered)) throw err;
          await recordFailure(i.symbol, err.words, now);
          if (cached) batch.quotes.set(i.symbol, priced(i, cached, now, err.words));
          else batch.unpriced.push({ symbol: i.symbol, reason: `${providerName(i.provider)} did not answer (${err.words}) and no earlier price is stored` });
        }
        continue;
      }
      // A network provider's instrument: the stored quote answers; an old or missing one is fetched in the background.
      if (!cached || now.getTime() - Date.parse(iso(cached.fetched_at)) >= ttlMs || cached.last_error !== null) kick(i.symbol);
      if (!cached) {
        const lastError = await findSyncError(db, i.symbol);
        batch.unpriced.push({
          symbol: i.symbol,
          reason: lastError ? `${providerName(i.provider)} did not answer (${lastError}); no price is stored yet` : `Waiting for the first price from ${providerName(i.provider)}`,
        });
        continue;
      }
      const failed = cached.last_error !== null && cached.last_error_at !== null && Date.parse(iso(cached.last_error_at)) >= Date.parse(iso(cached.fetched_at));
      batch.quotes.set(i.symbol, priced(i, cached, now, failed ? cached.last_error : null));
    }
    if (toRemember.length) await remember(toRemember, now);
    return batch;
  }

  /** Keeps the embedded provider's last quotes (one statement per batch, at most once per TTL per symbol in this process). */
  async function remember(rows: readonly CacheRow[], now: Date): Promise<void> {
    await upsertEmbeddedQuotes(db, rows, now);
    for (const r of rows) remembered.set(r.symbol, now.getTime());
  }

  async function recordFailure(symbol: string, words: string, now: Date): Promise<void> {
    await recordQuoteFailure(db, symbol, words, now);
    remembered.delete(symbol);
  }

  /** Where a stored instrument's closes should start: the earliest of a reader's wish, its holders' first trade (less 10 days), or a year back. */
  async function wantedFrom(symbol: string, now: Date): Promise<string> {
    const row = await findHistoryWanted(db, symbol);
    let from = addDays(latestDate(now), -DEFAULT_HISTORY_DAYS);
    if (row?.first) from = minDate(from, addDays(toDate(row.first instanceof Date ? row.first.toISOString() : row.first), -10));
    if (row?.want) from = minDate(from, toDate(row.want));
    return from < STORED_HISTORY_START ? STORED_HISTORY_START : from;
  }

  async function syncInstrument(symbol: string): Promise<SyncOutcome> {
    const i = await describe(symbol);
    if (!i || !i.stored || i.provider === 'manual') return 'fresh';
    const now = clock.now();
    await ensureSyncRow(db, i.symbol);
    // The lease: one instance at a time, and none before the back-off after a failure ends.
    const lease = await takeInstrumentLease(db, i.symbol, new Date(now.getTime() + SYNC_LEASE_SECONDS * 1000), instanceId, now);
    if (!lease) return 'skipped';
    let fetched = false;
    try {
      const cached = await findCachedQuote(db, i.symbol);
      if (!cached || now.getTime() - Date.parse(iso(cached.fetched_at)) >= ttlMs || cached.last_error !== null) {
        const got = await registry.quote(ref(i), cached ? num(cached.price) : null);
        fetched = true;
        if (got) {
          await upsertFetchedQuote(db, {
            symbol: i.symbol, price: got.quote.price, previousClose: got.quote.previousClose, currency: i.currency, asOf: got.quote.asOf, source: got.provider.id, flags: got.flags,
          }, now);
        }
      }
      const to = latestDate(now);
      const from = await wantedFrom(i.symbol, now);
      const heldFrom = lease.history_from === null ? null : toDate(lease.history_from);
      const heldTo = lease.history_to === null ? null : toDate(lease.history_to);
      const ranges: [string, string][] = [];
      if (heldFrom === null || heldTo === null) ranges.push([from, to]);
      else {
        if (from < heldFrom) ranges.push([from, addDays(heldFrom, -1)]);
        // The last stored day is asked again: its close may have been the day's price so far.
        if (heldTo < to || (heldTo === to && fetched)) ranges.push([heldTo, to]);
      }
      for (const [a, b] of ranges) {
        if (a > b) continue;
        const h = await registry.history(ref(i), a, b);
        fetched = true;
        if (h?.closes.length) {
          await upsertCloses(db, i.symbol, h.closes, h.provider.id);
        }
        const d = await registry.dividends(ref(i), a, b).catch(() => null);
        if (d?.dividends.length) {
          await upsertDividends(db, i.symbol, d.dividends, d.provider.id);
        }
        const s = await registry.splits(ref(i), a, b).catch(() => null);
        if (s?.splits.length) {
          await upsertSplits(db, i.symbol, s.splits, s.provider.id);
        }
      }
      await finishInstrumentSync(db, i.symbol, from, to, now);
      return fetched ? 'fetched' : 'fresh';
    } catch (err) {
      const words = err instanceof NoProviderAnswered ? err.words : 'failed';
      const failures = lease.failures + 1;
      const backoffMs = Math.min(30_000 * 2 ** (failures - 1), 3_600_000);
      await failInstrumentSync(db, i.symbol, failures, new Date(now.getTime() + backoffMs), words);
      await recordFailure(i.symbol, words, now);
      if (!(err instanceof NoProviderAnswered)) throw err;
      return 'failed';
    }
  }

  async function syncFx(currencies: readonly string[] = FX_CURRENCIES): Promise<'fetched' | 'fresh' | 'failed' | 'none'> {
    if (!registry.providers.some((p) => p.fxRates)) return 'none';
    const wanted = [...new Set(currencies.filter((c) => c !== 'USD'))];
    if (!wanted.length) return 'fresh';
    const now = clock.now();
    const to = latestDate(now);
    const lastRows = await listLastUsdRateDays(db, wanted);
    const last = new Map(lastRows.map((r) => [r.quote, toDate(r.last)]));
    const from = wanted.reduce((acc, c) => minDate(acc, last.has(c) ? addDays(last.get(c)!, 1) : FX_HISTORY_START), to);
    if (from > to) return 'fresh';
    // One lease for the whole set, in the same table: another instance skips while this one fetches.
    const key = '$FX';
    await ensureSyncRow(db, key);
    if (!(await takeFxLease(db, key, new Date(now.getTime() + SYNC_LEASE_SECONDS * 1000), instanceId, now))) return 'fresh';
    try {
      const { rates, provider } = await registry.fxRates('USD', wanted, from, to);
      if (rates.length) {
        await upsertUsdRates(db, rates, provider.id);
      }
      await finishFxSync(db, key, now);
      return 'fetched';
    } catch (err) {
      await failFxSync(db, key, err instanceof NoProviderAnswered ? err.words : 'failed');
      if (!(err instanceof NoProviderAnswered)) throw err;
      return 'failed';
    }
  }

  async function resolve(symbol: string, userId: string): Promise<StoredInstrument | null> {
    const s = symbol.trim().toUpperCase();
    const known = await describe(s);
    if (known) {
      if (known.provider !== 'manual') return known;
      return (await isInstrumentCreatedBy(db, s, userId)) ? known : null;
    }
    if (!/^[A-Z0-9][A-Z0-9.\-=^]{0,31}$/.test(s)) return null;
    if (!registry.providers.some((p) => !p.capabilities.embedded && p.search)) return null;
    const { results } = await registry.search(s, 10);
    const hit = results.find((r) => r.symbol === s && !r.provider.capabilities.embedded);
    if (!hit) return null;
    await insertFoundInstrument(db, {
      symbol: s, name: hit.name, kind: hit.kind, exchange: hit.exchange, currency: hit.currency, isin: hit.isin, sector: hit.sector ?? null,
      provider: hit.provider.id, providerSymbols: { [hit.provider.id]: hit.providerSymbol }, createdBy: userId,
    });
    const added = await describe(s);
    // Its first quote and closes come from the background sync; a read meanwhile says it is waiting.
    if (added) kick(added.symbol);
    return added;
  }

  async function addManual(input: ManualInstrumentInput, userId: string): Promise<StoredInstrument> {
    const s = input.symbol.trim().toUpperCase();
    if (await describe(s)) throw new SymbolTaken(`${s} is already an instrument: pick another symbol`);
    const added = await db.transaction(async (tx) => {
      const inserted = await insertManualInstrument(tx, {
        symbol: s, name: input.name, kind: input.kind, exchange: input.exchange, currency: input.currency, isin: input.isin, createdBy: userId,
      });
      if (!inserted) return false;
      await insertManualClose(tx, s, input.date, input.price);
      return true;
    });
    if (!added) throw new SymbolTaken(`${s} is already an instrument: pick another symbol`);
    return (await describe(s))!;
  }

  async function setManualPrices(symbol: string, prices: readonly { date: string; close: number | null }[]): Promise<void> {
    await db.transaction(async (tx) => {
      for (const p of prices) {
        if (p.close === null) await deleteManualClose(tx, symbol, p.date);
        else await upsertManualClose(tx, symbol, p.date, p.close);
      }
    });
  }

  const service: MarketService = {
    resolve,
    addManual,
    setManualPrices,
    registry,
    sample,
    source: (registry.providers[0]?.id ?? 'sample') === 'sample' ? 'sample' : ('feed' as MarketDataSource),
    historyStart: sample ? sample.market.historyStart : STORED_HISTORY_START,
    describe,
    providerName,
    latestDate,
    async instrument(symbol) {
      const i = await describe(symbol);
      if (!i) return null;
      const { provider: _p, providerSymbols: _s, stored: _st, ...plain } = i;
      return plain;
    },
    async search(query, limit, so = {}) {
      const needle = query.trim().toUpperCase();
      const own: StockSearchResult[] = (sample?.market.search(query, limit) ?? []).map((r) => {
        const i = sample!.market.instrument(r.symbol)!;
        return { ...r, exchange: i.exchange, currency: i.currency, isin: i.isin, provider: sample!.name, known: true };
      });
      const rows = await searchInstruments(db, needle, limit, so.userId ?? null);
      const stored = rows.map(fromRow).map((i): StockSearchResult => ({
        symbol: i.symbol, name: i.name, kind: i.kind, sector: i.sector, exchange: i.exchange, currency: i.currency, isin: i.isin, provider: providerName(i.provider), known: true,
      }));
      const seen = new Set<string>();
      const out: StockSearchResult[] = [];
      for (const r of [...stored.filter((s) => s.symbol === needle), ...own, ...stored]) {
        if (!seen.has(r.symbol) && out.length < limit) {
          seen.add(r.symbol);
          out.push(r);
        }
      }
      if (so.withProviders && out.length < limit && registry.providers.some((p) => !p.capabilities.embedded && p.search)) {
        const { results } = await registry.search(query, limit);
        for (const r of results) {
          if (r.provider.capabilities.embedded || seen.has(r.symbol) || out.length >= limit) continue;
          seen.add(r.symbol);
          out.push({ symbol: r.symbol, name: r.name, kind: r.kind, sector: r.sector ?? null, exchange: r.exchange, currency: r.currency, isin: r.isin, provider: r.provider.name, known: false });
        }
      }
      return out;
    },
    async quote(symbol, now) {
      const b = await quotes([symbol], now);
      return [...b.quotes.values()][0] ?? null;
    },
    quotes,
    async history(symbol, from, to) {
      const i = await describe(symbol);
      if (!i) return null;
      if (!i.stored) return sample!.market.history(i.symbol, from, to);
      if (i.provider !== 'manual') {
        const sync = await findSyncedHistory(db, i.symbol);
        const heldFrom = sync?.history_from ? toDate(sync.history_from) : null;
        const heldTo = sync?.history_to ? toDate(sync.history_to) : null;
        if (heldFrom === null || from < heldFrom || heldTo === null || heldTo < latestDate(clock.now())) {
          if (heldFrom === null || from < heldFrom) {
            await wantHistoryFrom(db, i.symbol, from < STORED_HISTORY_START ? STORED_HISTORY_START : from);
          }
          kick(i.symbol);
        }
      }
      const rows = await listCloses(db, i.symbol, from, to);
      return rows.map((r): DailyClose => ({ date: toDate(r.date), close: num(r.close) }));
    },
    async dividends(symbol, from, to) {
      const i = await describe(symbol);
      if (!i) return null;
      if (!i.stored) return sample!.market.dividends(i.symbol, from, to);
      const rows = await listDividends(db, i.symbol, from, to);
      return rows.map((r): DividendPerShare => ({ date: toDate(r.date), amount: num(r.amount) }));
    },
    syncInstrument,
    async syncHeld() {
      const instruments: Record<string, SyncOutcome> = {};
      for (const symbol of await listHeldProviderInstruments(db)) instruments[symbol] = await syncInstrument(symbol);
      const fx = await syncFx([...FX_CURRENCIES, ...(await listHeldInstrumentCurrencies(db))]);
      return { instruments, fx };
    },
    syncFx,
    async fxRates(quote, from, to) {
      const rows = await listUsdRates(db, quote.toUpperCase(), from, to);
      return rows.map((r) => ({ date: toDate(r.date), rate: num(r.rate), source: r.source }));
    },
    async settle() {
      while (inFlight.size) await Promise.all([...inFlight.values()]);
    },
  };
  return service;
}

