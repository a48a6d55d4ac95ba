// The SQL of the member's notifications, the bell (product §16.4): writing one, listing them (newest
// first, whole or a keyset page at a time), the unread count and marking them read. Each function is
// one statement on whatever it is given (the pool or a transaction).
import type { NotificationKind } from '@pt/api';
import type { Queryable } from '../Db';
import { timestampKey } from '../../lib/paging';

export interface NotificationRow { id: string; title: string; body: string; read: boolean; created_at: Date; kind: NotificationKind }

export async function insertNotification(
  q: Queryable, n: { userId: string; title: string; body: string; at: Date; kind: NotificationKind },
): Promise<void> {
  await q.query('INSERT INTO notifications (user_id, title, body, created_at, kind) VALUES ($1, $2, $3, $4, $5)', [n.userId, n.title, n.body, n.at, n.kind]);
}

/** The member's newest `limit` notifications, newest first (`limit` is a constant of the caller, written into the SQL). */
export const listNewestNotifications = (q: Queryable, userId: string, limit: number): Promise<NotificationRow[]> =>
  q.query<NotificationRow>(
    `SELECT id, title, body, read, created_at, kind FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${Math.trunc(limit)}`,
    [userId],
  );

/** A page of the member's notifications, newest first: `limit` rows after the keys `after` ([created_at key, id]) if given; `ck` is the row's created_at key. */
export const listNotificationsPage = (
  q: Queryable, userId: string, limit: number, after: readonly string[] | null,
): Promise<(NotificationRow & { ck: string })[]> =>
  q.query<NotificationRow & { ck: string }>(
    `SELECT id, title, body, read, created_at, kind, ${timestampKey('created_at')} AS ck FROM notifications
       WHERE user_id = $1 ${after ? 'AND (created_at, id) < ($3::timestamptz, $4::uuid)' : ''}
       ORDER BY created_at DESC, id DESC LIMIT $2`,
    after ? [userId, limit, ...after] : [userId, limit],
  );

export async function countUnreadNotifications(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read', [userId]);
  return Number(rows[0]?.n ?? 0);
}

/** Marks every unread notification of the member read: how many. */
export async function markAllNotificationsRead(q: Queryable, userId: string): Promise<number> {
  return (await q.query<{ id: string }>('UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read RETURNING id', [userId])).length;
}

/** Marks the member's notification read: it, or null when it is not theirs or does not exist. */
export async function markNotificationRead(q: Queryable, id: string, userId: string): Promise<NotificationRow | null> {
  const rows = await q.query<NotificationRow>(
    'UPDATE notifications SET read = true WHERE id = $1 AND user_id = $2 RETURNING id, title, body, read, created_at, kind',
    [id, userId],
  );
  return rows[0] ?? null;
}
