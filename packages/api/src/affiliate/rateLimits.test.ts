import { describe, expect, it } from 'vitest';
import { maxDiscountFor } from './rateLimits';

describe('maxDiscountFor (product §5, §9: commission + discount <= 50)', () => {
  it('is 50 minus the commission', () => {
    expect(maxDiscountFor(30)).toBe(20);
    expect(maxDiscountFor(0)).toBe(50);
    expect(maxDiscountFor(50)).toBe(0);
  });
  it('stays within 0..50 for a commission outside 0..50 or not a number', () => {
    expect(maxDiscountFor(80)).toBe(0);
    expect(maxDiscountFor(-10)).toBe(50);
    expect(maxDiscountFor(Number.NaN)).toBe(50);
    expect(maxDiscountFor(Number.POSITIVE_INFINITY)).toBe(50);
  });
});
