// Ledger entries (rows of `conversions`) as the wire's CommissionEntry / AdminCommission.
import { maskEmail, type AdminCommission, type CommissionEntry, type FraudFlag } from '@pt/api';
import { iso, isoOrNull, num } from '../lib/time';
import type { CommissionRow } from '../db/queries/commissions';

export type { CommissionRow } from '../db/queries/commissions';

export const parseFlags = (v: FraudFlag[] | string | null | undefined): FraudFlag[] =>
  typeof v === 'string' ? (JSON.parse(v) as FraudFlag[]) : (v ?? []);

/** The percent applied; a row written without it (outside this server) reads as commission / amount. */
const rateOf = (r: CommissionRow): number => r.rate ?? (num(r.amount) > 0 ? Math.round((num(r.commission) * 100) / num(r.amount)) : 0);

/** The affiliate's view: the customer's e-mail masked. */
export function toCommissionEntry(r: CommissionRow, customerEmail = maskEmail(r.customer_email)): CommissionEntry {
  return {
    id: r.id, status: r.status, held: r.held, flags: parseFlags(r.flags), amount: num(r.amount), rate: rateOf(r), commission: num(r.commission),
    customer_email: customerEmail, invoice_id: r.invoice_id,
    link: r.link_id && r.link_name !== null ? { id: r.link_id, name: r.link_name } : null,
    coupon: r.coupon_id && r.coupon_code !== null ? { id: r.coupon_id, code: r.coupon_code } : null,
    hold_until: iso(r.hold_until), payout_id: r.payout_id, void_reason: r.void_reason, created_at: iso(r.created_at),
    approved_at: isoOrNull(r.approved_at), paid_at: isoOrNull(r.paid_at), voided_at: isoOrNull(r.voided_at),
  };
}

/** The admin's view: the customer's e-mail whole, and whose commission it is. */
export const toAdminCommission = (r: CommissionRow): AdminCommission => ({
  ...toCommissionEntry(r, r.customer_email), affiliate_id: r.affiliate_id, affiliate_email: r.affiliate_email,
});
