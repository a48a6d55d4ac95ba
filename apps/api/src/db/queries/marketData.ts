// The SQL of market-data syncing and health (product §16.4): each instrument's sync lease and history held
// (`market_sync`, also the FX set's under the key '$FX'), the providers' stored outcomes, and what members hold.
// Each function is one statement on whatever it is given (the pool or a transaction).
import type { Queryable } from '../Db';

/** Adds the sync row of a symbol (or of the FX set) when there is none. */
export async function ensureSyncRow(q: Queryable, symbol: string): Promise<void> {
  await q.query('INSERT INTO market_sync (symbol) VALUES ($1) ON CONFLICT (symbol) DO NOTHING', [symbol]);
}

export interface InstrumentLeaseRow { history_from: unknown; history_to: unknown; failures: number }

/**
 * Takes an instrument's sync lease until `until` for `owner`: only when no other lease runs at `now` and the
 * back-off after a failure has ended. Null when it was not taken.
 */
export async function takeInstrumentLease(q: Queryable, symbol: string, until: Date, owner: string, now: Date): Promise<InstrumentLeaseRow | null> {
  const rows = await q.query<InstrumentLeaseRow>(
    `UPDATE market_sync SET lease_until = $2, lease_owner = $3
       WHERE symbol = $1 AND (lease_until IS NULL OR lease_until <= $4) AND (next_attempt_at IS NULL OR next_attempt_at <= $4)
       RETURNING history_from, history_to, failures`,
    [symbol, until.toISOString(), owner, now.toISOString()],
  );
  return rows[0] ?? null;
}

/** Ends a sync that worked: the history held grows to `from`..`to`, the failures and the lease end. */
export async function finishInstrumentSync(q: Queryable, symbol: string, from: string, to: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE market_sync SET history_from = LEAST(COALESCE(history_from, $2::date), $2::date), history_to = GREATEST(COALESCE(history_to, $3::date), $3::date),
           synced_at = $4, failures = 0, next_attempt_at = NULL, last_error = NULL, lease_until = NULL, lease_owner = NULL WHERE symbol = $1`,
    [symbol, from, to, now.toISOString()],
  );
}

/** Ends a sync that failed: the count of failures, when to try again, and why; the lease ends. */
export async function failInstrumentSync(q: Queryable, symbol: string, failures: number, nextAttemptAt: Date, words: string): Promise<void> {
  await q.query(
    'UPDATE market_sync SET failures = $2, next_attempt_at = $3, last_error = $4, lease_until = NULL, lease_owner = NULL WHERE symbol = $1',
    [symbol, failures, nextAttemptAt.toISOString(), words],
  );
}

/** Takes the FX set's lease until `until` for `owner` when no other runs at `now`; false when it was not taken. */
export async function takeFxLease(q: Queryable, key: string, until: Date, owner: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    'UPDATE market_sync SET lease_until = $2, lease_owner = $3 WHERE symbol = $1 AND (lease_until IS NULL OR lease_until <= $4) RETURNING symbol',
    [key, until.toISOString(), owner, now.toISOString()],
  );
  return rows.length > 0;
}

export async function finishFxSync(q: Queryable, key: string, now: Date): Promise<void> {
  await q.query('UPDATE market_sync SET synced_at = $2, last_error = NULL, lease_until = NULL WHERE symbol = $1', [key, now.toISOString()]);
}

export async function failFxSync(q: Queryable, key: string, words: string): Promise<void> {
  await q.query('UPDATE market_sync SET last_error = $2, lease_until = NULL WHERE symbol = $1', [key, words]);
}

/** Why the last sync of a symbol failed; null when it did not or there was none. */
export async function findSyncError(q: Queryable, symbol: string): Promise<string | null> {
  return (await q.query<{ last_error: string | null }>('SELECT last_error FROM market_sync WHERE symbol = $1', [symbol]))[0]?.last_error ?? null;
}

export interface SyncedHistoryRow { history_from: unknown; history_to: unknown; want_from: unknown }

/** The history stored of a symbol and the earliest day a reader wished for; null when it was never synced. */
export async function findSyncedHistory(q: Queryable, symbol: string): Promise<SyncedHistoryRow | null> {
  return (await q.query<SyncedHistoryRow>('SELECT history_from, history_to, want_from FROM market_sync WHERE symbol = $1', [symbol]))[0] ?? null;
}

/** Records that a reader wants a symbol's history from `from` (the earliest such wish is kept). */
export async function wantHistoryFrom(q: Queryable, symbol: string, from: string): Promise<void> {
  await q.query(
    `INSERT INTO market_sync (symbol, want_from) VALUES ($1, $2) ON CONFLICT (symbol) DO UPDATE SET want_from = LEAST(COALESCE(market_sync.want_from, EXCLUDED.want_from), EXCLUDED.want_from)`,
    [symbol, from],
  );
}

/** How far back a symbol's history is wanted: its holders' first trade and a reader's wish (either may be null). */
export async function findHistoryWanted(q: Queryable, symbol: string): Promise<{ first: unknown; want: unknown } | null> {
  const rows = await q.query<{ first: unknown; want: unknown }>(
    `SELECT (SELECT min(executed_at) FROM transactions WHERE upper(symbol) = $1) AS first, (SELECT want_from FROM market_sync WHERE symbol = $1) AS want`,
    [symbol],
  );
  return rows[0] ?? null;
}

export interface ProviderStatusRow { provider: string; last_success_at: unknown; last_failure_at: unknown; last_error: string | null }

/** A provider answered at `when`; the newest success wins between instances. */
export async function recordProviderSuccess(q: Queryable, provider: string, when: string): Promise<void> {
  await q.query(
    `INSERT INTO market_provider_status (provider, last_success_at) VALUES ($1, $2)
           ON CONFLICT (provider) DO UPDATE SET last_success_at = GREATEST(market_provider_status.last_success_at, EXCLUDED.last_success_at)`,
    [provider, when],
  );
}

/** A provider failed at `when` with this kind of error. */
export async function recordProviderFailure(q: Queryable, provider: string, when: string, errorKind: string): Promise<void> {
  await q.query(
    `INSERT INTO market_provider_status (provider, last_failure_at, last_error) VALUES ($1, $2, $3)
           ON CONFLICT (provider) DO UPDATE SET last_failure_at = EXCLUDED.last_failure_at, last_error = EXCLUDED.last_error`,
    [provider, when, errorKind],
  );
}

/** Every provider's latest success and failure that any instance stored. */
export const listProviderStatus = (q: Queryable): Promise<ProviderStatusRow[]> =>
  q.query<ProviderStatusRow>('SELECT * FROM market_provider_status');

export interface HeldSymbolRow { symbol: string; holders: unknown; quantity: unknown; cost: unknown }

/** Every symbol (upper case) members hold shares of: how many members, the shares (bought less sold) and what the buys cost. */
export const listHeldSymbols = (q: Queryable): Promise<HeldSymbolRow[]> =>
  q.query<HeldSymbolRow>(
    `SELECT upper(symbol) AS symbol, count(DISTINCT user_id) AS holders,
         sum(CASE type WHEN 'buy' THEN quantity WHEN 'sell' THEN -quantity ELSE 0 END) AS quantity,
         sum(CASE type WHEN 'buy' THEN quantity * price ELSE 0 END) AS cost
       FROM transactions GROUP BY upper(symbol)
       HAVING sum(CASE type WHEN 'buy' THEN quantity WHEN 'sell' THEN -quantity ELSE 0 END) > 0`,
  );
