import { describe, expect, it } from 'vitest';
import { PERFORMANCE_RANGES, PERFORMANCE_RANGE_LABELS, performanceRange } from './performanceRange';

describe('performanceRange', () => {
  it('starts each range on its base day, the day before its first return', () => {
    const today = '2026-03-31';
    expect(Object.fromEntries(PERFORMANCE_RANGES.map((r) => [r, performanceRange(r, today, '2020-05-04').from]))).toEqual({
      '1W': '2026-03-24', '1M': '2026-02-28', '3M': '2025-12-31', YTD: '2025-12-31', '1Y': '2025-03-31', ALL: '2020-05-03',
    });
    expect(performanceRange('1M', today).to).toBe(today);
    expect(PERFORMANCE_RANGES.map((r) => PERFORMANCE_RANGE_LABELS[r])).toEqual(['1W', '1M', '3M', 'YTD', '1Y', 'All']);
  });

  it('clamps month ends and leap days', () => {
    expect(performanceRange('1M', '2024-03-31').from).toBe('2024-02-29');
    expect(performanceRange('1Y', '2024-02-29').from).toBe('2023-02-28');
    expect(performanceRange('YTD', '2026-01-01').from).toBe('2025-12-31');
  });

  it('starts a younger portfolio the day before its first transaction; without one, ALL is today', () => {
    expect(performanceRange('1Y', '2026-03-31', '2026-02-10')).toEqual({ from: '2026-02-09', to: '2026-03-31' });
    expect(performanceRange('1W', '2026-03-31', '2026-03-31')).toEqual({ from: '2026-03-30', to: '2026-03-31' });
    expect(performanceRange('ALL', '2026-03-31')).toEqual({ from: '2026-03-31', to: '2026-03-31' });
    expect(performanceRange('ALL', '2026-03-31', '2026-04-02')).toEqual({ from: '2026-03-31', to: '2026-03-31' });
  });

  it('refuses a today that is not a date', () => {
    expect(() => performanceRange('1M', '31/03/2026')).toThrow(RangeError);
  });
});
