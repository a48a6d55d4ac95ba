import { messages as m, discountRangeMessage } from '../messages';
import { fieldChecker, type FieldErrors, type Validation } from '../validation/fieldChecker';
import { MAX_COMMISSION_RATE, maxDiscountFor } from './rateLimits';
import type { CreateCouponRequest, CreateLinkRequest } from './types';

const inRange = (n: number, max: number) => Number.isFinite(n) && n >= 0 && n <= max;

export interface RateFormValues { name: string; commission_rate: number; discount_rate: number }
type RateField = keyof RateFormValues;

/**
 * Commission 0-50 and discount 0..(50 - commission). The discount is judged only against a
 * valid commission: with a commission out of range, its error alone says what to fix.
 */
export function validateRates(commission: number, discount: number): FieldErrors<'commission_rate' | 'discount_rate'> {
  if (!inRange(commission, MAX_COMMISSION_RATE)) return { commission_rate: m.commissionRange };
  const max = maxDiscountFor(commission);
  return inRange(discount, max) ? {} : { discount_rate: discountRangeMessage(max) };
}

function rateForm(v: RateFormValues, nameMessage: string) {
  const check = fieldChecker<RateField>();
  check.need('name', v.name.trim(), nameMessage);
  check.add(validateRates(v.commission_rate, v.discount_rate));
  return check;
}

/** Coupon form (product §5): a non-empty code name and valid rates; the value is the request body. */
export function validateCouponForm(v: RateFormValues): Validation<CreateCouponRequest, RateField> {
  return rateForm(v, m.couponNameRequired).result(() => ({ code: v.name.trim(), commission_rate: v.commission_rate, discount_rate: v.discount_rate }));
}

/**
 * Link form (product §5): a non-empty name and valid rates, and a signed-in user (else the form
 * message 'Authentication required'); the value is the request body.
 */
export function validateLinkForm(v: RateFormValues, signedIn: boolean): Validation<CreateLinkRequest, RateField> {
  return rateForm(v, m.linkNameRequired).result(
    () => ({ name: v.name.trim(), commission_rate: v.commission_rate, discount_rate: v.discount_rate }),
    signedIn ? null : m.authRequiredTitle,
  );
}

/** Admin reject (product §5): non-empty review notes ('Please provide rejection notes.'); the value is the request body. */
export function validateRejectNotes(v: { notes: string }): Validation<{ notes: string }, 'notes'> {
  const check = fieldChecker<'notes'>();
  check.need('notes', v.notes.trim(), m.rejectNotesRequired);
  return check.result(() => ({ notes: v.notes.trim() }));
}
