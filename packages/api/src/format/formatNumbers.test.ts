import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';
import { formatPercent } from './formatPercent';
import { formatRate } from './formatRate';
import { planName } from './planName';

describe('formatPercent (a ratio)', () => {
  it('writes two decimals unless told, in US English', () => {
    expect(formatPercent(0.1234)).toBe('12.34%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-0.005)).toBe('-0.50%');
    expect(formatPercent(12.5)).toBe('1,250.00%');
  });
  it('writes a share of a whole with one decimal', () => {
    expect(formatPercent(0.342, { digits: 1 })).toBe('34.2%');
    expect(formatPercent(0.25, { digits: 1 })).toBe('25.0%');
  });
  it('signs a change, and leaves no change unsigned', () => {
    expect(formatPercent(0.0123, { signed: true })).toBe('+1.23%');
    expect(formatPercent(-0.0123, { signed: true })).toBe('-1.23%');
    expect(formatPercent(0, { signed: true })).toBe('0.00%');
  });
  it('keeps each option set apart (a format is made per set)', () => {
    expect([formatPercent(0.5, { digits: 0 }), formatPercent(0.5), formatPercent(0.5, { digits: 0 })]).toEqual(['50%', '50.00%', '50%']);
  });
});

describe('formatRate (a rate kept in percent)', () => {
  it('writes the decimals it has, up to two unless told, and adds none', () => {
    expect(formatRate(30)).toBe('30%');
    expect(formatRate(12.5)).toBe('12.5%');
    expect(formatRate(-5.3127)).toBe('-5.31%');
    expect(formatRate(0.0001, 4)).toBe('0.0001%');
  });
});

describe('formatCount (a whole number of things)', () => {
  it('groups thousands and writes no decimals', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1204)).toBe('1,204');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12.6)).toBe('13');
  });
});

describe('planName', () => {
  it("is the plan's id with a capital", () => {
    expect(planName('premium')).toBe('Premium');
    expect(planName('pro')).toBe('Pro');
    expect(planName('')).toBe('');
  });
});
