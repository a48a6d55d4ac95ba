// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notificationTime } from './notificationTime';

const now = Date.parse('2026-11-24T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('notificationTime', () => {
  it('says how long ago a recent notification arrived', () => {
    expect(notificationTime(before(20_000), now)).toBe('Just now');
    expect(notificationTime(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(notificationTime(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(notificationTime(before(26 * 3_600_000), now)).toBe('Yesterday');
    expect(notificationTime(before(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('reads a moment ahead of the clock as just now', () => {
    expect(notificationTime(new Date(now + 90_000).toISOString(), now)).toBe('Just now');
  });

  it('gives the date of a notification a week old or older', () => {
    const at = new Date(now - 10 * 86_400_000);
    const text = notificationTime(at.toISOString(), now);
    expect(text).toMatch(/^Nov \d{2}, 2026$/);
    expect(text).toBe(`Nov ${String(at.getDate()).padStart(2, '0')}, 2026`);
  });

  it('gives nothing for an unreadable moment', () => {
    expect(notificationTime('not a date', now)).toBe('');
  });
});
