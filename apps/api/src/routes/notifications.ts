import type { Hono } from 'hono';
import type { Notification, NotificationKind, NotificationPage, ReadAllNotificationsResponse, UnreadNotifications } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { notFound } from '../lib/http';
import { iso } from '../lib/time';
import { isUuid } from '../lib/validate';
import { makePager, timestampKey } from '../lib/paging';

/** The plain call lists the newest this many; pages reach every one, and the unread count covers them all. */
const LISTED_NOTIFICATIONS = 100;
const NOTIFICATION_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 };

interface NotificationRow { id: string; title: string; body: string; read: boolean; created_at: Date; kind: NotificationKind }
const toNotification = (r: NotificationRow): Notification => ({ id: r.id, title: r.title, body: r.body, read: r.read, created_at: iso(r.created_at), kind: r.kind });

/**
 * The member's notifications (affiliate decisions, friend requests and acceptances, price alerts),
 * each readable and changeable by its owner only; another member's id is a 404.
 *
 *   GET  /api/notifications               the newest 100, newest first (product §7's array);
 *                                         with ?limit=&cursor= every one, a page at a time (product §10.15)
 *   GET  /api/notifications/unread-count  { unread }: all unread ones, for the bell's badge
 *   POST /api/notifications/:id/read      marks one read: the notification
 *   POST /api/notifications/read-all      marks every one read: { updated }
 */
export function registerNotificationRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db } = deps;
  const pager = makePager(deps.config.jwtSecret);

  app.get('/api/notifications', async (c) => {
    const user = await auth.requireUser(c);
    const query = c.req.query();
    if (!pager.wanted(query)) {
      const rows = await db.query<NotificationRow>(
        `SELECT id, title, body, read, created_at, kind FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${LISTED_NOTIFICATIONS}`,
        [user.id],
      );
      const res: Notification[] = rows.map(toNotification);
      return c.json(res);
    }
    const page = pager.read(query, 'notifications', {}, NOTIFICATION_PAGE_LIMITS, 2);
    const rows = await db.query<NotificationRow & { ck: string }>(
      `SELECT id, title, body, read, created_at, kind, ${timestampKey('created_at')} AS ck FROM notifications
       WHERE user_id = $1 ${page.after ? 'AND (created_at, id) < ($3::timestamptz, $4::uuid)' : ''}
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      page.after ? [user.id, page.limit + 1, ...page.after] : [user.id, page.limit + 1],
    );
    const res: NotificationPage = pager.page(rows, page, 'notifications', {}, (r) => [r.ck, r.id], toNotification);
    return c.json(res);
  });

  app.get('/api/notifications/unread-count', async (c) => {
    const user = await auth.requireUser(c);
    const n = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read', [user.id]))[0]?.n ?? 0;
    const res: UnreadNotifications = { unread: Number(n) };
    return c.json(res);
  });

  app.post('/api/notifications/read-all', async (c) => {
    const user = await auth.requireUser(c);
    const rows = await db.query<{ id: string }>('UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read RETURNING id', [user.id]);
    const res: ReadAllNotificationsResponse = { updated: rows.length };
    return c.json(res);
  });

  app.post('/api/notifications/:id/read', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    const row = isUuid(id)
      ? (await db.query<NotificationRow>(
        'UPDATE notifications SET read = true WHERE id = $1 AND user_id = $2 RETURNING id, title, body, read, created_at, kind',
        [id, user.id],
      ))[0]
      : undefined;
    if (!row) throw notFound('Notification not found');
    return c.json(toNotification(row));
  });
}
