import type { Queryable } from '../db';
import { approveSettledCommissions } from '../db/queries/commissions';

/**
 * Ends the holding period lazily: approves the pending entries whose hold has passed and that no
 * fraud flag holds, all of them or one affiliate's, as of `now` (the server's clock). One UPDATE,
 * so concurrent reads cannot approve an entry twice; approved_at is when the hold ended. Runs
 * before every read of the ledger and before a payout request.
 */
export async function settleCommissions(q: Queryable, now: Date, affiliateId?: string): Promise<number> {
  // SKIP LOCKED: rows another settle (or a decision) is writing are left to it, so concurrent reads
  // neither wait for each other nor lock rows in different orders.
  return approveSettledCommissions(q, now, affiliateId ?? null);
}
