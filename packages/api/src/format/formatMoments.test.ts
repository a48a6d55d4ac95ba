import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';
import { formatShortMoment } from './formatShortMoment';
import { formatTimeOfDay } from './formatTimeOfDay';

const now = Date.parse('2026-11-24T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago a recent moment was', () => {
    expect(formatRelativeTime(before(20_000), now)).toBe('Just now');
    expect(formatRelativeTime(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(before(26 * 3_600_000), now)).toBe('Yesterday');
    expect(formatRelativeTime(before(3 * 86_400_000), now)).toBe('3 days ago');
  });

  it('reads a moment ahead of the clock as just now', () => {
    expect(formatRelativeTime(new Date(now + 90_000).toISOString(), now)).toBe('Just now');
  });

  it("gives the product's date ('MMM dd, yyyy', the reader's time) from a week on", () => {
    const at = new Date(now - 10 * 86_400_000);
    expect(formatRelativeTime(at.toISOString(), now)).toBe(`Nov ${String(at.getDate()).padStart(2, '0')}, 2026`);
  });

  it('gives nothing for an unreadable moment', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatTimeOfDay', () => {
  it("writes the reader's time to the second with plain spaces", () => {
    expect(formatTimeOfDay(new Date(2026, 10, 24, 15, 4, 7))).toBe('3:04:07 PM');
    expect(formatTimeOfDay(new Date(2026, 10, 24, 0, 0, 0))).toBe('12:00:00 AM');
  });
  it('writes it to the minute when told', () => {
    expect(formatTimeOfDay(new Date(2026, 10, 24, 15, 4, 7), { seconds: false })).toBe('3:04 PM');
  });
  it('gives nothing for an unreadable moment', () => {
    expect(formatTimeOfDay('soon')).toBe('');
  });
});

describe('formatShortMoment', () => {
  const now = new Date(2026, 4, 29, 16, 0, 0);
  it("writes a moment of today as its time, to the minute, with plain spaces", () => {
    expect(formatShortMoment(new Date(2026, 4, 29, 11, 45, 30), now)).toBe('11:45 AM');
  });
  it('writes an earlier day as the day', () => {
    expect(formatShortMoment(new Date(2026, 4, 28, 23, 59), now)).toBe('May 28');
    expect(formatShortMoment(new Date(2025, 11, 3, 9, 0).toISOString(), now)).toBe('Dec 3');
  });
  it('gives nothing for an unreadable moment', () => {
    expect(formatShortMoment('later', now)).toBe('');
  });
});
