import { notificationMessages, notificationsLabel, unreadBadgeText, type Notification, type Page, type UnreadNotifications } from '@pt/api';
import { useApiClient, useApiContext } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery, type QueryRefresh } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';
import { usePagedList } from './usePagedList';

/** How often the bell asks again while the tab is visible; it also asks when the tab regains focus. */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** Notifications a page of the bell's list holds; Load more reads the next. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
const POLLING: QueryRefresh = { refreshInterval: NOTIFICATIONS_POLL_MS, refreshWhenHidden: false, refreshWhenOffline: false, revalidateOnFocus: true };

const readIn = (pages: Page<Notification>[], read: (n: Notification) => boolean): Page<Notification>[] =>
  pages.map((p) => (p.items.some((n) => !n.read && read(n)) ? { ...p, items: p.items.map((n) => (!n.read && read(n) ? { ...n, read: true } : n)) } : p));

/**
 * The header's bell (signed in): the notifications a page at a time, newest first (product §10.15:
 * `usePagedList`; `loadMore` while `hasMore`), and the count of every unread one, both read again
 * every minute while the tab is visible and when it regains focus (the first page only: new ones
 * arrive at the top; nothing polls in a hidden tab). `markRead(id)` and `markAllRead()` are
 * optimistic: the list and the badge change at once, and go back if the server refuses. `badge` is
 * the badge's text ('' for none, '99+' above 99) and `label` the bell's accessible name.
 */
export function useNotifications() {
  const client = useApiClient('useNotifications');
  const { mutate: cache } = useApiContext('useNotifications');
  const userId = useUserId();
  const list = usePagedList<Notification>(
    'useNotifications',
    userId ? keys.notificationPages(userId, NOTIFICATIONS_PAGE_SIZE) : null,
    (c, cursor) => c.notifications.page({ limit: NOTIFICATIONS_PAGE_SIZE, cursor }),
    notificationMessages.loadFailed,
    { refresh: POLLING },
  );
  const countKey = userId ? keys.unreadNotifications(userId) : null;
  const count = useApiQuery<UnreadNotifications>('useNotifications', countKey, (c) => c.notifications.unreadCount(), notificationMessages.loadFailed, POLLING);

  /** The badge at once (`change`), the list with the write; both back if the server refuses. */
  const optimistic = async <T,>(read: (n: Notification) => boolean, change: (unread: number, wasUnread: number) => number, write: () => Promise<T>): Promise<T> => {
    const wasUnread = list.items.filter((n) => !n.read && read(n)).length;
    const before = count.data;
    if (countKey && cache && before) void cache(countKey, { unread: change(before.unread, wasUnread) }, { revalidate: false });
    try {
      return await list.change((pages) => readIn(pages, read), write);
    } catch (error) {
      if (countKey && cache && before) void cache(countKey, before, { revalidate: false });
      throw error;
    } finally {
      if (countKey && cache) void cache(countKey);
    }
  };

  const markRead = useMutation((id: string) => optimistic((n) => n.id === id, (unread, was) => Math.max(0, unread - was), () => client.notifications.markRead(id)));
  const markAllRead = useMutation(() => optimistic(() => true, () => 0, () => client.notifications.markAllRead()));

  const unread = count.data?.unread ?? 0;
  const status = list.status === 'error' || count.status === 'error' ? 'error' : list.status === 'success' && count.status === 'success' ? 'success' : list.status;
  return {
    status,
    error: list.error ?? count.error,
    message: list.message ?? count.message,
    isValidating: list.isValidating || count.isValidating,
    refresh: async () => { await Promise.all([list.refresh(), count.refresh()]); },
    /** The notifications read so far, newest first. */
    notifications: list.items,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    loadingMore: list.loadingMore,
    /** Every unread one, counted by the server. */
    unread,
    badge: unreadBadgeText(unread),
    label: notificationsLabel(unread),
    markRead,
    markAllRead,
    /** The text for a failed mark-as-read. */
    markErrorMessage: markRead.error || markAllRead.error ? notificationMessages.markReadFailed : null,
  };
}
