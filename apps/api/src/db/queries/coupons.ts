// The SQL of the discounts a member's subscription gets (product §16.4, product §11.3): their referral and the
// coupon codes typed at checkout. Each function is one statement on whatever it is given (the pool or a transaction).
import type { Queryable } from '../Db';

/** The member's referral, with its coupon's code when it came through a coupon. */
export interface ReferralDiscountRow { affiliate_id: string; link_id: string | null; coupon_id: string | null; discount_rate: number; code: string | null }

/** An active coupon of an active affiliate, with the affiliate's own user id. */
export interface ActiveCouponRow { id: string; affiliate_id: string; code: string; discount_rate: number; affiliate_user_id: string }

export async function findReferralDiscount(q: Queryable, userId: string): Promise<ReferralDiscountRow | null> {
  return (await q.query<ReferralDiscountRow>(
    `SELECT r.affiliate_id, r.link_id, r.coupon_id, r.discount_rate, k.code FROM referrals r LEFT JOIN coupons k ON k.id = r.coupon_id
     WHERE r.referred_user_id = $1`,
    [userId],
  ))[0] ?? null;
}

/** The active coupon with this code (any case) of an active affiliate; null when none. */
export async function findActiveCoupon(q: Queryable, code: string): Promise<ActiveCouponRow | null> {
  return (await q.query<ActiveCouponRow>(
    `SELECT k.id, k.affiliate_id, k.code, k.discount_rate, p.user_id AS affiliate_user_id FROM coupons k JOIN affiliate_profiles p ON p.id = k.affiliate_id
     WHERE lower(k.code) = lower($1) AND k.is_active AND p.status = 'active'`,
    [code],
  ))[0] ?? null;
}

/** Makes a typed coupon the member's referral; false when they already have one (the first referral counts). */
export async function insertCouponReferral(
  q: Queryable, userId: string, r: { affiliateId: string; couponId: string; rate: number }, at: Date,
): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO referrals (affiliate_id, referred_user_id, link_id, coupon_id, discount_rate, created_at) VALUES ($1, $2, NULL, $3, $4, $5)
     ON CONFLICT (referred_user_id) DO NOTHING RETURNING id`,
    [r.affiliateId, userId, r.couponId, r.rate, at],
  );
  return rows[0] !== undefined;
}
