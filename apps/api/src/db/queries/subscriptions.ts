// The SQL of subscriptions and free trials (product §16.4): local ones this server bills and the card
// provider's mirrored ones. Each function is one statement on whatever it is given (the pool or a
// transaction); the caller holds the member's lock where a check and a write must go together.
import type { BillingCycle } from '@pt/api';
import type { Queryable } from '../Db';

export interface SubRow {
  id: string; user_id: string; plan_id: string; billing_cycle: BillingCycle; status: string; current_period_start: Date; current_period_end: Date;
  cancel_at_period_end: boolean; trial_end: Date | null; payment_method_id: string | null; created_at: Date; provider?: string;
  /** Migration 009: the discount the subscription carries, and what the current period was bought for. */
  discount_rate?: number; discount_label?: string | null; discount_source?: 'link' | 'coupon' | null; discount_ends_at?: Date | null; period_value?: number;
}

/** The discount columns of a subscription, as an invoice line names them. */
export interface SubDiscountRow { discount_label: string | null; discount_source: 'link' | 'coupon' | null; discount_rate: number }

export async function findSubscription(q: Queryable, id: string): Promise<SubRow | null> {
  return (await q.query<SubRow>('SELECT * FROM subscriptions WHERE id = $1', [id]))[0] ?? null;
}

/** Every subscription of the member, newest first. */
export const listSubscriptionsOfUser = (q: Queryable, userId: string): Promise<SubRow[]> =>
  q.query<SubRow>('SELECT * FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC', [userId]);

/** The member's subscriptions in one of `statuses`, newest first. */
export const listSubscriptionsInStatus = (q: Queryable, userId: string, statuses: readonly string[]): Promise<SubRow[]> =>
  q.query<SubRow>('SELECT * FROM subscriptions WHERE user_id = $1 AND status = ANY($2::text[]) ORDER BY created_at DESC, id DESC', [userId, statuses]);

/** Whether a subscription of the member has ever carried a discount (one discount per member). */
export async function hasHadDiscount(q: Queryable, userId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM subscriptions WHERE user_id = $1 AND discount_rate > 0 LIMIT 1', [userId])).length > 0;
}

export async function findSubscriptionDiscount(q: Queryable, id: string): Promise<SubDiscountRow | null> {
  return (await q.query<SubDiscountRow>('SELECT discount_label, discount_source, discount_rate FROM subscriptions WHERE id = $1', [id]))[0] ?? null;
}

/** A local subscription as it starts: created and updated at `start`. */
export async function insertSubscription(
  q: Queryable,
  s: { id: string; userId: string; planId: string; cycle: BillingCycle; status: string; start: Date; end: Date; trialEnd: Date | null; paymentMethodId: string | null; periodValue: number },
): Promise<SubRow> {
  return (await q.query<SubRow>(
    `INSERT INTO subscriptions (id, user_id, plan_id, billing_cycle, status, current_period_start, current_period_end, trial_end, payment_method_id,
       period_value, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $6, $6) RETURNING *`,
    [s.id, s.userId, s.planId, s.cycle, s.status, s.start, s.end, s.trialEnd, s.paymentMethodId, s.periodValue],
  ))[0] as SubRow;
}

/** A period settled by the clock (a renewal, a trial's end, a cancellation): its status, dates and what it was bought for. */
export async function updateSubscriptionPeriod(
  q: Queryable, p: { id: string; status: string; start: Date; end: Date; value: number; now: Date },
): Promise<SubRow> {
  return (await q.query<SubRow>(
    'UPDATE subscriptions SET status = $2, current_period_start = $3, current_period_end = $4, period_value = $5, updated_at = $6 WHERE id = $1 RETURNING *',
    [p.id, p.status, p.start, p.end, p.value, p.now],
  ))[0] as SubRow;
}

/** Gives a subscription its discount until `endsAt`. */
export async function setSubscriptionDiscount(
  q: Queryable, id: string, d: { rate: number; label: string; source: 'link' | 'coupon'; endsAt: Date },
): Promise<SubRow> {
  return (await q.query<SubRow>(
    'UPDATE subscriptions SET discount_rate = $2, discount_label = $3, discount_source = $4, discount_ends_at = $5 WHERE id = $1 RETURNING *',
    [id, d.rate, d.label, d.source, d.endsAt],
  ))[0] as SubRow;
}

/** Moves a subscription to another offer without touching its period (a trial keeps running). */
export async function setSubscriptionOffer(q: Queryable, id: string, planId: string, cycle: BillingCycle, now: Date): Promise<SubRow> {
  return (await q.query<SubRow>('UPDATE subscriptions SET plan_id = $2, billing_cycle = $3, updated_at = $4 WHERE id = $1 RETURNING *', [id, planId, cycle, now]))[0] as SubRow;
}

/** A plan change that takes effect now: the new offer, active, a new period from `now` bought for `periodValue`; a trial ends. */
export async function startChangedPeriod(
  q: Queryable, c: { id: string; planId: string; cycle: BillingCycle; now: Date; periodEnd: Date; periodValue: number },
): Promise<SubRow> {
  return (await q.query<SubRow>(
    `UPDATE subscriptions SET plan_id = $2, billing_cycle = $3, status = 'active', current_period_start = $4, current_period_end = $5, period_value = $6,
       cancel_at_period_end = false, trial_end = CASE WHEN status = 'trialing' THEN NULL ELSE trial_end END, updated_at = $4 WHERE id = $1 RETURNING *`,
    [c.id, c.planId, c.cycle, c.now, c.periodEnd, c.periodValue],
  ))[0] as SubRow;
}

/** A past-due subscription active again after its open invoice was paid: a new period bought for `value`. */
export async function reactivateSubscription(q: Queryable, id: string, start: Date, end: Date, value: number): Promise<void> {
  await q.query(
    `UPDATE subscriptions SET status = 'active', current_period_start = $2, current_period_end = $3, period_value = $4, updated_at = $2 WHERE id = $1`,
    [id, start, end, value],
  );
}

export async function setSubscriptionCancelAtPeriodEnd(q: Queryable, id: string, cancel: boolean, now: Date): Promise<SubRow> {
  return (await q.query<SubRow>('UPDATE subscriptions SET cancel_at_period_end = $2, updated_at = $3 WHERE id = $1 RETURNING *', [id, cancel, now]))[0] as SubRow;
}

/** Ends a local subscription at once (it was replaced by the provider's). */
export async function markSubscriptionCancelled(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query(`UPDATE subscriptions SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [id, now]);
}

/** A card removed: the member's subscriptions that charged it fall back to the default card. */
export async function clearSubscriptionCard(q: Queryable, userId: string, paymentMethodId: string): Promise<void> {
  await q.query('UPDATE subscriptions SET payment_method_id = NULL WHERE user_id = $1 AND payment_method_id = $2', [userId, paymentMethodId]);
}

/** A provider subscription's status after a payment outcome, only from one of the statuses in `from`. */
export async function moveProviderSubscriptionStatus(q: Queryable, id: string, to: string, from: readonly string[], now: Date): Promise<void> {
  await q.query(
    `UPDATE subscriptions SET status = $2, updated_at = $3 WHERE id = $1 AND provider = 'stripe' AND status = ANY($4::text[])`,
    [id, to, now, [...from]],
  );
}

/** What the mirror writes of a provider subscription; eventAt is the webhook event's `created` (null for an API answer). */
export interface ProviderSubscriptionInput {
  id: string; userId: string; planId: string; cycle: BillingCycle; status: string; start: Date; end: Date; cancelAtPeriodEnd: boolean;
  trialEnd: Date | null; paymentMethodId: string | null; createdAt: Date; now: Date; eventAt: number | null;
}

/**
 * Inserts or updates a mirrored provider subscription unless the row already holds a newer event's state;
 * null when an older event changed nothing.
 */
export async function upsertProviderSubscription(q: Queryable, s: ProviderSubscriptionInput): Promise<SubRow | null> {
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
    [s.id, s.userId, s.planId, s.cycle, s.status, s.start, s.end, s.cancelAtPeriodEnd, s.trialEnd, s.paymentMethodId, s.createdAt, s.now, s.eventAt],
  );
  return rows[0] ?? null;
}

/** Records the member's one free trial; false when they already had one. */
export async function insertTrial(q: Queryable, userId: string, subscriptionId: string | null, at: Date): Promise<boolean> {
  const claimed = await q.query(
    'INSERT INTO subscription_trials (user_id, subscription_id, started_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING RETURNING user_id',
    [userId, subscriptionId, at],
  );
  return claimed.length > 0;
}

/** Records a provider subscription's trial as the member's one trial (a trial already recorded keeps its subscription once set). */
export async function upsertProviderTrial(q: Queryable, userId: string, subscriptionId: string, startedAt: Date): Promise<void> {
  await q.query(
    `INSERT INTO subscription_trials (user_id, subscription_id, started_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET subscription_id = COALESCE(subscription_trials.subscription_id, EXCLUDED.subscription_id)`,
    [userId, subscriptionId, startedAt],
  );
}

export async function hasUsedTrial(q: Queryable, userId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM subscription_trials WHERE user_id = $1', [userId])).length > 0;
}
