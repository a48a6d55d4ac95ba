// Ledger entries (rows of `conversions`) as the wire's CommissionEntry / AdminCommission.
import { maskEmail, type AdminCommission, type CommissionEntry, type CommissionStatus, type FraudFlag } from '@pt/api';
import { iso, isoOrNull, num } from '../lib/time';

export interface CommissionRow {
  id: string; affiliate_id: string; referred_user_id: string; link_id: string | null; coupon_id: string | null; amount: unknown; rate: number | null;
  commission: unknown; invoice_id: string | null; status: CommissionStatus; held: boolean; flags: FraudFlag[] | string; hold_until: Date;
  payout_id: string | null; approved_at: Date | null; paid_at: Date | null; voided_at: Date | null; void_reason: string | null; created_at: Date;
  customer_email: string; link_name: string | null; coupon_code: string | null; affiliate_email: string;
}

/** Every entry with what the wire shows beside it: the customer's and the affiliate's e-mail, the link's name, the coupon's code. */
export const COMMISSION_SELECT = `SELECT c.*, cu.email AS customer_email, l.name AS link_name, k.code AS coupon_code, au.email AS affiliate_email
  FROM conversions c
  JOIN users cu ON cu.id = c.referred_user_id
  JOIN affiliate_profiles p ON p.id = c.affiliate_id
  JOIN users au ON au.id = p.user_id
  LEFT JOIN affiliate_links l ON l.id = c.link_id
  LEFT JOIN coupons k ON k.id = c.coupon_id`;

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
