// The SQL the server itself runs outside any area (product §16.4): the health check's round trip.
// The market-data providers' outcomes are market data's (queries/marketData.ts).
import type { Queryable } from '../Db';

/** One round trip to the database. */
export async function pingDatabase(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}
