// Notifications (reference-server additions to product §7's GET /api/notifications/).
import type { Page } from '../paging/types';
import type { Notification } from '../investing/types';

/** What a notification is about: an affiliate decision, a friend request or its acceptance, a price alert, anything else. */
export type NotificationKind = 'general' | 'affiliate' | 'friend_request' | 'friend_accepted' | 'price_alert';
export const NOTIFICATION_KINDS: readonly NotificationKind[] = ['general', 'affiliate', 'friend_request', 'friend_accepted', 'price_alert'];

/** `GET /api/notifications/unread-count`: every unread notification of the member, not only the listed 100. */
export interface UnreadNotifications { unread: number }
/** `POST /api/notifications/read-all`: how many were unread. */
export interface ReadAllNotificationsResponse { updated: number }

/** `GET /api/notifications?limit=&cursor=`: the bell's list a page at a time, newest first (limit 1-100). */
export type NotificationPage = Page<Notification>;
