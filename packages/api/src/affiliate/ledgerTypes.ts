// Wire types of affiliate money (reference-server additions): the commission ledger, earnings over
// time, referred customers, payouts, fraud flags and the admin audit log. Amounts are US dollars.
import type { Page, PageQuery } from '../paging/types';

/** pending (in the holding period, or held by a fraud flag) -> approved -> paid; voided by a refund or an admin. */
export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'voided'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** Why an application or a commission was flagged. Codes the SDK does not know are shown as sent. */
export const FRAUD_FLAG_CODES = ['self_referral', 'disposable_email', 'shared_network', 'network_burst', 'no_invoice'] as const;
export type FraudFlagCode = (typeof FRAUD_FLAG_CODES)[number];
export interface FraudFlag { code: FraudFlagCode | (string & {}); reason: string }

/** One ledger entry: the commission on one paid invoice of a referred customer. */
export interface CommissionEntry {
  id: string;
  status: CommissionStatus;
  /** A fraud flag holds it: pending until an admin approves or voids it (never approved by the holding period). */
  held: boolean;
  flags: FraudFlag[];
  /** What the customer paid, in dollars. */
  amount: number;
  /** The commission percent applied (the link's, else the coupon's, else the profile's). */
  rate: number;
  commission: number;
  /** The customer's e-mail, masked (`j***@g***.com`); admins get it whole. */
  customer_email: string;
  invoice_id: string | null;
  link: { id: string; name: string } | null;
  coupon: { id: string; code: string } | null;
  /** The end of the holding period: a refund until then voids the entry. */
  hold_until: string;
  /** The payout request that holds this entry (status approved while requested, paid once paid). */
  payout_id: string | null;
  void_reason: string | null;
  created_at: string;
  approved_at: string | null;
  paid_at: string | null;
  voided_at: string | null;
}

/** GET /api/affiliate/commissions: every filter optional; `q` searches the masked e-mail, link name and coupon code. */
export interface CommissionQuery extends PageQuery {
  status?: CommissionStatus;
  q?: string;
  /** 'YYYY-MM-DD', inclusive (UTC days of the entry's creation). */
  from?: string;
  to?: string;
}
/** The ledger a page at a time, newest first (limit 1-100, default 50), with `total`: every entry the filters match. */
export type CommissionPage = Page<CommissionEntry> & { total: number };

/** The ledger summed by status. */
export interface CommissionBalance {
  /** In the holding period or held (held included). */
  pending: number;
  /** Pending entries a fraud flag holds for an admin. */
  held: number;
  /** Approved, whether requested in an open payout or not. */
  approved: number;
  /** Approved and in no payout: what a payout request asks for. */
  available: number;
  /** Approved and in the open payout request. */
  requested: number;
  paid: number;
  voided: number;
}

/** GET /api/affiliate/profile/full adds the ledger's balance; total_earnings = pending + approved + paid. */
export interface AffiliateLedgerSummary { balance: CommissionBalance }

/** One month of commission by status (the month of the entry's creation, UTC). */
export interface MonthlyEarning { month: string; pending: number; approved: number; paid: number; voided: number }
/** GET /api/affiliate/earnings/monthly: the last `months` months (default 12), oldest first, months without entries as zeros. */
export interface MonthlyEarnings { months: MonthlyEarning[] }

export type ReferredCustomerStatus = 'active' | 'cancelled' | 'refunded';
/** GET /api/affiliate/referred-customers: referred members who paid at least once. */
export interface ReferredCustomer {
  /** The referral's id. */
  id: string;
  email: string;
  /** The plan of the live subscription (e.g. 'premium'), else null. */
  plan: string | null;
  first_paid_at: string;
  /** active: a live subscription; refunded: every payment refunded; cancelled: otherwise. */
  status: ReferredCustomerStatus;
  /** What they paid, less refunds, in dollars. */
  total_paid: number;
  /** Commission earned on them (voided entries left out). */
  commission: number;
  referred_at: string;
  link: { id: string; name: string } | null;
  coupon: { id: string; code: string } | null;
}

export type PayoutStatus = 'requested' | 'paid' | 'rejected';
export interface Payout {
  id: string;
  amount: number;
  currency: 'usd';
  status: PayoutStatus;
  /** The transfer's reference, set when an admin marks it paid. */
  reference: string | null;
  rejection_reason: string | null;
  /** How many ledger entries it pays. */
  entries: number;
  requested_at: string;
  decided_at: string | null;
}
export interface AdminPayout extends Payout { affiliate_id: string; affiliate_email: string; affiliate_name: string }
export interface MarkPayoutPaidRequest { reference: string }
export interface RejectPayoutRequest { reason: string }

/** An entry as admins review it: the customer's e-mail whole, and whose commission it is. */
export interface AdminCommission extends CommissionEntry { affiliate_id: string; affiliate_email: string }
export interface AdminCommissionQuery { flagged?: boolean; status?: CommissionStatus }
export interface CommissionDecisionRequest { reason?: string }

/** POST /api/admin/invoices/{id}/refund (local card provider): the invoice and what the refund voided. */
export interface RefundResult { invoice_id: string; amount_refunded: number; refunded_at: string; voided_commissions: number }

/** One admin decision in the audit log. */
export interface AuditEntry {
  id: string;
  actor_email: string | null;
  /** e.g. 'payout.paid', 'commission.void', 'affiliate_application.approve', 'invoice.refund'. */
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
  created_at: string;
}
export type AuditQuery = PageQuery;
/** The audit log a page at a time, newest first (limit 1-100, default 50). */
export type AuditPage = Page<AuditEntry>;
