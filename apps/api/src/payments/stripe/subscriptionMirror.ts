import type Stripe from 'stripe';
import type { Queryable } from '../../db';
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
    if (!(await q.query('SELECT 1 FROM plans WHERE id = $1', [offer.planId])).length) {
      log(`[stripe] subscription ${sub.id} not mirrored: unknown plan ${offer.planId}`);
      return null;
    }
    const item = sub.items.data[0];
    const start = item?.current_period_start ?? sub.start_date;
    const end = item?.current_period_end ?? start;
    const cancelAtEnd = sub.cancel_at_period_end || (sub.cancel_at !== null && sub.status !== 'canceled');
    const rows = await q.query<SubRow>(
      `INSERT INTO subscriptions (id, user_id, plan_id, billing_cycle, status, current_period_start, current_period_end, cancel_at_period_end,
         trial_end, payment_method_id, created_at, updated_at, provider, provider_event_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'stripe', $13)
       ON CONFLICT (id) DO UPDATE SET plan_id = EXCLUDED.plan_id, billing_cycle = EXCLUDED.billing_cycle, status = EXCLUDED.status,
         current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
         cancel_at_period_end = EXCLUDED.cancel_at_period_end, trial_end = EXCLUDED.trial_end, payment_method_id = EXCLUDED.payment_method_id,
         updated_at = EXCLUDED.updated_at, provider_event_at = COALESCE(EXCLUDED.provider_event_at, subscriptions.provider_event_at)
       WHERE EXCLUDED.provider_event_at IS NULL OR subscriptions.provider_event_at IS NULL OR subscriptions.provider_event_at <= EXCLUDED.provider_event_at
       RETURNING *`,
      [
        sub.id, userId, offer.planId, offer.cycle, subscriptionStatus(sub.status), fromUnixSeconds(start), fromUnixSeconds(end), cancelAtEnd,
        sub.trial_end === null ? null : fromUnixSeconds(sub.trial_end), idOf(sub.default_payment_method), fromUnixSeconds(sub.created), clock.now(), eventAt,
      ],
    );
    if (sub.trial_end !== null) {
      await q.query(
        `INSERT INTO subscription_trials (user_id, subscription_id, started_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET subscription_id = COALESCE(subscription_trials.subscription_id, EXCLUDED.subscription_id)`,
        [userId, sub.id, fromUnixSeconds(sub.trial_start ?? sub.created)],
      );
    }
    // An older event changes nothing (no row returned): answer the row as it stands.
    return rows[0] ?? (await q.query<SubRow>('SELECT * FROM subscriptions WHERE id = $1', [sub.id]))[0] ?? null;
  };
}
