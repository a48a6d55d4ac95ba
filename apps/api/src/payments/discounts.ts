import { billingMessages } from '@pt/api';
import type { Queryable } from '../db';
import { invalidField } from '../lib/http';
import { recordNetwork } from '../affiliate/fraud/networks';
import { findActiveCoupon, findReferralDiscount, insertCouponReferral } from '../db/queries/coupons';
import { countCouponUse } from '../db/queries/affiliate';
import { hasHadDiscount } from '../db/queries/subscriptions';

/** A discount a member's next paid subscription gets (product §11.3). */
export interface OfferDiscount {
  /** Percent off; 0 for a coupon that only credits its affiliate. */
  rate: number;
  /** What the invoice line names: the coupon's code, or 'Partner link'. */
  label: string;
  source: 'link' | 'coupon';
  /** The coupon's code when the discount comes from one. */
  code: string | null;
  /** A code typed by a member without a referral: it becomes their referral when the subscription starts. */
  newReferral: { affiliateId: string; couponId: string; rate: number } | null;
}

export const PARTNER_LINK_LABEL = 'Partner link';

const promotionError = (message: string) => invalidField('promotion_code', message);

/**
 * The discount of the member's next paid subscription, checking a code typed at checkout:
 * - a code must be an active coupon of an active affiliate, not the member's own; a member already referred
 *   may type only the coupon they were referred with (one offer per member: codes cannot be combined);
 * - without a code, the referral's discount (its rate as the visitor was shown it);
 * - one discount per member: once a subscription of theirs has had one, none (a code is then refused).
 * Errors are 400 `{ error, field: 'promotion_code' }`. Reads only: a typed code's referral is written by
 * recordCouponReferral when the subscription starts.
 */
export async function offerDiscount(q: Queryable, userId: string, promotionCode: string | null): Promise<OfferDiscount | null> {
  const code = promotionCode?.trim() ?? '';
  const had = await hasHadDiscount(q, userId);
  const ref = await findReferralDiscount(q, userId);
  if (code) {
    const c = await findActiveCoupon(q, code.slice(0, 64));
    if (!c) throw promotionError(billingMessages.promotionCodeInvalid);
    if (c.affiliate_user_id === userId) throw promotionError(billingMessages.promotionCodeOwn);
    if (ref && ref.coupon_id !== c.id) throw promotionError(billingMessages.promotionCodeCombined);
    if (had) throw promotionError(billingMessages.promotionCodeUsed);
    // Referred with this coupon: the rate they were shown then.
    const rate = ref ? ref.discount_rate : c.discount_rate;
    return { rate, label: c.code, source: 'coupon', code: c.code, newReferral: ref ? null : { affiliateId: c.affiliate_id, couponId: c.id, rate } };
  }
  if (!ref || had || ref.discount_rate <= 0) return null;
  const viaLink = ref.link_id !== null;
  return {
    rate: ref.discount_rate, label: viaLink || !ref.code ? PARTNER_LINK_LABEL : ref.code, source: viaLink || !ref.code ? 'link' : 'coupon',
    code: viaLink ? null : ref.code, newReferral: null,
  };
}

/** Makes a typed coupon the member's referral (the first referral counts; its use is counted with it). */
export async function recordCouponReferral(
  q: Queryable, userId: string, r: { affiliateId: string; couponId: string; rate: number }, at: Date, network: string | null = null,
): Promise<void> {
  if (!(await insertCouponReferral(q, userId, r, at))) return;
  await countCouponUse(q, r.couponId);
  await recordNetwork(q, userId, 'referral', network, at);
}
