import { formatCurrency, MIN_PAYOUT } from '@pt/api';
import type { Db } from '../db';
import { withUserLock } from '../db/userLock';
import { badRequest, conflict } from '../lib/http';
import { num } from '../lib/time';
import { settleCommissions } from './settleCommissions';
import { attachApprovedToPayout, hasOpenPayout, insertPayoutRequest, setPayoutAmountToEntries, sumUnrequestedApproved } from '../db/queries/payouts';

/**
 * POST /api/affiliate/payouts: asks for the whole approved balance that is in no payout yet, when it is
 * at least MIN_PAYOUT (product §9's $50). Under the affiliate's member lock, in one transaction: the holding
 * period is settled first, an open request makes it a 409 (one at a time, also enforced by a unique
 * index), the entries move to the new payout (they stay approved until it is paid), and the payout's
 * amount is the sum of exactly the entries it took. So requests sent at once give one payout.
 */
export function requestPayout(db: Db, userId: string, affiliateId: string, now: Date): Promise<string> {
  return withUserLock(db, userId, async (tx) => {
    await settleCommissions(tx, now, affiliateId);
    if (await hasOpenPayout(tx, affiliateId)) throw conflict('A payout request is already open. You can ask again once it is paid or rejected.');
    const approved = num(await sumUnrequestedApproved(tx, affiliateId));
    if (approved < MIN_PAYOUT) {
      throw badRequest(`Payouts start at ${formatCurrency(MIN_PAYOUT)} of approved commission; ${formatCurrency(approved)} is approved so far.`);
    }
    const payoutId = await insertPayoutRequest(tx, affiliateId, approved, now);
    // Entries approved by a concurrent read after the sum above join too; the amount is what was taken.
    await attachApprovedToPayout(tx, affiliateId, payoutId, now);
    await setPayoutAmountToEntries(tx, payoutId);
    return payoutId;
  });
}
