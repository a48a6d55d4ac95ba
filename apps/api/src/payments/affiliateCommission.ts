import { commissionHoldUntil } from '@pt/api';
import type { Queryable } from '../db';
import { POINTS_PER_CONVERSION } from '../affiliate/points';
import { conversionFlags } from '../affiliate/fraud/conversionFlags';
import { addProfilePoints, findReferralBefore } from '../db/queries/affiliate';
import {
  findCouponCommissionRate, findInvoiceLedgerState, findLinkCommissionRate, findProfileCommissionRate, insertCommission, listUnrecordedPaidInvoices,
  type PaidInvoiceRow,
} from '../db/queries/commissions';

/** Earnings are kept in US dollars; money paid in another currency is not converted and earns nothing. */
export const COMMISSION_CURRENCY = 'usd';

/** The invoice fields a conversion is recorded from. */
export type PaidInvoice = PaidInvoiceRow;

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
  const ref = await findReferralBefore(q, inv.user_id, inv.created_at);
  if (!ref) return false;
  // Recorded already, or refunded: nothing to earn (the flags below cost queries, so this is checked first).
  const seen = await findInvoiceLedgerState(q, inv.id);
  if (seen?.recorded || seen?.refunded) return false;
  let rate: number | undefined;
  if (ref.link_id) rate = await findLinkCommissionRate(q, ref.link_id);
  if (rate === undefined && ref.coupon_id) rate = await findCouponCommissionRate(q, ref.coupon_id);
  if (rate === undefined) rate = (await findProfileCommissionRate(q, ref.affiliate_id)) ?? 30;
  const amount = inv.amount_paid / 100;
  const commission = Math.round((inv.amount_paid * rate) / 100) / 100;
  const flags = await conversionFlags(q, ref.affiliate_id, inv.user_id, new Date(ref.created_at));
  const inserted = await insertCommission(q, {
    affiliateId: ref.affiliate_id, customerId: inv.user_id, linkId: ref.link_id, couponId: ref.coupon_id, amount, rate, commission,
    invoiceId: inv.id, holdUntil: commissionHoldUntil(at), flags, at,
  });
  if (!inserted) return false;
  await addProfilePoints(q, ref.affiliate_id, POINTS_PER_CONVERSION);
  return true;
}

/**
 * POST /api/affiliate/track/conversion: records the member's paid invoices that have no ledger entry yet
 * (normally none: a payment records its entry when it is made). Returns how many were recorded.
 */
export async function attributePaidInvoices(q: Queryable, userId: string, at: Date): Promise<number> {
  const open = await listUnrecordedPaidInvoices(q, userId);
  let n = 0;
  for (const inv of open) if (await recordConversion(q, inv, at)) n++;
  return n;
}
