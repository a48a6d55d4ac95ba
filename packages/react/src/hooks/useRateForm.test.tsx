import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { DEFAULT_COMMISSION_RATE, DEFAULT_DISCOUNT_RATE } from '@pt/api';
import { useRateForm } from './useRateForm';

describe('useRateForm', () => {
  it('starts with an empty name, 30% commission and 10% discount', () => {
    const { result } = renderHook(() => useRateForm());
    expect(result.current.values).toEqual({ name: '', commission_rate: DEFAULT_COMMISSION_RATE, discount_rate: DEFAULT_DISCOUNT_RATE });
    expect([DEFAULT_COMMISSION_RATE, DEFAULT_DISCOUNT_RATE]).toEqual([30, 10]);
    expect(result.current.maxDiscount).toBe(20);
  });

  it('the discount ceiling follows the commission: 50 minus commission, never below 0', () => {
    const { result } = renderHook(() => useRateForm({ commission_rate: 5 }));
    expect(result.current.maxDiscount).toBe(45);
    act(() => result.current.setField('commission_rate', 50));
    expect(result.current.maxDiscount).toBe(0);
    act(() => result.current.setField('commission_rate', 80));
    expect(result.current.maxDiscount).toBe(0);
  });
});
