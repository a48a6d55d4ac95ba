// The SQL of price alerts (product §16.4): the member's alerts, the count under their lock, and
// the check's firing and re-arming. Each function is one statement on whatever it is given.
import type { PriceAlertCondition } from '@pt/api';
import type { Queryable } from '../Db';

export interface AlertRow {
  id: string; user_id: string; symbol: string; condition: PriceAlertCondition; threshold: unknown; fired_key: string | null;
  last_fired_at: Date | null; last_fired_price: unknown; created_at: Date;
}

/** What the check reads of an alert. */
export interface AlertCheckRow { id: string; user_id: string; symbol: string; condition: PriceAlertCondition; threshold: unknown; fired_key: string | null }

/** The member's alerts, oldest first. */
export const listAlertsOfUser = (q: Queryable, userId: string): Promise<AlertRow[]> =>
  q.query<AlertRow>('SELECT * FROM price_alerts WHERE user_id = $1 ORDER BY created_at, id', [userId]);

export async function countAlertsOfUser(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1', [userId]);
  return Number(rows[0]?.n ?? 0);
}

export async function insertAlert(
  q: Queryable, a: { userId: string; symbol: string; condition: PriceAlertCondition; threshold: number; now: Date },
): Promise<AlertRow> {
  const rows = await q.query<AlertRow>(
    'INSERT INTO price_alerts (user_id, symbol, condition, threshold, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [a.userId, a.symbol, a.condition, a.threshold, a.now],
  );
  return rows[0] as AlertRow;
}

export async function findAlert(q: Queryable, id: string): Promise<AlertRow | null> {
  return (await q.query<AlertRow>('SELECT * FROM price_alerts WHERE id = $1', [id]))[0] ?? null;
}

/** Deletes the member's alert: false when it is not theirs or does not exist. */
export async function deleteAlert(q: Queryable, id: string, userId: string): Promise<boolean> {
  return (await q.query('DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId])).length > 0;
}

/** The alerts with these ids, for a check. */
export const listAlertsToCheckById = (q: Queryable, ids: readonly string[]): Promise<AlertCheckRow[]> =>
  q.query<AlertCheckRow>('SELECT id, user_id, symbol, condition, threshold, fired_key FROM price_alerts WHERE id = ANY($1::uuid[])', [ids]);

/** Every alert, oldest first, for a check. */
export const listAllAlertsToCheck = (q: Queryable): Promise<AlertCheckRow[]> =>
  q.query<AlertCheckRow>('SELECT id, user_id, symbol, condition, threshold, fired_key FROM price_alerts ORDER BY created_at, id');

/**
 * Fires an alert for the state `key` unless it fired for that key already, and writes the bell's
 * notification with it, in one statement (two checks at once fire it once): the members notified
 * (none when it had fired already).
 */
export const fireAlert = (
  q: Queryable, f: { id: string; key: string; now: Date; price: number; title: string; body: string },
): Promise<{ user_id: string }[]> =>
  q.query<{ user_id: string }>(
    `WITH fired AS (
               UPDATE price_alerts SET fired_key = $2, last_fired_at = $3, last_fired_price = $4
               WHERE id = $1 AND fired_key IS DISTINCT FROM $2 RETURNING user_id
             )
             INSERT INTO notifications (user_id, title, body, created_at, kind)
             SELECT user_id, $5, $6, $3, 'price_alert' FROM fired RETURNING user_id`,
    [f.id, f.key, f.now, f.price, f.title, f.body],
  );

/** Re-arms an alert whose condition no longer holds: whether it was fired. */
export async function rearmAlert(q: Queryable, id: string): Promise<boolean> {
  return (await q.query('UPDATE price_alerts SET fired_key = NULL WHERE id = $1 AND fired_key IS NOT NULL RETURNING id', [id])).length > 0;
}
