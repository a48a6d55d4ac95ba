import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Inline } from '../../primitives/Inline';
import { LoadError, Panel } from '../../primitives/Panel';
import { BellIcon, StarIcon, TrendingUpIcon, UserIcon, type IconComponent } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './NotificationPanel.css';

/** One notification; the SDK's `Notification` passes as it is. `kind` says what it is about. */
export interface NotificationItem {
  id: string;
  title: string;
  body: string;
  read: boolean;
  created_at: string;
  /** 'friend_request', 'friend_accepted', 'price_alert', 'affiliate', 'general'; any other reads as general. */
  kind?: string;
}

export interface NotificationPanelProps {
  /** Newest first. */
  notifications: readonly NotificationItem[];
  status: 'loading' | 'error' | 'ready';
  /** With status 'error': what failed, e.g. 'Failed to load notifications.' */
  errorMessage?: ReactNode;
  onRetry?: () => void;
  onMarkRead: (id: string) => unknown;
  onMarkAllRead: () => unknown;
  /** A mark-as-read that failed, e.g. the SDK's text. */
  markError?: ReactNode;
  /** How long ago, e.g. '5 min ago', 'Yesterday' (the app's rule). */
  formatTime: (iso: string) => string;
  title?: ReactNode;
  /** The empty list's text. */
  emptyText?: ReactNode;
  /** Every unread notification, as the server counts them (the list may hold fewer); default: the unread ones listed. */
  unreadCount?: number;
  /** More notifications than listed: Load more under the list reads the next page. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next page is being read. */
  loadingMore?: boolean;
  className?: string;
}

const KINDS: Readonly<Record<string, { icon: IconComponent; label: string }>> = {
  friend_request: { icon: UserIcon, label: 'Friend request' },
  friend_accepted: { icon: UserIcon, label: 'Friend request accepted' },
  price_alert: { icon: TrendingUpIcon, label: 'Price alert' },
  affiliate: { icon: StarIcon, label: 'Affiliate programme' },
};
const GENERAL = { icon: BellIcon, label: 'Notice' };

/**
 * What a screen reader hears before the title: 'Unread. ' and the kind's label, unless the title
 * already starts with that label ('Friend request accepted', or a stored title that names its kind
 * such as 'Price alert: AAPL'), so the kind is never read twice.
 */
function spokenPrefix(read: boolean, label: string, title: string): string {
  const start = title.trim().toLowerCase();
  const named = start.startsWith(label.toLowerCase()) && !/^[\p{L}\p{N}]/u.test(start.slice(label.length));
  return `${read ? '' : 'Unread. '}${named ? '' : `${label}: `}`;
}

/**
 * The notifications list: each with its kind's icon, title, text and how long ago, unread ones
 * marked by a dot and the word 'Unread' for screen readers, with Mark read; Mark all read for the
 * lot. Loading, failed (Try again) and empty ('You're all caught up') states; Load more under a list
 * the server pages (`hasMore`). The bell's popover holds it; a page may show it on its own.
 */
export function NotificationPanel({
  notifications, status, errorMessage = 'Failed to load notifications.', onRetry, onMarkRead, onMarkAllRead, markError, formatTime,
  title = 'Notifications', emptyText = "You're all caught up", unreadCount, hasMore = false, onLoadMore, loadingMore = false, className,
}: NotificationPanelProps) {
  const titleId = `notifications-${useId()}`;
  const unread = unreadCount ?? notifications.filter((n) => !n.read).length;

  const empty = notifications.length === 0;
  // The list's states are Panel's (the popover's bar above is the title): loading and a failure
  // with Try again while nothing is listed yet, then the empty state; a refresh that fails over a
  // list keeps the list, with the failure as a warning above it (product §10.26, §16.5).
  const body = (
    <Panel
      className={empty ? styles.states : undefined}
      loading={status === 'loading' && empty}
      loadingText="Loading notifications..."
      error={status === 'error' && empty ? errorMessage : undefined}
      onRetry={onRetry}
      empty={empty}
      emptyTitle={emptyText}
      emptyIcon={<BellIcon size={18} />}
    >
      <ul className={styles.list} aria-labelledby={titleId}>
        {notifications.map((n) => {
          const kind = (n.kind && KINDS[n.kind]) || GENERAL;
          const Icon = kind.icon;
          const prefix = spokenPrefix(n.read, kind.label, n.title);
          return (
            <li key={n.id} className={cx(styles.item, !n.read && styles.unread)}>
              <span className={styles.kindIcon} aria-hidden="true"><Icon size={16} /></span>
              <div className={styles.text}>
                <p className={styles.itemTitle}>
                  {prefix ? <VisuallyHidden>{prefix}</VisuallyHidden> : null}
                  {n.title}
                </p>
                <p className={styles.itemBody}>{n.body}</p>
                <p className={styles.time}><time dateTime={n.created_at}>{formatTime(n.created_at)}</time></p>
              </div>
              {n.read ? null : (
                <div className={styles.itemEnd}>
                  <span className={styles.dot} aria-hidden="true" />
                  <Button size="sm" variant="ghost" className={styles.markOne} onClick={() => { void onMarkRead(n.id); }}>
                    Mark read<VisuallyHidden>{` (${n.title})`}</VisuallyHidden>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );

  return (
    <section aria-labelledby={titleId} className={cx(styles.panel, className)}>
      {/* The popover's own bar, built from the kit's Inline and Heading: it stays put above the list that scrolls (product §16.5). */}
      <Inline gap="2" align="spaceBetween" alignY="center" wrap={false} className={styles.head}>
        <Heading level={2} size="md" id={titleId}>
          {title}
          {unread > 0 ? <>{' '}<span className={styles.count}>{`(${unread} unread)`}</span></> : null}
        </Heading>
        <Button size="sm" variant="ghost" onClick={() => { void onMarkAllRead(); }} disabled={unread === 0}>Mark all read</Button>
      </Inline>
      {markError ? <Alert tone="danger" description={markError} className={styles.alert} /> : null}
      {status === 'error' && notifications.length > 0 ? (
        <LoadError error={errorMessage} onRetry={onRetry} tone="warning" className={styles.alert} />
      ) : null}
      <div className={styles.scroller}>
        {body}
        {hasMore && onLoadMore && notifications.length > 0 ? (
          <div className={styles.more}>
            <Button size="sm" variant="outline" onClick={onLoadMore} loading={loadingMore} loadingText="Loading more...">Load more</Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
