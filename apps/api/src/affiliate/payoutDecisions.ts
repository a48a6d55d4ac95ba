import { formatCurrency } from '@pt/api';
import type { AppDeps } from '../context';
import type { Queryable } from '../db';
import { conflict, notFound } from '../lib/http';
import { audit, notify } from '../lib/notify';
import { num } from '../lib/time';
import { queueMail } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import { emailIfWanted } from '../account/accountSettings';
import { lockAffiliate } from './lockAffiliate';
import { findPayoutAffiliate, lockPayout, markPayoutEntriesPaid, markPayoutPaid, markPayoutRejected, releasePayoutEntries } from '../db/queries/payouts';

export type PayoutDecision = { kind: 'paid'; reference: string } | { kind: 'rejected'; reason: string };

/**
 * An admin decides an open payout request, in the caller's transaction, under the affiliate's lock:
 * paid (with the transfer's reference: its entries become paid) or rejected (with a reason: its
 * entries return to the approved balance, to be requested again). The affiliate gets a notification
 * and, unless they turned payout e-mails off, an e-mail; the decision goes to the audit log. A decided request is a 409.
 *
 * The transfer itself happens outside the product (the admin sends it, then records it here). With
 * Stripe Connect, the 'paid' branch is where a `transfers.create` to the affiliate's connected
 * account would run, its id becoming the reference (see the README).
 */
export async function decidePayout(deps: AppDeps, tx: Queryable, payoutId: string, adminId: string, decision: PayoutDecision, now: Date): Promise<void> {
  const affiliateId = await findPayoutAffiliate(tx, payoutId);
  if (!affiliateId) throw notFound('Payout not found');
  const affiliateUserId = await lockAffiliate(tx, affiliateId);
  const payout = await lockPayout(tx, payoutId);
  if (!payout) throw notFound('Payout not found');
  if (payout.status !== 'requested') throw conflict(`This payout has already been ${payout.status}`);
  const amount = formatCurrency(num(payout.amount));
  if (decision.kind === 'paid') {
    await markPayoutPaid(tx, payoutId, decision.reference, now, adminId);
    await markPayoutEntriesPaid(tx, payoutId, now);
  } else {
    await markPayoutRejected(tx, payoutId, decision.reason, now, adminId);
    await releasePayoutEntries(tx, payoutId, now);
  }
  await audit(tx, adminId, `payout.${decision.kind === 'paid' ? 'paid' : 'reject'}`, 'payout', payoutId, {
    affiliate_id: affiliateId, amount: num(payout.amount), ...(decision.kind === 'paid' ? { reference: decision.reference } : { reason: decision.reason }),
  }, now);
  // The e-mail follows the affiliate's choice (product §14.3: on unless they turned it off); the bell always gets it.
  const user = await emailIfWanted(tx, affiliateUserId, 'payouts');
  const title = decision.kind === 'paid' ? 'Payout sent' : 'Payout request rejected';
  const body = decision.kind === 'paid'
    ? `Your payout of ${amount} was sent (reference ${decision.reference}).`
    : `Your payout request of ${amount} was not paid: ${decision.reason} The commission is back in your approved balance.`;
  await notify(tx, affiliateUserId, title, body, now, 'affiliate');
  if (user) {
    const url = `${deps.config.appUrl}/affiliates`;
    await queueMail(deps, tx, user.email, decision.kind === 'paid'
      ? mailTemplates.payoutPaid({ name: user.full_name, amount, reference: decision.reference, url })
      : mailTemplates.payoutRejected({ name: user.full_name, amount, reason: decision.reason, url }));
  }
}
