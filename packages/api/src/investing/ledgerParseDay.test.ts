import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayNumber, isIsoDate } from './isoDate';
import { parseDay } from './ledger';

describe('parseDay', () => {
  it('reads a date as isIsoDate and dayNumber do, for any text that looks like one', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
      const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      expect(parseDay(text)).toBe(isIsoDate(text) ? dayNumber(text) : null);
    }), { numRuns: 2000 });
    for (const text of ['2024-02-29', '2023-02-29', '1970-01-01', '2026-1-01', '2026-01-01T00:00:00Z', 'abcd-ef-gh', '']) {
      expect(parseDay(text)).toBe(isIsoDate(text) ? dayNumber(text) : null);
    }
  });
});
