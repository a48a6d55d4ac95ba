// The SQL the server itself runs outside any area (product §16.4): the health check's round trip,
// and each market-data provider's last outcome as this instance saw it (`market_provider_status`,
// read by the data-health page). Each function is one statement.
import type { Queryable } from '../Db';

/** One round trip to the database. */
export async function pingDatabase(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}

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
