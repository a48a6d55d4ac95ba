import type { AdminPayout, Payout, PayoutStatus } from '@pt/api';
import { iso, isoOrNull, num } from '../lib/time';

export interface PayoutRow {
  id: string; affiliate_id: string; amount: unknown; status: PayoutStatus; reference: string | null; rejection_reason: string | null;
  requested_at: Date; decided_at: Date | null; entries: number; affiliate_email: string; affiliate_name: string; affiliate_user_id: string;
}

/** Every payout with how many ledger entries it pays and whose it is. */
export const PAYOUT_SELECT = `SELECT po.*, (SELECT count(*)::int FROM conversions c WHERE c.payout_id = po.id) AS entries,
    u.email AS affiliate_email, u.full_name AS affiliate_name, u.id AS affiliate_user_id
  FROM payouts po JOIN affiliate_profiles p ON p.id = po.affiliate_id JOIN users u ON u.id = p.user_id`;

export const toPayout = (r: PayoutRow): Payout => ({
  id: r.id, amount: num(r.amount), currency: 'usd', status: r.status, reference: r.reference, rejection_reason: r.rejection_reason,
  entries: Number(r.entries), requested_at: iso(r.requested_at), decided_at: isoOrNull(r.decided_at),
});

export const toAdminPayout = (r: PayoutRow): AdminPayout => ({
  ...toPayout(r), affiliate_id: r.affiliate_id, affiliate_email: r.affiliate_email, affiliate_name: r.affiliate_name,
});
