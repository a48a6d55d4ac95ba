import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleNotifications, sampleRelativeTime } from '../NotificationPanel/notificationFixtures';
import { NotificationBell, type NotificationBellProps } from './NotificationBell';

function renderBell(props: Partial<NotificationBellProps> = {}) {
  const handlers = { onMarkRead: vi.fn(), onMarkAllRead: vi.fn(), onOpen: vi.fn() };
  render(
    <div>
      <p>Outside</p>
      <NotificationBell label="Notifications, 3 unread" badge="3" notifications={sampleNotifications} status="ready" formatTime={sampleRelativeTime}
        {...handlers} {...props} />
    </div>,
  );
  return handlers;
}

describe('NotificationBell', () => {
  it('is a button named with the unread count, the badge shown but not read twice', () => {
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell.querySelector('span[aria-hidden="true"]')).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no badge and a plain name when nothing is unread', () => {
    renderBell({ label: 'Notifications', badge: '' });
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  it('opens the list with focus in it; Escape closes it and returns focus to the bell', async () => {
    const user = userEvent.setup();
    const { onOpen, onMarkRead } = renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(onOpen).toHaveBeenCalledTimes(1);
    const panel = document.getElementById(bell.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('heading', { name: 'Notifications (3 unread)' }));
    expect(panel).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Mark read ?\(AAPL rose above \$230\.00\)$/ }));
    expect(onMarkRead).toHaveBeenCalledWith('n1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: /^Notifications/ })).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('heading', { name: /^Notifications/ })).toBeNull();
  });
});
