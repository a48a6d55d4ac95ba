import type { Queryable } from '../db';
import { conflict, notFound } from '../lib/http';
import { POINTS_PER_CONVERSION } from './points';

/** When the last commission of a requested payout is voided, the request closes with this reason. */
export const EMPTIED_PAYOUT_REASON = 'Every commission in this payout was voided';

/**
 * Voids one ledger entry that was not paid out (pending, held or approved), with the reason shown to
 * the affiliate: it stops counting in every total, its conversion point goes, and it leaves the
 * payout request that held it, whose amount becomes the sum of what is left (a request left empty
 * is rejected). A paid entry stays paid (409): its money was transferred. The caller holds the
 * affiliate's lock (lockAffiliate). Returns the payout it left, if any.
 */
export async function voidCommission(q: Queryable, id: string, reason: string, at: Date): Promise<{ payoutId: string | null }> {
  const row = (await q.query<{ status: string; payout_id: string | null; affiliate_id: string }>(
    'SELECT status, payout_id, affiliate_id FROM conversions WHERE id = $1 FOR UPDATE',
    [id],
  ))[0];
  if (!row) throw notFound('Commission not found');
  if (row.status === 'voided') throw conflict('This commission has already been voided');
  if (row.status === 'paid') throw conflict('This commission has already been paid out');
  await q.query(
    `UPDATE conversions SET status = 'voided', held = false, voided_at = $2, void_reason = $3, payout_id = NULL, updated_at = $2 WHERE id = $1`,
    [id, at, reason],
  );
  await q.query('UPDATE affiliate_profiles SET points = GREATEST(points - $2, 0) WHERE id = $1', [row.affiliate_id, POINTS_PER_CONVERSION]);
  if (row.payout_id) {
    const left = (await q.query<{ n: number; total: unknown }>(
      'SELECT count(*)::int AS n, COALESCE(sum(commission), 0) AS total FROM conversions WHERE payout_id = $1',
      [row.payout_id],
    ))[0];
    if (!left || Number(left.n) === 0) {
      await q.query(`UPDATE payouts SET status = 'rejected', rejection_reason = $2, decided_at = $3 WHERE id = $1 AND status = 'requested'`, [row.payout_id, EMPTIED_PAYOUT_REASON, at]);
    } else {
      await q.query(`UPDATE payouts SET amount = $2 WHERE id = $1 AND status = 'requested'`, [row.payout_id, left.total]);
    }
  }
  return { payoutId: row.payout_id };
}
