import type { Hono } from 'hono';
import type { BillingCycle, CreateSubscriptionResponse, ServerPlan, Subscription, UsageSummary } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { Billing, PlanRow, SubRow } from '../payments/billing';
import type { StripeBilling } from '../payments/stripeBilling';
import { parsePriceId, planPrice, toPlan, toSubscription } from '../payments/billing';
import { addMonths } from '../lib/time';
import { badRequest, notFound } from '../lib/http';
import { oneOf, readBody } from '../lib/validate';

const CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];

/** Distinct symbols with a positive net quantity across the user's portfolios. */
export async function holdingsUsed(deps: AppDeps, userId: string): Promise<number> {
  const r = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT symbol FROM transactions WHERE user_id = $1
       GROUP BY symbol HAVING sum(CASE WHEN type = 'buy' THEN quantity ELSE -quantity END) > 0) h`,
    [userId],
  );
  return Number(r[0]?.n ?? 0);
}

export function registerSubscriptionRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, billing: Billing, real: StripeBilling | null = null): void {
  const { db, clock } = deps;

  app.get('/api/subscription/plans', async (c) => {
    const rows = await db.query<PlanRow>('SELECT * FROM plans ORDER BY sort_order, id');
    const res: ServerPlan[] = rows.map(toPlan);
    return c.json(res);
  });

  app.get('/api/subscription/current', async (c) => {
    const user = await auth.requireUser(c);
    const s = await billing.current(user.id);
    return c.json(s ? toSubscription(s) : null);
  });

  app.get('/api/subscription/usage', async (c) => {
    const user = await auth.requireUser(c);
    const s = await billing.current(user.id);
    const planId = s && s.status !== 'past_due' ? s.plan_id : 'free';
    const plan = await billing.plan(planId);
    const portfolios = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM portfolios WHERE user_id = $1', [user.id]))[0]?.n ?? 0;
    const now = clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const prompts = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chartgpt_prompts WHERE user_id = $1 AND created_at >= $2', [user.id, monthStart]))[0]?.n ?? 0;
    const res: UsageSummary = {
      plan_id: planId, holdings_used: await holdingsUsed(deps, user.id), holdings_limit: plan.holdings_limit,
      portfolios: Number(portfolios), chartgpt_prompts_this_month: Number(prompts),
    };
    return c.json(res);
  });

  app.post('/api/subscription/create-subscription', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    if (typeof body.plan_id !== 'string' || !body.plan_id.trim()) throw badRequest('plan_id is required');
    const cycle = oneOf(body, 'billing_cycle', CYCLES);
    if (body.payment_provider !== undefined && body.payment_provider !== 'stripe') throw badRequest('payment_provider must be "stripe"');
    const pm = body.payment_method_id;
    if (pm !== undefined && pm !== null && typeof pm !== 'string') throw badRequest('payment_method_id must be a string or null');
    const pmId = typeof pm === 'string' && pm.trim() ? pm.trim() : null;
    const row = real ? await real.start(user, body.plan_id.trim(), cycle, pmId) : await billing.start(user.id, body.plan_id.trim(), cycle, pmId);
    const res: CreateSubscriptionResponse = { subscription: toSubscription(row), client_secret: null };
    return c.json(res, 201);
  });

  app.put('/api/subscription/update', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const { planId, cycle } = parsePriceId(body.new_price_id);
    const plan = await billing.plan(planId);
    const s = await billing.current(user.id);
    if (!s) throw notFound('No active subscription to update');
    if (s.plan_id === plan.id && s.billing_cycle === cycle) return c.json(toSubscription(s));
    const amount = planPrice(plan, cycle);
    if (real && (s.provider === 'stripe' || amount > 0)) return c.json(toSubscription(await real.update(user, s, plan.id, cycle)));
    const now = clock.now();
    let updated: SubRow;
    if (s.status === 'trialing' && amount > 0) {
      // A trial keeps running on the new plan.
      updated = (await db.query<SubRow>('UPDATE subscriptions SET plan_id = $2, billing_cycle = $3, updated_at = $4 WHERE id = $1 RETURNING *', [s.id, plan.id, cycle, now]))[0] as SubRow;
    } else {
      // A paid switch starts a new period now and charges the new price in full (no proration in the reference server).
      if (amount > 0) {
        const pm = s.payment_method_id ?? (await db.query<{ id: string }>('SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY is_default DESC, created_at LIMIT 1', [user.id]))[0]?.id;
        if (!pm) throw badRequest('Add a payment method before switching to a paid plan.');
        await billing.chargeOrThrow(pm, amount, plan.currency);
        await billing.invoice(db, user.id, s.id, `${plan.name} (${cycle})`, amount, plan.currency, 'paid', now);
      }
      updated = (await db.query<SubRow>(
        `UPDATE subscriptions SET plan_id = $2, billing_cycle = $3, status = 'active', current_period_start = $4, current_period_end = $5,
           trial_end = CASE WHEN status = 'trialing' THEN NULL ELSE trial_end END, updated_at = $4 WHERE id = $1 RETURNING *`,
        [s.id, plan.id, cycle, now, addMonths(now, cycle === 'yearly' ? 12 : 1)],
      ))[0] as SubRow;
    }
    const res: Subscription = toSubscription(updated);
    return c.json(res);
  });

  /** Cancel at period end (or undo it); the provider's own subscriptions are changed there and mirrored. */
  async function setCancel(userId: string, cancel: boolean): Promise<Subscription> {
    const s = await billing.current(userId);
    if (!s) throw notFound('No active subscription');
    if (real && s.provider === 'stripe') return toSubscription(await real.setCancelAtPeriodEnd(s.id, cancel));
    const row = (await db.query<SubRow>('UPDATE subscriptions SET cancel_at_period_end = $2, updated_at = $3 WHERE id = $1 RETURNING *', [s.id, cancel, clock.now()]))[0] as SubRow;
    return toSubscription(row);
  }
  app.post('/api/subscription/cancel-subscription-simple', async (c) => c.json(await setCancel((await auth.requireUser(c)).id, true)));
  app.post('/api/subscription/resume', async (c) => c.json(await setCancel((await auth.requireUser(c)).id, false)));
}
