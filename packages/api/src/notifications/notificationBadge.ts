/** Above this the bell's badge reads '99+'. */
export const MAX_BADGE_COUNT = 99;

/** The bell's badge: '' when nothing is unread (no badge), the count up to 99, then '99+'. */
export const unreadBadgeText = (unread: number): string =>
  !(unread > 0) ? '' : unread > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(Math.floor(unread));

/** The bell button's accessible name: 'Notifications' or 'Notifications, 3 unread'. */
export const notificationsLabel = (unread: number): string => (unread > 0 ? `Notifications, ${unreadBadgeText(unread)} unread` : 'Notifications');

export const notificationMessages = {
  loadFailed: 'Failed to load notifications.',
  markReadFailed: 'Failed to mark the notification as read. Please try again.',
  empty: 'No notifications yet.',
  allRead: 'All caught up.',
} as const;
