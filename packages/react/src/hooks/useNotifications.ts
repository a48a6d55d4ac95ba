import { notificationMessages, notificationsLabel, unreadBadgeText, type Notification } from '@pt/api';
import { useApiClient, useApiContext } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery, type QueryRefresh } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/** How often the bell asks again while the tab is visible; it also asks when the tab regains focus. */
export const NOTIFICATIONS_POLL_MS = 60_000;
const POLLING: QueryRefresh = { refreshInterval: NOTIFICATIONS_POLL_MS, refreshWhenHidden: false, refreshWhenOffline: false, revalidateOnFocus: true };

interface Bell { items: Notification[]; unread: number }

const readOne = (bell: Bell | undefined, id: string): Bell | undefined => {
  if (!bell) return bell;
  const wasUnread = bell.items.some((n) => n.id === id && !n.read);
  return { items: bell.items.map((n) => (n.id === id ? { ...n, read: true } : n)), unread: Math.max(0, bell.unread - (wasUnread ? 1 : 0)) };
};
const readAll = (bell: Bell | undefined): Bell | undefined => bell && { items: bell.items.map((n) => (n.read ? n : { ...n, read: true })), unread: 0 };

/**
 * The header's bell (signed in): the newest notifications and the count of every unread one,
 * read together and again every minute while the tab is visible, and when it regains focus (SWR's
 * refresh options; nothing polls in a hidden tab). `markRead(id)` and `markAllRead()` are
 * optimistic: the list and the badge change at once, and go back if the server refuses.
 * `badge` is the badge's text ('' for none, '99+' above 99) and `label` the bell's accessible name.
 */
export function useNotifications() {
  const client = useApiClient('useNotifications');
  const { mutate: cache } = useApiContext('useNotifications');
  const userId = useUserId();
  const key = userId ? keys.notifications(userId) : null;
  const q = useApiQuery<Bell>(
    'useNotifications',
    key,
    async (c) => {
      const [items, count] = await Promise.all([c.notifications.list(), c.notifications.unreadCount()]);
      return { items, unread: count.unread };
    },
    notificationMessages.loadFailed,
    POLLING,
  );

  /** Applies `change` at once, then sends `write`; the answer is kept, a refusal rolls the change back. */
  const optimistic = async <T>(change: (bell: Bell | undefined) => Bell | undefined, write: () => Promise<T>): Promise<T> => {
    if (!key || !cache) return write();
    let result: T | undefined;
    await cache<Bell>(key, async (current) => {
      result = await write();
      return change(current);
    }, { optimisticData: (current) => change(current) as Bell, rollbackOnError: true, populateCache: true, revalidate: true });
    return result as T;
  };

  const markRead = useMutation((id: string) => optimistic((bell) => readOne(bell, id), () => client.notifications.markRead(id)));
  const markAllRead = useMutation(() => optimistic(readAll, () => client.notifications.markAllRead()));

  const bell = q.data;
  const unread = bell?.unread ?? 0;
  return {
    ...q,
    notifications: bell?.items ?? [],
    unread,
    badge: unreadBadgeText(unread),
    label: notificationsLabel(unread),
    markRead,
    markAllRead,
    /** The text for a failed mark-as-read. */
    markErrorMessage: markRead.error || markAllRead.error ? notificationMessages.markReadFailed : null,
  };
}
