import { messages as m, discountRangeMessage } from '../messages';

export const MAX_COMMISSION_RATE = 50;
/** Commission plus discount never exceeds this. */
export const MAX_TOTAL_RATE = 50;
export const DEFAULT_COMMISSION_RATE = 30;
export const DEFAULT_DISCOUNT_RATE = 10;

/** The largest discount allowed with this commission: 50 minus commission (never negative). */
export const maxDiscountFor = (commission: number): number => Math.max(0, MAX_TOTAL_RATE - commission);

const inRange = (n: number, max: number) => Number.isFinite(n) && n >= 0 && n <= max;

/** Commission 0-50 and discount 0..(50 - commission); the first problem or null. */
export function validateRates(commission: number, discount: number): string | null {
  if (!inRange(commission, MAX_COMMISSION_RATE)) return m.commissionRange;
  const max = maxDiscountFor(commission);
  return inRange(discount, max) ? null : discountRangeMessage(max);
}

export interface RateFormValues { name: string; commission_rate: number; discount_rate: number }

/** Coupon form (spec 5): a non-empty code name and valid rates. */
export const validateCouponForm = (v: RateFormValues): string | null =>
  v.name.trim() ? validateRates(v.commission_rate, v.discount_rate) : m.couponNameRequired;

/** Link form (spec 5): a non-empty name, a signed-in user (else the sign-in text) and valid rates. */
export const validateLinkForm = (v: RateFormValues, signedIn: boolean): string | null =>
  !v.name.trim() ? m.linkNameRequired : !signedIn ? m.authRequiredTitle : validateRates(v.commission_rate, v.discount_rate);

/** Admin reject (spec 5): non-empty notes; null when fine. */
export const validateRejectNotes = (notes: string): string | null => (notes.trim() ? null : m.rejectNotesRequired);
