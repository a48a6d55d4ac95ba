import type { AdminPayout, Payout } from '@pt/api';
import { iso, isoOrNull, num } from '../lib/time';
import type { PayoutRow } from '../db/queries/payouts';

export type { PayoutRow } from '../db/queries/payouts';

export const toPayout = (r: PayoutRow): Payout => ({
  id: r.id, amount: num(r.amount), currency: 'usd', status: r.status, reference: r.reference, rejection_reason: r.rejection_reason,
  entries: Number(r.entries), requested_at: iso(r.requested_at), decided_at: isoOrNull(r.decided_at),
});

export const toAdminPayout = (r: PayoutRow): AdminPayout => ({
  ...toPayout(r), affiliate_id: r.affiliate_id, affiliate_email: r.affiliate_email, affiliate_name: r.affiliate_name,
});
