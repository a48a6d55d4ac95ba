import { useCallback } from 'react';
import { couponErrorMessage, messages, validateCouponForm, type Coupon, type RateFormValues } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useAction } from '../internal/useAction';
import { useUserId } from '../internal/useUserId';
import { useRateForm } from './useRateForm';
import { useDataMutate } from '../internal/useSwrScope';

/**
 * Generate a coupon code (spec 5, 7, 8): a non-empty name and valid rates; success
 * 'Coupon code generated!'; errors through the SDK's coupon mapper. Refreshes the list.
 */
export function useCreateCoupon() {
  const client = useApiClient('useCreateCoupon');
  const userId = useUserId();
  const mutate = useDataMutate('useCreateCoupon');
  const form = useRateForm();
  const action = useAction(async (v: RateFormValues): Promise<{ result: Coupon; message: string }> => {
    const coupon = await client.affiliate.createCoupon({ code: v.name.trim(), commission_rate: v.commission_rate, discount_rate: v.discount_rate });
    if (userId) void mutate(keys.affiliateCoupons(userId));
    return { result: coupon, message: messages.couponGenerated };
  }, couponErrorMessage);
  const { execute, reset, fail } = action;
  const submit = useCallback(async () => {
    reset();
    const v = form.current();
    const problem = validateCouponForm(v);
    if (problem) { fail(problem); return undefined; }
    const created = await execute(v);
    if (created) form.reset();
    return created;
  }, [form, execute, reset, fail]);
  return { ...action, form, submit };
}
