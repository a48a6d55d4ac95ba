import { couponErrorMessage, messages, validateCouponForm, type Coupon, type CreateCouponRequest } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';
import { formHookResult } from './formHook';
import { useRateForm } from './useRateForm';

/**
 * Generate a coupon code (product §5, §7, §8): the SDK's coupon validator (a non-empty name and
 * valid rates, on their fields); success 'Coupon code generated!'; failures through the SDK's
 * coupon mapper. Refreshes the coupon list. `submit()` resolves the coupon.
 */
export function useCreateCoupon() {
  const client = useApiClient('useCreateCoupon');
  const userId = useUserId();
  const form = useRateForm<CreateCouponRequest>(undefined, validateCouponForm);
  const create = useMutation((body: CreateCouponRequest): Promise<Coupon> => client.affiliate.createCoupon(body), {
    onSuccess: (_coupon, _body, { revalidate }) => { if (userId) void revalidate(keys.affiliateCoupons(userId)); },
  });
  const { submit, formMessage, clear } = useFormSubmit(form, create, { resetOnSuccess: true });
  return formHookResult({
    ...create,
    form,
    errorMessage: formMessage ?? (create.error ? couponErrorMessage(create.error) : null),
    successMessage: create.status === 'success' ? messages.couponGenerated : null,
    submit,
    reset: clear,
  });
}
