// Members on each kind of plan, for the feature gates: Free, a trial, Premium, Pro, and a
// subscription that ended (cancelled).
import type { TestApp } from './helpers';

export type PlanKind = 'free' | 'trial' | 'premium' | 'pro' | 'cancelled';
export const PLAN_KINDS: readonly PlanKind[] = ['free', 'trial', 'premium', 'pro', 'cancelled'];

type Member = Awaited<ReturnType<TestApp['member']>>;

/** Puts a member on a plan the way a member gets there: a trial has no card, a paid plan the test Visa. */
export async function onPlan(t: TestApp, m: Member, kind: PlanKind, plan: 'premium' | 'pro' = 'pro'): Promise<void> {
  if (kind === 'free') return;
  const body = {
    plan_id: kind === 'premium' ? 'premium' : kind === 'pro' ? 'pro' : plan,
    billing_cycle: 'monthly',
    payment_provider: 'stripe',
    payment_method_id: kind === 'trial' ? null : 'pm_card_visa',
  };
  const r = await t.req('POST', '/api/subscription/create-subscription', { token: m.token, body });
  if (r.status !== 201) throw new Error(`subscribe ${kind}: ${r.status} ${JSON.stringify(r.body)}`);
  // An ended subscription: what a cancellation becomes at the end of its period.
  if (kind === 'cancelled') await t.db.query(`UPDATE subscriptions SET status = 'cancelled', current_period_end = $2 WHERE user_id = $1`, [m.id, new Date(t.clock.ms - 1000)]);
}

/** A new member on the plan. */
export async function planMember(t: TestApp, email: string, kind: PlanKind, plan: 'premium' | 'pro' = 'pro'): Promise<Member> {
  const m = await t.member(email);
  await onPlan(t, m, kind, plan);
  return m;
}

/** Ends the member's subscription (a downgrade to Free). */
export async function endSubscription(t: TestApp, m: Member): Promise<void> {
  await t.db.query(`UPDATE subscriptions SET status = 'cancelled', current_period_end = $2 WHERE user_id = $1`, [m.id, new Date(t.clock.ms - 1000)]);
}

/** Puts an ended member back on Pro (no second trial: paid with the test Visa). */
export async function backOnPro(t: TestApp, m: Member): Promise<void> {
  const r = await t.req('POST', '/api/subscription/create-subscription', {
    token: m.token, body: { plan_id: 'pro', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa' },
  });
  if (r.status !== 201) throw new Error(`resubscribe: ${r.status} ${JSON.stringify(r.body)}`);
}
