// The SQL of affiliate payouts (product §16.4): requests, the ledger entries they take, and an admin's
// decision. Each function is one statement on whatever it is given (the pool or a transaction); the
// caller holds the affiliate's lock and keeps the order member -> ledger rows -> payout.
import type { PayoutStatus } from '@pt/api';
import type { Queryable } from '../Db';

export interface PayoutRow {
  id: string; affiliate_id: string; amount: unknown; status: PayoutStatus; reference: string | null; rejection_reason: string | null;
  requested_at: Date; decided_at: Date | null; entries: number; affiliate_email: string; affiliate_name: string; affiliate_user_id: string;
}

/** Every payout with how many ledger entries it pays and whose it is. */
const PAYOUT_SELECT = `SELECT po.*, (SELECT count(*)::int FROM conversions c WHERE c.payout_id = po.id) AS entries,
    u.email AS affiliate_email, u.full_name AS affiliate_name, u.id AS affiliate_user_id
  FROM payouts po JOIN affiliate_profiles p ON p.id = po.affiliate_id JOIN users u ON u.id = p.user_id`;

export async function findPayout(q: Queryable, id: string): Promise<PayoutRow | undefined> {
  return (await q.query<PayoutRow>(`${PAYOUT_SELECT} WHERE po.id = $1`, [id]))[0];
}

/** The affiliate's payouts, newest request first. */
export const listAffiliatePayouts = (q: Queryable, affiliateId: string): Promise<PayoutRow[]> =>
  q.query<PayoutRow>(`${PAYOUT_SELECT} WHERE po.affiliate_id = $1 ORDER BY po.requested_at DESC, po.id`, [affiliateId]);

/** Every affiliate's payouts (or those of one status), newest request first. */
export const listAdminPayouts = (q: Queryable, status: string | null): Promise<PayoutRow[]> =>
  q.query<PayoutRow>(`${PAYOUT_SELECT} WHERE ($1::text IS NULL OR po.status = $1) ORDER BY po.requested_at DESC, po.id`, [status]);

// ---- A request --------------------------------------------------------------------------------

export async function hasOpenPayout(q: Queryable, affiliateId: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM payouts WHERE affiliate_id = $1 AND status = 'requested'`, [affiliateId])).length > 0;
}

/** The approved commission no payout holds yet (a numeric as the driver gives it). */
export async function sumUnrequestedApproved(q: Queryable, affiliateId: string): Promise<unknown> {
  return (await q.query<{ total: unknown }>(
    `SELECT COALESCE(sum(commission), 0) AS total FROM conversions WHERE affiliate_id = $1 AND status = 'approved' AND payout_id IS NULL`,
    [affiliateId],
  ))[0]?.total ?? 0;
}

export async function insertPayoutRequest(q: Queryable, affiliateId: string, amount: number, now: Date): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO payouts (affiliate_id, amount, status, requested_at) VALUES ($1, $2, 'requested', $3) RETURNING id`,
    [affiliateId, amount, now],
  );
  return (rows[0] as { id: string }).id;
}

/** Moves every approved entry in no payout into this one. */
export async function attachApprovedToPayout(q: Queryable, affiliateId: string, payoutId: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE conversions SET payout_id = $2, updated_at = $3 WHERE affiliate_id = $1 AND status = 'approved' AND payout_id IS NULL`,
    [affiliateId, payoutId, now],
  );
}

/** The payout's amount becomes the sum of exactly the entries it holds. */
export async function setPayoutAmountToEntries(q: Queryable, payoutId: string): Promise<void> {
  await q.query('UPDATE payouts SET amount = (SELECT sum(commission) FROM conversions WHERE payout_id = $1) WHERE id = $1', [payoutId]);
}

// ---- A decision -------------------------------------------------------------------------------

/** Whose payout it is (no lock: the caller takes the affiliate's lock with it, then the payout's). */
export async function findPayoutAffiliate(q: Queryable, id: string): Promise<string | null> {
  return (await q.query<{ affiliate_id: string }>('SELECT affiliate_id FROM payouts WHERE id = $1', [id]))[0]?.affiliate_id ?? null;
}

/** The payout's status and amount, its row locked (FOR UPDATE). */
export async function lockPayout(q: Queryable, id: string): Promise<{ status: string; amount: unknown } | undefined> {
  return (await q.query<{ status: string; amount: unknown }>('SELECT status, amount FROM payouts WHERE id = $1 FOR UPDATE', [id]))[0];
}

export async function markPayoutPaid(q: Queryable, id: string, reference: string, now: Date, adminId: string): Promise<void> {
  await q.query(`UPDATE payouts SET status = 'paid', reference = $2, decided_at = $3, decided_by = $4 WHERE id = $1`, [id, reference, now, adminId]);
}

/** The entries of a paid payout become paid. */
export async function markPayoutEntriesPaid(q: Queryable, payoutId: string, now: Date): Promise<void> {
  await q.query(`UPDATE conversions SET status = 'paid', paid_at = $2, updated_at = $2 WHERE payout_id = $1`, [payoutId, now]);
}

export async function markPayoutRejected(q: Queryable, id: string, reason: string, now: Date, adminId: string): Promise<void> {
  await q.query(`UPDATE payouts SET status = 'rejected', rejection_reason = $2, decided_at = $3, decided_by = $4 WHERE id = $1`, [id, reason, now, adminId]);
}

/** The entries of a rejected payout return to the approved balance. */
export async function releasePayoutEntries(q: Queryable, payoutId: string, now: Date): Promise<void> {
  await q.query('UPDATE conversions SET payout_id = NULL, updated_at = $2 WHERE payout_id = $1', [payoutId, now]);
}

/** How many entries a payout still holds and their sum (after one was voided). */
export async function countPayoutEntries(q: Queryable, payoutId: string): Promise<{ n: number; total: unknown } | undefined> {
  return (await q.query<{ n: number; total: unknown }>(
    'SELECT count(*)::int AS n, COALESCE(sum(commission), 0) AS total FROM conversions WHERE payout_id = $1',
    [payoutId],
  ))[0];
}

/** A still-open request that lost its last entry closes as rejected, with no admin. */
export async function rejectEmptiedPayout(q: Queryable, id: string, reason: string, at: Date): Promise<void> {
  await q.query(`UPDATE payouts SET status = 'rejected', rejection_reason = $2, decided_at = $3 WHERE id = $1 AND status = 'requested'`, [id, reason, at]);
}

/** A still-open request's amount after one of its entries was voided. */
export async function setOpenPayoutAmount(q: Queryable, id: string, amount: unknown): Promise<void> {
  await q.query(`UPDATE payouts SET amount = $2 WHERE id = $1 AND status = 'requested'`, [id, amount]);
}
