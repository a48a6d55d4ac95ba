// The header's bell for signed-in members, loaded on demand (HeaderPart imports it lazily), so the
// landing's start-up JS carries none of it: the unread count in the button's name and badge, the
// panel with mark one or all read, and Try again when the list fails to load.
import { notificationMessages } from '@pt/api';
import { formatRelativeTime } from '@pt/api/format';
import { useNotifications, useReferralAttribution } from '@pt/react';
import { NotificationBell } from '@pt/ui/workspace';

/** The default export is what HeaderPart's lazy import takes. */
export default function HeaderNotifications() {
  // Rides on the bell's chunk: it loads on every signed-in page and never in the landing's start-up JS.
  // Posts the member's referral from the affiliate session once; renders and toasts nothing.
  useReferralAttribution();
  const bell = useNotifications();
  const status = bell.status === 'error' ? 'error' : bell.status === 'success' ? 'ready' : 'loading';
  return (
    <NotificationBell
      label={bell.label}
      badge={bell.badge}
      notifications={bell.notifications}
      unreadCount={bell.unread}
      hasMore={bell.hasMore}
      onLoadMore={bell.loadMore}
      loadingMore={bell.loadingMore}
      status={status}
      errorMessage={bell.message ?? notificationMessages.loadFailed}
      onRetry={() => { void bell.refresh(); }}
      onOpen={() => { void bell.refresh(); }}
      onMarkRead={(id) => bell.markRead.mutate(id)}
      onMarkAllRead={() => bell.markAllRead.mutate()}
      markError={bell.markErrorMessage}
      formatTime={formatRelativeTime}
    />
  );
}
