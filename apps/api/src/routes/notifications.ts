import type { Hono } from 'hono';
import type { Notification, NotificationPage, ReadAllNotificationsResponse, UnreadNotifications } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { notFound } from '../lib/http';
import { iso } from '../lib/time';
import { isUuid } from '../lib/validate';
import { makePager } from '../lib/paging';
import {
  countUnreadNotifications, listNewestNotifications, listNotificationsPage, markAllNotificationsRead, markNotificationRead, type NotificationRow,
} from '../db/queries/notifications';

/** The plain call lists the newest this many; pages reach every one, and the unread count covers them all. */
const LISTED_NOTIFICATIONS = 100;
const NOTIFICATION_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 };

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
      const rows = await listNewestNotifications(db, user.id, LISTED_NOTIFICATIONS);
      const res: Notification[] = rows.map(toNotification);
      return c.json(res);
    }
    const page = pager.read(query, 'notifications', {}, NOTIFICATION_PAGE_LIMITS, 2);
    const rows = await listNotificationsPage(db, user.id, page.limit + 1, page.after);
    const res: NotificationPage = pager.page(rows, page, 'notifications', {}, (r) => [r.ck, r.id], toNotification);
    return c.json(res);
  });

  app.get('/api/notifications/unread-count', async (c) => {
    const user = await auth.requireUser(c);
    const res: UnreadNotifications = { unread: await countUnreadNotifications(db, user.id) };
    return c.json(res);
  });

  app.post('/api/notifications/read-all', async (c) => {
    const user = await auth.requireUser(c);
    const res: ReadAllNotificationsResponse = { updated: await markAllNotificationsRead(db, user.id) };
    return c.json(res);
  });

  app.post('/api/notifications/:id/read', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    const row = isUuid(id) ? await markNotificationRead(db, id, user.id) : null;
    if (!row) throw notFound('Notification not found');
    return c.json(toNotification(row));
  });
}
