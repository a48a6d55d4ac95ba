import type Stripe from 'stripe';
import type { Queryable } from '../../db';
import { findSubscription, upsertProviderSubscription, upsertProviderTrial } from '../../db/queries/subscriptions';
import { planExists } from '../../db/queries/plans';
import type { SubRow } from '../billing';
import { idOf } from '../stripeClient';
import { fromUnixSeconds } from './fromUnixSeconds';
import type { LocalUserOf } from './localUserOf';
import type { StripeContext } from './stripeContext';
import { offerOf } from './subscriptionOffer';

/** The provider's statuses that the wire names otherwise: canceled reads as cancelled, unpaid as past_due. */
const SUB_STATUS: Record<string, string> = { canceled: 'cancelled', incomplete_expired: 'cancelled', unpaid: 'past_due' };
export const subscriptionStatus = (s: Stripe.Subscription.Status): string => SUB_STATUS[s] ?? s;

/** Writes a provider subscription into the local table; eventAt is the webhook event's `created`, null for an API answer. */
export type MirrorSubscription = (q: Queryable, sub: Stripe.Subscription, eventAt?: number | null) => Promise<SubRow | null>;

/**
 * Mirrors provider subscriptions so plan limits and GET /api/subscription/current read locally. eventAt guards
 * against an older event overwriting newer state; API answers (no eventAt) always apply. A trial counts as the
 * member's one free trial. A subscription of an unknown customer, price or plan is logged and left out (null).
 */
export function makeSubscriptionMirror({ clock, log }: StripeContext, localUserOf: LocalUserOf): MirrorSubscription {
  return async function mirrorSubscription(q, sub, eventAt = null) {
    const userId = await localUserOf(q, sub.customer, sub.metadata.user_id);
    const offer = offerOf(sub);
    if (!userId || !offer) {
      log(`[stripe] subscription ${sub.id} not mirrored: ${userId ? 'unknown price' : 'unknown customer'}`);
      return null;
    }
    if (!(await planExists(q, offer.planId))) {
      log(`[stripe] subscription ${sub.id} not mirrored: unknown plan ${offer.planId}`);
      return null;
    }
    const item = sub.items.data[0];
    const start = item?.current_period_start ?? sub.start_date;
    const end = item?.current_period_end ?? start;
    const cancelAtEnd = sub.cancel_at_period_end || (sub.cancel_at !== null && sub.status !== 'canceled');
    const row = await upsertProviderSubscription(q, {
      id: sub.id, userId, planId: offer.planId, cycle: offer.cycle, status: subscriptionStatus(sub.status), start: fromUnixSeconds(start), end: fromUnixSeconds(end),
      cancelAtPeriodEnd: cancelAtEnd, trialEnd: sub.trial_end === null ? null : fromUnixSeconds(sub.trial_end), paymentMethodId: idOf(sub.default_payment_method),
      createdAt: fromUnixSeconds(sub.created), now: clock.now(), eventAt,
    });
    if (sub.trial_end !== null) await upsertProviderTrial(q, userId, sub.id, fromUnixSeconds(sub.trial_start ?? sub.created));
    // An older event changes nothing (no row returned): answer the row as it stands.
    return row ?? (await findSubscription(q, sub.id));
  };
}
