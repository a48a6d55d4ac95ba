import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationPanel, type NotificationItem } from './NotificationPanel';

const at = '2026-11-21T15:45:00Z';
function renderPanel(notifications: NotificationItem[]) {
  render(<NotificationPanel notifications={notifications} status="ready" formatTime={() => '15 min ago'} onMarkRead={vi.fn()} onMarkAllRead={vi.fn()} />);
  return screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
}

describe('NotificationPanel', () => {
  it('reads each title after its kind, the kind named once', () => {
    expect(renderPanel([
      { id: 'a', kind: 'price_alert', title: 'AAPL rose above $200.00', body: 'Now $201.10.', read: false, created_at: at },
      { id: 'b', kind: 'affiliate', title: 'Payout sent', body: 'Your payout of $50.00 was sent.', read: true, created_at: at },
      { id: 'c', title: 'Welcome to Portfolio Tracker', body: 'Add your first transaction.', read: true, created_at: at },
    ])).toEqual([
      'Unread. Price alert: AAPL rose above $200.00',
      'Affiliate programme: Payout sent',
      'Notice: Welcome to Portfolio Tracker',
    ]);
  });

  it('does not repeat the kind when the title already starts with it', () => {
    expect(renderPanel([
      { id: 'a', kind: 'price_alert', title: 'Price alert: AAPL', body: 'AAPL rose above $230.00 (now $231.40)', read: false, created_at: at },
      { id: 'b', kind: 'friend_request', title: 'Friend request', body: 'Priya Raman wants to add you as a friend.', read: false, created_at: at },
      { id: 'c', kind: 'friend_accepted', title: 'Friend request accepted', body: 'Maria Lopez accepted your friend request.', read: true, created_at: at },
      { id: 'd', kind: 'friend_request', title: 'Friend requests waiting', body: 'Two members want to add you.', read: true, created_at: at },
    ])).toEqual([
      'Unread. Price alert: AAPL',
      'Unread. Friend request',
      'Friend request accepted',
      'Friend request: Friend requests waiting',
    ]);
  });

  it('offers Load more while the server has more, and counts the unread ones it was told of', async () => {
    const onLoadMore = vi.fn();
    const list = [{ id: 'a', title: 'A', body: 'a', read: false, created_at: at }];
    const { rerender } = render(<NotificationPanel notifications={list} status="ready" formatTime={() => ''} onMarkRead={vi.fn()} onMarkAllRead={vi.fn()} hasMore onLoadMore={onLoadMore} unreadCount={7} />);
    expect(screen.getByRole('heading', { name: 'Notifications (7 unread)' })).toBeTruthy();
    screen.getByRole('button', { name: 'Load more' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<NotificationPanel notifications={list} status="ready" formatTime={() => ''} onMarkRead={vi.fn()} onMarkAllRead={vi.fn()} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Notifications (1 unread)' })).toBeTruthy();
  });
});
