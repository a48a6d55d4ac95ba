import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatIsoDate, isIsoDate, toIsoDate } from './isoDate';

describe('calendar dates', () => {
  it('knows a real YYYY-MM-DD date', () => {
    expect(['2024-02-29', '2015-01-02'].every(isIsoDate)).toBe(true);
    expect(['2023-02-29', '2026-13-01', '2026-1-01', '2026-01-01T00:00:00Z', '', 20260101, null].some(isIsoDate)).toBe(false);
  });

  it('reads the UTC day of a time', () => {
    expect(toIsoDate('2026-06-01T23:30:00-05:00')).toBe('2026-06-02');
    expect(toIsoDate(new Date(Date.UTC(2026, 0, 5, 0, 0)))).toBe('2026-01-05');
    expect(toIsoDate('later')).toBeNull();
  });

  it('adds days and months across month, year and leap-day ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('writes MMM dd, yyyy whatever the time zone', () => {
    expect(formatIsoDate('2026-06-01')).toBe('Jun 01, 2026');
  });
});
