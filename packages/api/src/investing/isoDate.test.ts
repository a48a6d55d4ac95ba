import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonths, dayNumber, formatIsoDate, fromDayNumber, isIsoDate, isoDayNumber, parseTime, toIsoDate } from './isoDate';

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

describe('reading dates and times by their digits', () => {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  // Mostly valid parts, sometimes out of range, so both the fast reading and the fallback run.
  const dateArb = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
  const timeArb = fc.record({
    date: dateArb,
    h: fc.integer({ min: 0, max: 25 }),
    mi: fc.integer({ min: 0, max: 61 }),
    s: fc.integer({ min: 0, max: 61 }),
    fraction: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 9999 }).chain((n) => fc.integer({ min: 1, max: 4 }).map((w) => `.${pad(n, 4).slice(0, w)}`))),
    zone: fc.oneof(fc.constant('Z'), fc.constant(''), fc.constant('z'), fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 })).map(([sign, h, m]) => `${sign}${pad(h, 2)}:${pad(m, 2)}`)),
    separator: fc.constantFrom('T', 'T', 'T', ' ', 't'),
  }).map((t) => `${t.date}${t.separator}${pad(t.h, 2)}:${pad(t.mi, 2)}:${pad(t.s, 2)}${t.fraction}${t.zone}`);

  it('parseTime reads every time as Date.parse does', () => {
    fc.assert(fc.property(fc.oneof(timeArb, dateArb, fc.string({ maxLength: 30 })), (value) => Object.is(parseTime(value), Date.parse(value))), { numRuns: 5000 });
    for (const value of ['2026-06-01T15:30:00.000Z', '2026-06-01T15:30:00-05:00', '2026-06-01', '2026-02-30T00:00:00Z', '2026-06-01T15:30:00', '2026-06-01T15:30Z', '+002026-06-01T00:00:00Z', '']) {
      expect(Object.is(parseTime(value), Date.parse(value))).toBe(true);
    }
  });

  it('isoDayNumber is the day number of a real date and null otherwise', () => {
    fc.assert(fc.property(fc.oneof(dateArb, fc.string({ maxLength: 12 })), (value) => isoDayNumber(value) === (isIsoDate(value) ? dayNumber(value) : null)), { numRuns: 5000 });
    expect([isoDayNumber(20260101), isoDayNumber(null), isoDayNumber('2024-02-29')]).toEqual([null, null, dayNumber('2024-02-29')]);
  });

  it('fromDayNumber writes the day toISOString does', () => {
    fc.assert(fc.property(fc.integer({ min: -800_000, max: 3_000_000 }), (day) => fromDayNumber(day) === new Date(day * 86_400_000).toISOString().slice(0, 10)), { numRuns: 5000 });
    expect(fromDayNumber(dayNumber('0000-03-01'))).toBe('0000-03-01');
  });
});
