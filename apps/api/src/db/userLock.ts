import type { Db, Queryable } from './Db';
import { unauthorized } from '../lib/http';

/** A transaction that holds one member's row lock; functions that check and then write that member's money or limits take it. */
export interface UserTx extends Queryable {
  readonly userId: string;
}

/**
 * Runs fn in one transaction holding the member's row lock (`SELECT ... FROM users ... FOR NO KEY UPDATE`),
 * so two requests of one member that check and then write (a limit, a live subscription, a charge) take
 * turns, on PostgreSQL and PGlite alike, while other members never wait. NO KEY: rows that only reference
 * the member (sign-ins, notifications) are not blocked by it.
 *
 * fn must send every query through the transaction it is given, never through `db`: on PostgreSQL a second
 * pool connection could wait behind requests that hold the other connections while they wait for this lock,
 * and on PGlite `db.query` waits for the open transaction; either way the request would never finish.
 */
export function withUserLock<T>(db: Db, userId: string, fn: (tx: UserTx) => Promise<T>): Promise<T> {
  return db.transaction(async (q) => {
    // A deleted account's row stays (anonymised, product §14.5): a write that waited for its lock while it was deleted is refused.
    const me = await q.query('SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE', [userId]);
    if (!me.length) throw unauthorized('Invalid or expired token');
    return fn({ userId, query: <R>(sql: string, params?: readonly unknown[]) => q.query<R>(sql, params) });
  });
}
