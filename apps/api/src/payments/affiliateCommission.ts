import type { Queryable } from '../db';
import { POINTS_PER_CONVERSION } from '../affiliate/points';

/** Earnings are kept in US dollars; money paid in another currency is not converted and earns nothing. */
export const COMMISSION_CURRENCY = 'usd';

/** The invoice fields a conversion is recorded from. */
export interface PaidInvoice { id: string; user_id: string; amount_paid: number; currency: string; status: string; created_at: Date }

interface Referral { affiliate_id: string; link_id: string | null; coupon_id: string | null }

/**
 * Records the conversion of one paid invoice of a referred member: amount = what was paid, commission at
 * the link's rate, else the coupon's, else the affiliate profile's; the counters of the link, coupon and
 * profile grow with it (1 point). Only money that was paid counts: an open or zero invoice, one in another
 * currency, or one dated before the member's referral records nothing. Once per invoice: the unique
 * invoice_id makes a second attempt (a replay, a concurrent call) a no-op. Call inside the transaction
 * that wrote the invoice (or another), so the conversion and the counters land together.
 * Returns whether a conversion was recorded.
 */
export async function recordConversion(q: Queryable, inv: PaidInvoice, at: Date): Promise<boolean> {
  if (inv.status !== 'paid' || inv.amount_paid <= 0 || inv.currency !== COMMISSION_CURRENCY) return false;
  const ref = (await q.query<Referral>('SELECT affiliate_id, link_id, coupon_id FROM referrals WHERE referred_user_id = $1 AND created_at <= $2', [inv.user_id, inv.created_at]))[0];
  if (!ref) return false;
  let rate: number | undefined;
  if (ref.link_id) rate = (await q.query<{ commission_rate: number }>('SELECT commission_rate FROM affiliate_links WHERE id = $1', [ref.link_id]))[0]?.commission_rate;
  if (rate === undefined && ref.coupon_id) rate = (await q.query<{ commission_rate: number }>('SELECT commission_rate FROM coupons WHERE id = $1', [ref.coupon_id]))[0]?.commission_rate;
  if (rate === undefined) rate = (await q.query<{ commission_rate: number }>('SELECT commission_rate FROM affiliate_profiles WHERE id = $1', [ref.affiliate_id]))[0]?.commission_rate ?? 30;
  const amount = inv.amount_paid / 100;
  const commission = Math.round((inv.amount_paid * rate) / 100) / 100;
  const inserted = await q.query(
    `INSERT INTO conversions (affiliate_id, referred_user_id, link_id, coupon_id, amount, commission, invoice_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (invoice_id) DO NOTHING RETURNING id`,
    [ref.affiliate_id, inv.user_id, ref.link_id, ref.coupon_id, amount, commission, inv.id, at],
  );
  if (!inserted.length) return false;
  if (ref.link_id) await q.query('UPDATE affiliate_links SET conversions = conversions + 1, earnings = earnings + $2 WHERE id = $1', [ref.link_id, commission]);
  if (ref.coupon_id) await q.query('UPDATE coupons SET conversions = conversions + 1, earnings = earnings + $2 WHERE id = $1', [ref.coupon_id, commission]);
  await q.query(
    'UPDATE affiliate_profiles SET total_conversions = total_conversions + 1, total_earnings = total_earnings + $2, points = points + $3 WHERE id = $1',
    [ref.affiliate_id, commission, POINTS_PER_CONVERSION],
  );
  return true;
}

/**
 * POST /api/affiliate/track/conversion: records the member's paid invoices that have no conversion yet
 * (normally none: a payment records its conversion when it is made). Returns how many were recorded.
 */
export async function attributePaidInvoices(q: Queryable, userId: string, at: Date): Promise<number> {
  const open = await q.query<PaidInvoice>(
    `SELECT i.id, i.user_id, i.amount_paid, i.currency, i.status, i.created_at FROM invoices i
     WHERE i.user_id = $1 AND i.status = 'paid' AND i.amount_paid > 0
       AND NOT EXISTS (SELECT 1 FROM conversions c WHERE c.invoice_id = i.id)
     ORDER BY i.created_at, i.id`,
    [userId],
  );
  let n = 0;
  for (const inv of open) if (await recordConversion(q, inv, at)) n++;
  return n;
}
