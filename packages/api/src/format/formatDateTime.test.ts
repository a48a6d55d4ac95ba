import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it("writes a moment in a named zone as 'MMM d, yyyy, h:mm AM/PM' with the zone, in plain spaces", () => {
    expect(formatDateTime('2026-11-24T22:01:37.512Z', 'UTC')).toBe('Nov 24, 2026, 10:01 PM UTC');
    expect(formatDateTime('2026-03-05T09:07:00Z', 'UTC')).toBe('Mar 5, 2026, 9:07 AM UTC');
    expect(formatDateTime('2026-11-24T22:01:00Z', 'America/New_York')).toBe('Nov 24, 2026, 5:01 PM America/New_York');
  });

  it("writes it in the reader's time without a zone", () => {
    const local = new Date(2026, 10, 24, 22, 1);
    expect(formatDateTime(local)).toBe('Nov 24, 2026, 10:01 PM');
  });

  it("'Invalid date' for anything unreadable", () => {
    for (const v of ['', 'soon', null, undefined, new Date('x')]) expect(formatDateTime(v, 'UTC')).toBe('Invalid date');
  });
});
