import type { Queryable } from '../db';
import { conflict, notFound } from '../lib/http';
import { POINTS_PER_CONVERSION } from './points';
import { removeProfilePoints } from '../db/queries/affiliate';
import { lockCommissionForVoid, markCommissionVoided } from '../db/queries/commissions';
import { countPayoutEntries, rejectEmptiedPayout, setOpenPayoutAmount } from '../db/queries/payouts';

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
  const row = await lockCommissionForVoid(q, id);
  if (!row) throw notFound('Commission not found');
  if (row.status === 'voided') throw conflict('This commission has already been voided');
  if (row.status === 'paid') throw conflict('This commission has already been paid out');
  await markCommissionVoided(q, id, at, reason);
  await removeProfilePoints(q, row.affiliate_id, POINTS_PER_CONVERSION);
  if (row.payout_id) {
    const left = await countPayoutEntries(q, row.payout_id);
    if (!left || Number(left.n) === 0) {
      await rejectEmptiedPayout(q, row.payout_id, EMPTIED_PAYOUT_REASON, at);
    } else {
      await setOpenPayoutAmount(q, row.payout_id, left.total);
    }
  }
  return { payoutId: row.payout_id };
}
