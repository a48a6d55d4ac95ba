// Sample notifications for the bell's and the panel's stories and tests (not exported by the kit).
import type { NotificationItem } from './NotificationPanel';

export const sampleNotifications: NotificationItem[] = [
  { id: 'n1', kind: 'price_alert', title: 'AAPL rose above $230.00', body: 'Now $231.40.', read: false, created_at: '2026-11-21T15:45:00Z' },
  { id: 'n2', kind: 'friend_request', title: 'New friend request', body: 'Priya Raman wants to be your friend.', read: false, created_at: '2026-11-21T12:00:00Z' },
  { id: 'n3', kind: 'affiliate', title: 'Affiliate application approved', body: 'Welcome to the affiliate programme: your links are ready.', read: false, created_at: '2026-11-20T09:30:00Z' },
  { id: 'n4', kind: 'friend_accepted', title: 'Friend request accepted', body: 'Maria Lopez accepted your friend request.', read: true, created_at: '2026-11-18T17:10:00Z' },
  { id: 'n5', title: 'Welcome to Portfolio Tracker', body: 'Add your first transaction to see your portfolio.', read: true, created_at: '2026-11-02T08:00:00Z' },
];

/** A fixed 'now' for the stories' relative times. */
const NOW = Date.parse('2026-11-21T16:00:00Z');
export function sampleRelativeTime(iso: string): string {
  const minutes = Math.round((NOW - Date.parse(iso)) / 60_000);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? 'Yesterday' : `${days} days ago`;
}
