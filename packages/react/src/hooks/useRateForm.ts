import { DEFAULT_COMMISSION_RATE, DEFAULT_DISCOUNT_RATE, maxDiscountFor, type RateFormValues } from '@pt/api';
import { useForm } from './useForm';

/** The name/commission/discount form shared by links and coupons (defaults 30% and 10%). */
export function useRateForm(initial?: Partial<RateFormValues>) {
  const form = useForm<RateFormValues>({ name: '', commission_rate: DEFAULT_COMMISSION_RATE, discount_rate: DEFAULT_DISCOUNT_RATE, ...initial });
  return { ...form, maxDiscount: maxDiscountFor(form.values.commission_rate) };
}
