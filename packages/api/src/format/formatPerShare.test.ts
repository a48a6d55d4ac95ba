import { describe, expect, it } from 'vitest';
import { formatCurrency } from './formatCurrency';
import { formatPerShare } from './formatPerShare';

describe('formatPerShare', () => {
  it('keeps the decimals a per-share amount has, up to four', () => {
    expect(formatPerShare(0.485)).toBe('$0.485');
    expect(formatPerShare(0.4850, 'usd')).toBe('$0.485');
    expect(formatPerShare(0.2425, 'USD')).toBe('$0.2425');
    expect(formatCurrency(0.485)).toBe('$0.49');
  });

  it("pads to the currency's decimals and no further, and rounds beyond four", () => {
    expect(formatPerShare(0.5)).toBe('$0.50');
    expect(formatPerShare(231.4)).toBe('$231.40');
    expect(formatPerShare(1234)).toBe('$1,234.00');
    expect(formatPerShare(0.12345)).toBe('$0.1235');
    expect(formatPerShare(12.5, 'eur')).toBe('€12.50');
    expect(formatPerShare(150, 'jpy')).toBe('¥150');
    expect(formatPerShare(150.25, 'jpy')).toBe('¥150.25');
  });

  it('writes an unknown currency code readably', () => {
    expect(formatPerShare(0.485, 'not-a-code')).toBe('0.485 NOT-A-CODE');
  });
});
