import { describe, expect, it } from 'vitest';
import { notificationsLabel, unreadBadgeText } from './notificationBadge';

describe('the bell', () => {
  it('shows no badge at 0, the count up to 99, then 99+', () => {
    expect([0, -1, Number.NaN, 1, 99, 100, 2500].map(unreadBadgeText)).toEqual(['', '', '', '1', '99', '99+', '99+']);
  });
  it('names the unread count for screen readers', () => {
    expect(notificationsLabel(0)).toBe('Notifications');
    expect(notificationsLabel(3)).toBe('Notifications, 3 unread');
    expect(notificationsLabel(120)).toBe('Notifications, 99+ unread');
  });
});
