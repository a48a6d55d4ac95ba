import type { UserTx } from '../db/userLock';
import type { StripeBilling } from '../payments/stripeBilling';
import { audit } from '../lib/notify';
import {
  anonymiseUser, cancelSubscriptionNow, deactivateAffiliateLinksOfUser, deactivateAffiliateProfileOfUser, deactivateCouponsOfUser, deleteMemberData,
  listLiveSubscriptionsOfUser, rejectOpenPayoutsOfUser, voidUnpaidCommissionsOfUser,
} from '../db/queries/accounts';

/** The reason written on what deleting an affiliate's account voids or rejects. */
export const ACCOUNT_DELETED_REASON = 'Account deleted';

export interface DeletionOutcome {
  /** Live subscriptions ended (local ones at once, the card provider's at the period end: nothing more is charged). */
  subscriptionsCancelled: number;
  /** The affiliate's commissions not yet paid out, voided. */
  commissionsVoided: number;
  /** The affiliate's open payout request, rejected. */
  payoutsRejected: number;
}

/**
 * Deletes a member's account (product §14.5) in the caller's transaction, which holds the member's
 * lock (it is also the affiliate's lock, `lockAffiliate`), so nothing of theirs changes meanwhile:
 *
 * - a live subscription is cancelled: a local one at once, without settling it first (a renewal
 *   due now is not charged), a card provider's one at its period end (no further charge);
 * - as an affiliate: the profile is inactive, links and coupons stop, commissions not yet paid out
 *   are voided and an open payout request is rejected, both with the reason 'Account deleted';
 *   commissions paid out and payouts made stay (accounting);
 * - everything else of theirs is deleted: portfolios (with their transactions and shared links),
 *   alerts, notifications, friendships and requests, cards, API tokens, sessions, assistant
 *   questions, the affiliate application, the referral, intents, networks, a pending e-mail change
 *   and the settings;
 * - the user row stays as an anonymised tombstone ('Deleted member', an address no one can own, no
 *   password, a new session version, `deleted_at`), because the invoices and commissions kept for
 *   accounting reference it; its e-mail address is free for a new account.
 */
export async function deleteAccount(tx: UserTx, real: StripeBilling | null, now: Date): Promise<DeletionOutcome> {
  const userId = tx.userId;
  const live = await listLiveSubscriptionsOfUser(tx, userId);
  for (const s of live) {
    if (s.provider === 'stripe' && real) await real.setCancelAtPeriodEnd(tx, s.id, true);
    else await cancelSubscriptionNow(tx, s.id, now);
  }

  const commissionsVoided = await voidUnpaidCommissionsOfUser(tx, userId, now, ACCOUNT_DELETED_REASON);
  const payoutsRejected = await rejectOpenPayoutsOfUser(tx, userId, now, ACCOUNT_DELETED_REASON);
  await deactivateAffiliateProfileOfUser(tx, userId);
  await deactivateAffiliateLinksOfUser(tx, userId);
  await deactivateCouponsOfUser(tx, userId);

  await deleteMemberData(tx, userId);
  await anonymiseUser(tx, userId, now);
  const outcome = { subscriptionsCancelled: live.length, commissionsVoided, payoutsRejected };
  await audit(tx, userId, 'account.delete', 'user', userId, { ...outcome }, now);
  return outcome;
}
