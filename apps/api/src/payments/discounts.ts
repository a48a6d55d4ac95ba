import { billingMessages } from '@pt/api';
import type { Queryable } from '../db';
import { invalidField } from '../lib/http';
import { recordNetwork } from '../affiliate/fraud/networks';

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

interface ReferralRow { affiliate_id: string; link_id: string | null; coupon_id: string | null; discount_rate: number; code: string | null }
interface CouponRow { id: string; affiliate_id: string; code: string; discount_rate: number; affiliate_user_id: string }

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
  const had = (await q.query('SELECT 1 FROM subscriptions WHERE user_id = $1 AND discount_rate > 0 LIMIT 1', [userId])).length > 0;
  const ref = (await q.query<ReferralRow>(
    `SELECT r.affiliate_id, r.link_id, r.coupon_id, r.discount_rate, k.code FROM referrals r LEFT JOIN coupons k ON k.id = r.coupon_id
     WHERE r.referred_user_id = $1`,
    [userId],
  ))[0];
  if (code) {
    const c = (await q.query<CouponRow>(
      `SELECT k.id, k.affiliate_id, k.code, k.discount_rate, p.user_id AS affiliate_user_id FROM coupons k JOIN affiliate_profiles p ON p.id = k.affiliate_id
       WHERE lower(k.code) = lower($1) AND k.is_active AND p.status = 'active'`,
      [code.slice(0, 64)],
    ))[0];
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
  const rows = await q.query<{ id: string }>(
    `INSERT INTO referrals (affiliate_id, referred_user_id, link_id, coupon_id, discount_rate, created_at) VALUES ($1, $2, NULL, $3, $4, $5)
     ON CONFLICT (referred_user_id) DO NOTHING RETURNING id`,
    [r.affiliateId, userId, r.couponId, r.rate, at],
  );
  if (!rows[0]) return;
  await q.query('UPDATE coupons SET uses = uses + 1 WHERE id = $1', [r.couponId]);
  await recordNetwork(q, userId, 'referral', network, at);
}
