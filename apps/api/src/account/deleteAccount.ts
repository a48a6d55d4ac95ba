import type { UserTx } from '../db/userLock';
import type { StripeBilling } from '../payments/stripeBilling';
import { audit } from '../lib/notify';

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
  const live = await tx.query<{ id: string; provider: string }>(
    "SELECT id, provider FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'trialing', 'past_due')",
    [userId],
  );
  for (const s of live) {
    if (s.provider === 'stripe' && real) await real.setCancelAtPeriodEnd(tx, s.id, true);
    else await tx.query("UPDATE subscriptions SET status = 'cancelled', cancel_at_period_end = false, updated_at = $2 WHERE id = $1", [s.id, now]);
  }

  const voided = await tx.query(
    `UPDATE conversions SET status = 'voided', voided_at = $2, void_reason = $3, payout_id = NULL, updated_at = $2
      WHERE affiliate_id IN (SELECT id FROM affiliate_profiles WHERE user_id = $1) AND status IN ('pending', 'approved') RETURNING id`,
    [userId, now, ACCOUNT_DELETED_REASON],
  );
  const rejected = await tx.query(
    `UPDATE payouts SET status = 'rejected', rejection_reason = $3, decided_at = $2
      WHERE affiliate_id IN (SELECT id FROM affiliate_profiles WHERE user_id = $1) AND status = 'requested' RETURNING id`,
    [userId, now, ACCOUNT_DELETED_REASON],
  );
  await tx.query("UPDATE affiliate_profiles SET status = 'inactive' WHERE user_id = $1", [userId]);
  await tx.query('UPDATE affiliate_links SET is_active = false WHERE affiliate_id IN (SELECT id FROM affiliate_profiles WHERE user_id = $1)', [userId]);
  await tx.query('UPDATE coupons SET is_active = false WHERE affiliate_id IN (SELECT id FROM affiliate_profiles WHERE user_id = $1)', [userId]);

  for (const sql of [
    'DELETE FROM portfolios WHERE user_id = $1',
    'DELETE FROM transactions WHERE user_id = $1',
    'DELETE FROM portfolio_shares WHERE user_id = $1',
    'DELETE FROM price_alerts WHERE user_id = $1',
    'DELETE FROM notifications WHERE user_id = $1',
    'DELETE FROM friends WHERE user_id = $1 OR friend_id = $1',
    'DELETE FROM payment_methods WHERE user_id = $1',
    'DELETE FROM api_tokens WHERE user_id = $1',
    'DELETE FROM refresh_tokens WHERE user_id = $1',
    'DELETE FROM chartgpt_prompts WHERE user_id = $1',
    'DELETE FROM affiliate_applications WHERE user_id = $1',
    'DELETE FROM referrals WHERE referred_user_id = $1',
    'DELETE FROM intents WHERE user_id = $1',
    'DELETE FROM member_networks WHERE user_id = $1',
    'DELETE FROM subscription_trials WHERE user_id = $1',
    'DELETE FROM email_changes WHERE user_id = $1',
    'DELETE FROM account_settings WHERE user_id = $1',
  ]) await tx.query(sql, [userId]);

  await tx.query(
    `UPDATE users SET email = 'deleted-' || id::text || '@deleted.invalid', full_name = 'Deleted member', password_hash = '!',
            email_verified = false, session_version = session_version + 1, deleted_at = $2, updated_at = $2
      WHERE id = $1`,
    [userId, now],
  );
  const outcome = { subscriptionsCancelled: live.length, commissionsVoided: voided.length, payoutsRejected: rejected.length };
  await audit(tx, userId, 'account.delete', 'user', userId, { ...outcome }, now);
  return outcome;
}
