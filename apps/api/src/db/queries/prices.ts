// The SQL of prices (product §16.4): the quote cache, daily closes, dividends and splits of stored instruments.
// Each function is one statement on whatever it is given (the pool or a transaction); the market service decides
// what runs together.
import type { PriceFlag } from '@pt/api';
import type { Queryable } from '../Db';

/** A stored quote: the last one a provider gave, and its last failure. */
export interface QuoteCacheRow {
  symbol: string; price: unknown; previous_close: unknown; currency: string; as_of: unknown; fetched_at: unknown; source: string; flags: PriceFlag[] | null;
  last_error: string | null; last_error_at: unknown;
}

export const listCachedQuotes = (q: Queryable, symbols: readonly string[]): Promise<QuoteCacheRow[]> =>
  q.query<QuoteCacheRow>('SELECT * FROM quote_cache WHERE symbol = ANY($1::text[])', [symbols]);

export async function findCachedQuote(q: Queryable, symbol: string): Promise<QuoteCacheRow | null> {
  return (await q.query<QuoteCacheRow>('SELECT * FROM quote_cache WHERE symbol = $1', [symbol]))[0] ?? null;
}

/** Keeps the embedded provider's last quotes, one statement per batch (clears a recorded failure). */
export async function upsertEmbeddedQuotes(q: Queryable, rows: readonly QuoteCacheRow[], now: Date): Promise<void> {
  await q.query(
    `INSERT INTO quote_cache (symbol, price, previous_close, currency, as_of, fetched_at, source, flags)
       SELECT s, p, pc, c, a, $7, src, '{}' FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::text[], $5::timestamptz[], $6::text[]) AS t(s, p, pc, c, a, src)
       ON CONFLICT (symbol) DO UPDATE SET price = EXCLUDED.price, previous_close = EXCLUDED.previous_close, currency = EXCLUDED.currency,
         as_of = EXCLUDED.as_of, fetched_at = EXCLUDED.fetched_at, source = EXCLUDED.source, last_error = NULL, last_error_at = NULL`,
    [rows.map((r) => r.symbol), rows.map((r) => r.price), rows.map((r) => r.previous_close), rows.map((r) => r.currency), rows.map((r) => r.as_of), rows.map((r) => r.source), now.toISOString()],
  );
}

/** A quote a network provider gave (clears a recorded failure). */
export interface FetchedQuote { symbol: string; price: number; previousClose: number | null; currency: string; asOf: string; source: string; flags: PriceFlag[] }

export async function upsertFetchedQuote(q: Queryable, f: FetchedQuote, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO quote_cache (symbol, price, previous_close, currency, as_of, fetched_at, source, flags) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (symbol) DO UPDATE SET price = EXCLUDED.price, previous_close = EXCLUDED.previous_close, currency = EXCLUDED.currency, as_of = EXCLUDED.as_of,
               fetched_at = EXCLUDED.fetched_at, source = EXCLUDED.source, flags = EXCLUDED.flags, last_error = NULL, last_error_at = NULL`,
    [f.symbol, f.price, f.previousClose, f.currency, f.asOf, now.toISOString(), f.source, f.flags],
  );
}

/** Records that no provider answered for a stored quote (the quote stays, shown as stale). */
export async function recordQuoteFailure(q: Queryable, symbol: string, words: string, now: Date): Promise<void> {
  await q.query('UPDATE quote_cache SET last_error = $2, last_error_at = $3 WHERE symbol = $1', [symbol, words, now.toISOString()]);
}

export interface CloseRow { date: unknown; close: unknown }
export interface DividendRow { date: unknown; amount: unknown }

/** An instrument's last two closes, newest first (a hand-priced instrument's quote, product §13.3). */
export const listLastTwoCloses = (q: Queryable, symbol: string): Promise<CloseRow[]> =>
  q.query<CloseRow>('SELECT date, close FROM instrument_closes WHERE symbol = $1 ORDER BY date DESC LIMIT 2', [symbol]);

/** An instrument's closes from `from` to `to` (dates), oldest first. */
export const listCloses = (q: Queryable, symbol: string, from: string, to: string): Promise<CloseRow[]> =>
  q.query<CloseRow>('SELECT date, close FROM instrument_closes WHERE symbol = $1 AND date BETWEEN $2 AND $3 ORDER BY date', [symbol, from, to]);

/** An instrument's dividends per share by ex-date from `from` to `to`, oldest first. */
export const listDividends = (q: Queryable, symbol: string, from: string, to: string): Promise<DividendRow[]> =>
  q.query<DividendRow>('SELECT date, amount FROM instrument_dividends WHERE symbol = $1 AND date BETWEEN $2 AND $3 ORDER BY date', [symbol, from, to]);

/** Stores a provider's closes (a day already stored takes the new close and source). */
export async function upsertCloses(q: Queryable, symbol: string, closes: readonly { date: string; close: number }[], source: string): Promise<void> {
  await q.query(
    `INSERT INTO instrument_closes (symbol, date, close, source) SELECT $1, d, c, $4 FROM unnest($2::date[], $3::numeric[]) AS t(d, c)
             ON CONFLICT (symbol, date) DO UPDATE SET close = EXCLUDED.close, source = EXCLUDED.source`,
    [symbol, closes.map((c) => c.date), closes.map((c) => c.close), source],
  );
}

/** Stores a provider's dividends (a day already stored takes the new amount). */
export async function upsertDividends(q: Queryable, symbol: string, dividends: readonly { date: string; amount: number }[], source: string): Promise<void> {
  await q.query(
    `INSERT INTO instrument_dividends (symbol, date, amount, source) SELECT $1, d, a, $4 FROM unnest($2::date[], $3::numeric[]) AS t(d, a)
             ON CONFLICT (symbol, date) DO UPDATE SET amount = EXCLUDED.amount`,
    [symbol, dividends.map((x) => x.date), dividends.map((x) => x.amount), source],
  );
}

/** Stores a provider's splits (a day already stored takes the new ratio). */
export async function upsertSplits(q: Queryable, symbol: string, splits: readonly { date: string; ratio: number }[], source: string): Promise<void> {
  await q.query(
    `INSERT INTO instrument_splits (symbol, date, ratio, source) SELECT $1, d, r, $4 FROM unnest($2::date[], $3::numeric[]) AS t(d, r)
             ON CONFLICT (symbol, date) DO UPDATE SET ratio = EXCLUDED.ratio`,
    [symbol, splits.map((x) => x.date), splits.map((x) => x.ratio), source],
  );
}

/** A hand-priced instrument's first close. */
export async function insertManualClose(q: Queryable, symbol: string, date: string, close: number): Promise<void> {
  await q.query("INSERT INTO instrument_closes (symbol, date, close, source) VALUES ($1, $2, $3, 'manual')", [symbol, date, close]);
}

/** Writes (or replaces) a hand-entered close. */
export async function upsertManualClose(q: Queryable, symbol: string, date: string, close: number): Promise<void> {
  await q.query(
    "INSERT INTO instrument_closes (symbol, date, close, source) VALUES ($1, $2, $3, 'manual') ON CONFLICT (symbol, date) DO UPDATE SET close = EXCLUDED.close",
    [symbol, date, close],
  );
}

/** Deletes a hand-entered close (a provider's close of that day stays). */
export async function deleteManualClose(q: Queryable, symbol: string, date: string): Promise<void> {
  await q.query("DELETE FROM instrument_closes WHERE symbol = $1 AND date = $2 AND source = 'manual'", [symbol, date]);
}
