// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { portfolioFormat, quotesAsOf } from './portfolioFormat';

describe('portfolioFormat', () => {
  it('writes money in the portfolio currency, ratios as percentages, quantities and trading days', () => {
    const usd = portfolioFormat('usd');
    expect(usd.money(1234.5)).toBe('$1,234.50');
    expect(usd.percent(0.01234)).toBe('1.23%');
    expect(usd.quantity(12.5)).toBe('12.5');
    expect(usd.quantity(0.1234567)).toBe('0.123457');
    expect(usd.date('2026-06-01')).toBe('Jun 01, 2026');
    // A trade's date-time counts on its UTC day, whatever the reader's time zone.
    expect(usd.date('2026-06-01T23:30:00.000Z')).toBe('Jun 01, 2026');
    expect(portfolioFormat('EUR').money(5)).toBe('€5.00');
    // A dividend per share keeps its tenth of a cent; money stays in cents.
    expect(usd.perShare(0.485)).toBe('$0.485');
    expect(usd.money(0.485)).toBe('$0.49');
  });

  it('gives the same object for the same currency, so rows memoised on it stay put', () => {
    expect(portfolioFormat('USD')).toBe(portfolioFormat('usd'));
  });

  it('writes the quotes time, or nothing without a valid one', () => {
    expect(quotesAsOf('2026-11-21T20:45:00Z')).toMatch(/^Nov 2[12], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(quotesAsOf(null)).toBeNull();
    expect(quotesAsOf('not a date')).toBeNull();
  });
});
