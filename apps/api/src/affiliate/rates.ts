import { MAX_COMMISSION_RATE, MAX_TOTAL_RATE, maxDiscountFor, validateRates } from '@pt/api';
import { badRequest } from '../lib/http';
import { reqNumber, type Body } from '../lib/validate';

/**
 * The rates of a new link or coupon, with `@pt/api`'s rule (the form's): whole percents, commission
 * 0..50 and discount 0..(50 - commission). The messages name the request field.
 */
export function readRates(body: Body): { commission_rate: number; discount_rate: number } {
  const commission_rate = reqNumber(body, 'commission_rate', { integer: true, min: 0, max: MAX_COMMISSION_RATE });
  const discount_rate = reqNumber(body, 'discount_rate', { integer: true, min: 0 });
  if (validateRates(commission_rate, discount_rate).discount_rate) {
    throw badRequest(`discount_rate must be at most ${maxDiscountFor(commission_rate)} (commission plus discount may not exceed ${MAX_TOTAL_RATE})`);
  }
  return { commission_rate, discount_rate };
}
