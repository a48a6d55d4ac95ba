import { commissionHoldUntil } from '@pt/api';
import type { Queryable } from '../db';
import { POINTS_PER_CONVERSION } from '../affiliate/points';
import { conversionFlags } from '../affiliate/fraud/conversionFlags';

/** Earnings are kept in US dollars; money paid in another currency is not converted and earns nothing. */
export const COMMISSION_CURRENCY = 'usd';

/** The invoice fields a conversion is recorded from. */
export interface PaidInvoice { id: string; user_id: string; amount_paid: number; currency: string; status: string; created_at: Date }

interface Referral { affiliate_id: string; link_id: string | null; coupon_id: string | null; created_at: Date }

/**
 * Records the ledger entry (a row of `conversions`) of one paid invoice of a referred member: amount = what
 * was paid, commission at the link's rate, else the coupon's, else the affiliate profile's, status pending
 * until the holding period ends (@pt/api's commissionHoldUntil), held when a fraud signal flags it (see
 * conversionFlags); the affiliate gets its conversion point. Only money that was paid (and kept) counts: an open,
 * refunded or zero invoice, one in another currency, or one dated before the member's referral records nothing. Once
 * per invoice: the unique invoice_id makes a second attempt (a replay, a concurrent call) a no-op. Call
 * inside the transaction that wrote the invoice (or another), so the entry and the point land together.
 * Totals (earnings, conversions, per link and coupon) are sums over the ledger, never stored apart.
 * Returns whether an entry was recorded.
 */
export async function recordConversion(q: Queryable, inv: PaidInvoice, at: Date): Promise<boolean> {
  if (inv.status !== 'paid' || inv.amount_paid <= 0 || inv.currency !== COMMISSION_CURRENCY) return false;
  const ref = (await q.query<Referral>(
    'SELECT affiliate_id, link_id, coupon_id, created_at FROM referrals WHERE referred_user_id = $1 AND created_at <= $2',
    [inv.user_id, inv.created_at],
  ))[0];
  if (!ref) return false;
  // Recorded already, or refunded: nothing to earn (the flags below cost queries, so this is checked first).
  const seen = (await q.query<{ recorded: boolean; refunded: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM conversions WHERE invoice_id = $1) AS recorded,
            EXISTS (SELECT 1 FROM invoices WHERE id = $1 AND refunded_at IS NOT NULL) AS refunded`,
    [inv.id],
  ))[0];
  if (seen?.recorded || seen?.refunded) return false;
  let rate: number | undefined;
  if (ref.link_id) rate = (await q.query<{ commission_rate: number }>('SELECT commission_rate FROM affiliate_links WHERE id = $1', [ref.link_id]))[0]?.commission_rate;
  if (rate === undefined && ref.coupon_id) rate = (await q.query<{ commission_rate: number }>('SELECT commission_rate FROM coupons WHERE id = $1', [ref.coupon_id]))[0]?.commission_rate;
  if (rate === undefined) rate = (await q.query<{ commission_rate: number }>('SELECT commission_rate FROM affiliate_profiles WHERE id = $1', [ref.affiliate_id]))[0]?.commission_rate ?? 30;
  const amount = inv.amount_paid / 100;
  const commission = Math.round((inv.amount_paid * rate) / 100) / 100;
  const flags = await conversionFlags(q, ref.affiliate_id, inv.user_id, new Date(ref.created_at));
  const inserted = await q.query(
    `INSERT INTO conversions (affiliate_id, referred_user_id, link_id, coupon_id, amount, rate, commission, invoice_id, status, hold_until, held, flags, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11::jsonb, $12, $12) ON CONFLICT (invoice_id) DO NOTHING RETURNING id`,
    [ref.affiliate_id, inv.user_id, ref.link_id, ref.coupon_id, amount, rate, commission, inv.id, commissionHoldUntil(at), flags.length > 0, JSON.stringify(flags), at],
  );
  if (!inserted.length) return false;
  await q.query('UPDATE affiliate_profiles SET points = points + $2 WHERE id = $1', [ref.affiliate_id, POINTS_PER_CONVERSION]);
  return true;
}

/**
 * POST /api/affiliate/track/conversion: records the member's paid invoices that have no ledger entry yet
 * (normally none: a payment records its entry when it is made). Returns how many were recorded.
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
