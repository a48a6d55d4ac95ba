import type { Queryable } from '../db';

/**
 * Ends the holding period lazily: approves the pending entries whose hold has passed and that no
 * fraud flag holds, all of them or one affiliate's, as of `now` (the server's clock). One UPDATE,
 * so concurrent reads cannot approve an entry twice; approved_at is when the hold ended. Runs
 * before every read of the ledger and before a payout request.
 */
export async function settleCommissions(q: Queryable, now: Date, affiliateId?: string): Promise<number> {
  // SKIP LOCKED: rows another settle (or a decision) is writing are left to it, so concurrent reads
  // neither wait for each other nor lock rows in different orders.
  const rows = await q.query(
    `UPDATE conversions SET status = 'approved', approved_at = hold_until, updated_at = $1
     WHERE id IN (SELECT id FROM conversions WHERE status = 'pending' AND NOT held AND hold_until <= $1
                    AND ($2::uuid IS NULL OR affiliate_id = $2) FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [now, affiliateId ?? null],
  );
  return rows.length;
}
