import type { Hono } from 'hono';
import { QUANTITY_EPSILON, entitledPlanId, sharesAfter, type TransactionType, type BillingCycle, type CreateSubscriptionResponse, type ServerPlan, type Subscription, type UsageSummary } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Queryable } from '../db';
import type { Auth } from '../session';
import type { Billing, PlanRow } from '../payments/billing';
import type { StripeBilling } from '../payments/stripeBilling';
import { parsePriceId, planPrice, toPlan, toSubscription } from '../payments/billing';
import { withUserLock } from '../db/userLock';
import { badRequest, notFound } from '../lib/http';
import { oneOf, readBody } from '../lib/validate';

const CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];

/**
 * Distinct symbols with shares held across the user's portfolios (a dividend and cash move no shares; a
 * transfer of shares moves them like a trade). Summed in SQL; a portfolio's symbol with a split is
 * replayed in order instead, since a split multiplies what was held (`sharesAfter`).
 */
export async function holdingsUsed(q: Queryable, userId: string): Promise<number> {
  const groups = await q.query<{ portfolio_id: string; symbol: string; split: boolean; net: unknown }>(
    `SELECT portfolio_id, symbol, bool_or(type = 'split') AS split,
            sum(CASE WHEN type IN ('buy', 'transfer_in') THEN quantity WHEN type IN ('sell', 'transfer_out') THEN -quantity ELSE 0 END) AS net
       FROM transactions WHERE user_id = $1 AND symbol <> '' AND type IN ('buy', 'sell', 'transfer_in', 'transfer_out', 'split')
      GROUP BY portfolio_id, symbol`,
    [userId],
  );
  const held = new Set<string>();
  const split: { portfolio_id: string; symbol: string }[] = [];
  for (const g of groups) {
    if (g.split) split.push(g);
    else if (Number(g.net) > QUANTITY_EPSILON) held.add(g.symbol);
  }
  for (const g of split) {
    if (held.has(g.symbol)) continue;
    const rows = await q.query<{ type: TransactionType; quantity: unknown; split_ratio: unknown }>(
      `SELECT type, quantity, split_ratio FROM transactions WHERE portfolio_id = $1 AND symbol = $2
         AND type IN ('buy', 'sell', 'transfer_in', 'transfer_out', 'split') ORDER BY executed_at, created_at, id`,
      [g.portfolio_id, g.symbol],
    );
    let shares = 0;
    for (const r of rows) shares = Math.max(0, sharesAfter(shares, { type: r.type, quantity: Number(r.quantity), split_ratio: r.split_ratio === null ? null : Number(r.split_ratio) }));
    if (shares > QUANTITY_EPSILON) held.add(g.symbol);
  }
  return held.size;
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
    const planId = entitledPlanId(s);
    const plan = await billing.plan(planId);
    const portfolios = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM portfolios WHERE user_id = $1', [user.id]))[0]?.n ?? 0;
    const now = clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const prompts = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chartgpt_prompts WHERE user_id = $1 AND created_at >= $2', [user.id, monthStart]))[0]?.n ?? 0;
    const res: UsageSummary = {
      plan_id: planId, holdings_used: await holdingsUsed(db, user.id), holdings_limit: plan.holdings_limit,
      portfolios: Number(portfolios), chartgpt_prompts_this_month: Number(prompts),
    };
    return c.json(res);
  });

  app.post('/api/subscription/create-subscription', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    if (typeof body.plan_id !== 'string' || !body.plan_id.trim()) throw badRequest('plan_id is required');
    const planId = body.plan_id.trim();
    const cycle = oneOf(body, 'billing_cycle', CYCLES);
    if (body.payment_provider !== undefined && body.payment_provider !== 'stripe') throw badRequest('payment_provider must be "stripe"');
    const pm = body.payment_method_id;
    if (pm !== undefined && pm !== null && typeof pm !== 'string') throw badRequest('payment_method_id must be a string or null');
    const pmId = typeof pm === 'string' && pm.trim() ? pm.trim() : null;
    // Under the member's lock: the "no live subscription yet" check, the charge and the write are one step.
    const row = await withUserLock(db, user.id, (tx) => (real ? real.start(tx, user, planId, cycle, pmId) : billing.start(tx, planId, cycle, pmId)));
    const res: CreateSubscriptionResponse = { subscription: toSubscription(row), client_secret: null };
    return c.json(res, 201);
  });

  app.put('/api/subscription/update', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const { planId, cycle } = parsePriceId(body.new_price_id);
    const updated = await withUserLock(db, user.id, async (tx) => {
      const plan = await billing.plan(planId, tx);
      const s = await billing.current(user.id, tx);
      if (!s) throw notFound('No active subscription to update');
      if (s.plan_id === plan.id && s.billing_cycle === cycle) return s;
      if (real && (s.provider === 'stripe' || planPrice(plan, cycle) > 0)) return real.update(tx, user, s, plan.id, cycle);
      return billing.changePlan(tx, s, plan, cycle);
    });
    const res: Subscription = toSubscription(updated);
    return c.json(res);
  });

  /** Cancel at period end (or undo it); the provider's own subscriptions are changed there and mirrored. */
  async function setCancel(userId: string, cancel: boolean): Promise<Subscription> {
    const row = await withUserLock(db, userId, async (tx) => {
      const s = await billing.current(userId, tx);
      if (!s) throw notFound('No active subscription');
      if (real && s.provider === 'stripe') return real.setCancelAtPeriodEnd(tx, s.id, cancel);
      return billing.setCancelAtPeriodEnd(tx, s, cancel);
    });
    return toSubscription(row);
  }
  app.post('/api/subscription/cancel-subscription-simple', async (c) => c.json(await setCancel((await auth.requireUser(c)).id, true)));
  app.post('/api/subscription/resume', async (c) => c.json(await setCancel((await auth.requireUser(c)).id, false)));
}
