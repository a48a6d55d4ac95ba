import {
  DEFAULT_COMMISSION_RATE, DEFAULT_DISCOUNT_RATE, maxDiscountFor, type RateFormValues, type Validation,
} from '@pt/api';
import { useForm } from './useForm';

/**
 * The name/commission/discount form shared by links and coupons (defaults 30% and 10%), checked
 * by the SDK's link or coupon validator; `maxDiscount` is the discount's current ceiling.
 */
export function useRateForm<R = RateFormValues>(initial?: Partial<RateFormValues>, validate?: (values: RateFormValues) => Validation<R, keyof RateFormValues>) {
  const form = useForm<RateFormValues, R>({ name: '', commission_rate: DEFAULT_COMMISSION_RATE, discount_rate: DEFAULT_DISCOUNT_RATE, ...initial }, validate);
  return { ...form, maxDiscount: maxDiscountFor(form.values.commission_rate) };
}
