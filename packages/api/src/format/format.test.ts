import { describe, expect, it } from 'vitest';
import { formatMinorAmount, invoiceNumber } from '../payments/invoiceDisplay';
import { formatCurrency, fromMinorUnits } from './formatCurrency';
import { formatDate, toDate } from './formatDate';

describe('formatters (product §2, §9)', () => {
  it('US-English currency with the upper-case code', () => {
    expect(formatCurrency(9.99, 'usd')).toBe('$9.99');
    expect(formatCurrency(1234.5, 'eur')).toBe('€1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(5, 'not-a-code')).toBe('5 NOT-A-CODE');
  });
  it('each currency writes the same way on every call, whatever the case of its code', () => {
    const amounts = [0.5, -1234.567, 1e9];
    expect(amounts.map((a) => formatCurrency(a, 'gbp'))).toEqual(['£0.50', '-£1,234.57', '£1,000,000,000.00']);
    expect(amounts.map((a) => formatCurrency(a, 'GBP'))).toEqual(['£0.50', '-£1,234.57', '£1,000,000,000.00']);
    expect(formatCurrency(2, 'jpy')).toBe('¥2');
    expect(formatCurrency(7, 'not-a-code')).toBe('7 NOT-A-CODE');
  });
  it('minor units / 100 and the invoice number as the last 8 characters', () => {
    expect(fromMinorUnits(999)).toBe(9.99);
    expect(formatMinorAmount(129900, 'usd')).toBe('$1,299.00');
    expect(invoiceNumber('in_1PqRsTuVwXyZ')).toBe('TuVwXyZ'.padStart(8, 's'));
    expect(invoiceNumber('abc')).toBe('abc');
  });
  it("'MMM dd, yyyy' from ISO strings, unix seconds and Dates (local time)", () => {
    expect(formatDate(new Date(2025, 0, 5, 12))).toBe('Jan 05, 2025');
    expect(formatDate(new Date(2024, 11, 31, 12).toISOString())).toBe('Dec 31, 2024');
    const secs = Math.floor(new Date(2025, 6, 4, 12).getTime() / 1000);
    expect(formatDate(secs)).toBe('Jul 04, 2025');
    expect(formatDate(String(secs))).toBe('Jul 04, 2025');
  });
  it("'Invalid date' for anything unreadable", () => {
    for (const v of ['', 'tomorrow', null, undefined, Number.NaN, {}, new Date('x')]) expect(formatDate(v)).toBe('Invalid date');
    expect(toDate('garbage')).toBeNull();
  });
});
