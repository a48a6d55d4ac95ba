import type { Hono } from 'hono';
import {
  billingMessages, billingPeriodEnd, chargeFor, discountAmount, discountEndsAt, entitledPlanId,
  type BillingCycle, type CheckoutQuote, type CreateSubscriptionResponse, type PlanChangePreviewResponse, type ServerPlan, type Subscription,
  type UsageSummary,
} from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Queryable } from '../db';
import type { Auth } from '../session';
import type { Billing, SubRow } from '../payments/billing';
import { listPlans } from '../db/queries/plans';
import { countAssistantPromptsSince } from '../db/queries/assistant';
import { hasUsedTrial } from '../db/queries/subscriptions';
import type { StripeBilling } from '../payments/stripeBilling';
import { priceIdField, planPrice, toPlan, toSubscription } from '../payments/billing';
import { withUserLock } from '../db/userLock';
import { addDays } from '../lib/time';
import { badRequest, notFound } from '../lib/http';
import { field, invalid, parse, readBody, type FieldReader, type Schema } from '../lib/validate';
import { requestNetwork } from '../affiliate/fraud/networks';
import { countPortfolios, holdingsUsed } from '../db/queries/portfolios';

/** An optional amount in minor units the member confirmed (expected_amount); undefined when absent. */
const expectedAmountField: FieldReader<number | undefined> = (v) => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return invalid('expected_amount must be a whole number of minor units (cents)');
  return v;
};

const CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];

/** POST create-subscription's body: the plan, the cycle, the saved card (or none), a coupon and the amount confirmed (product §16.3). */
const createSubscriptionSchema: Schema<{
  plan_id: string; billing_cycle: BillingCycle; payment_provider: 'stripe' | undefined; payment_method_id: string | null;
  promotion_code: string | undefined; expected_amount: number | undefined;
}> = {
  plan_id: field.text({ label: 'plan_id' }),
  billing_cycle: field.oneOf('billing_cycle', CYCLES),
  payment_provider: (v) => (v === undefined ? undefined : v === 'stripe' ? v : invalid('payment_provider must be "stripe"')),
  payment_method_id: (v) => {
    if (v !== undefined && v !== null && typeof v !== 'string') return invalid('payment_method_id must be a string or null');
    return typeof v === 'string' && v.trim() ? v.trim() : null;
  },
  promotion_code: field.optionalText('promotion_code', 64),
  expected_amount: expectedAmountField,
};

export function registerSubscriptionRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, billing: Billing, real: StripeBilling | null = null): void {
  const { db, clock } = deps;

  app.get('/api/subscription/plans', async (c) => {
    const rows = await listPlans(db);
    const res: ServerPlan[] = rows.map(toPlan);
    return c.json(res);
  });

  /** The wire subscription with its period start, discount and next charge (product §11.4). */
  const view = async (s: SubRow, q: Queryable = db): Promise<Subscription> => toSubscription(s, await billing.plan(s.plan_id, q), clock.now());

  app.get('/api/subscription/current', async (c) => {
    const user = await auth.requireUser(c);
    const s = await billing.current(user.id);
    return c.json(s ? await view(s) : null);
  });

  /**
   * POST quote (product §11.3): what checking out an offer costs this member now: the list price, the discount
   * (a typed coupon code, else the referral's), today's total, the period it pays for and the charge after it,
   * and the free trial while the member has one. A code that cannot be used is 400 at `promotion_code`.
   * Create-subscription charges exactly this total (and refuses another expected_amount).
   */
  app.post('/api/subscription/quote', async (c) => {
    const user = await auth.requireUser(c);
    const { price_id: { planId, cycle }, promotion_code: typed } = parse(
      { price_id: priceIdField('price_id'), promotion_code: field.optionalText('promotion_code', 64) }, await readBody(c.req),
    );
    const code = typed ?? null;
    const p = await billing.plan(planId);
    const list = planPrice(p, cycle);
    const now = clock.now();
    const discount = list > 0 ? await billing.discountFor(db, user.id, code) : null;
    const terms = discount ? { rate: discount.rate, endsAt: discountEndsAt(now) } : null;
    const today = chargeFor(list, terms, now);
    const end = billingPeriodEnd(now, cycle);
    const trialUsed = await hasUsedTrial(db, user.id);
    const trialEnd = addDays(now, p.trial_days);
    const res: CheckoutQuote = {
      price_id: `${p.id}_${cycle}`, plan_id: p.id, plan_name: p.display_name, billing_cycle: cycle, currency: p.currency, list_price: list,
      discount: discount && discount.rate > 0
        ? { rate: discount.rate, amount: discountAmount(list, discount.rate), label: discount.label, source: discount.source, code: discount.code, ends_at: discountEndsAt(now).toISOString() }
        : null,
      total: today.total,
      period_end: end.toISOString(),
      next_charge: list > 0 ? { amount: chargeFor(list, terms, end).total, currency: p.currency, at: end.toISOString() } : null,
      trial: list > 0 && !trialUsed && p.trial_days > 0
        ? { days: p.trial_days, ends_at: trialEnd.toISOString(), first_charge: { amount: chargeFor(list, terms, trialEnd).total, currency: p.currency, at: trialEnd.toISOString() } }
        : null,
      promotion_code: discount?.source === 'coupon' && code ? discount.code : null,
    };
    return c.json(res);
  });

  /**
   * GET change-preview?new_price_id= (product §11.5): what PUT update would do now: when it takes effect, the new
   * price, the discount, the credit for the unused time and what is charged today. The provider's own
   * subscriptions are previewed by the provider.
   */
  app.get('/api/subscription/change-preview', async (c) => {
    const user = await auth.requireUser(c);
    const { new_price_id: { planId, cycle } } = parse({ new_price_id: priceIdField() }, { new_price_id: c.req.query('new_price_id') });
    const p = await billing.plan(planId);
    const s = await billing.current(user.id);
    if (!s) throw notFound('No active subscription to update');
    if (s.plan_id === p.id && s.billing_cycle === cycle) throw badRequest(billingMessages.sameOffer);
    if (real && (s.provider === 'stripe' || planPrice(p, cycle) > 0)) return c.json(await real.previewChange(user, s, p.id, cycle));
    const { quote, terms } = await billing.changeQuote(db, s, p, cycle);
    const list = planPrice(p, cycle);
    const res: PlanChangePreviewResponse = {
      price_id: `${p.id}_${cycle}`, plan_name: p.display_name, billing_cycle: cycle, currency: p.currency, effective: quote.effective,
      list_price: list, discount_amount: quote.charge.discount, credit: quote.credit, charged_today: quote.chargedToday, period_end: quote.periodEnd.toISOString(),
      next_charge: quote.effective === 'period_end' || list === 0
        ? null
        : { amount: chargeFor(list, terms, quote.periodEnd).total, currency: p.currency, at: quote.periodEnd.toISOString() },
    };
    return c.json(res);
  });

  app.get('/api/subscription/usage', async (c) => {
    const user = await auth.requireUser(c);
    const s = await billing.current(user.id);
    const planId = entitledPlanId(s);
    const plan = await billing.plan(planId);
    const portfolios = await countPortfolios(db, user.id);
    const now = clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const prompts = await countAssistantPromptsSince(db, user.id, monthStart);
    const res: UsageSummary = {
      plan_id: planId, holdings_used: await holdingsUsed(db, user.id), holdings_limit: plan.holdings_limit,
      portfolios: Number(portfolios), chartgpt_prompts_this_month: Number(prompts),
    };
    return c.json(res);
  });

  app.post('/api/subscription/create-subscription', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const { plan_id: planId, billing_cycle: cycle, payment_method_id: pmId, promotion_code: promotionCode, expected_amount: expected } = parse(createSubscriptionSchema, body);
    const o = { promotionCode: promotionCode ?? null, expectedAmount: expected ?? null, network: requestNetwork(c, deps.config) };
    // Under the member's lock: the "no live subscription yet" check, the discount, the charge and the write are one step.
    const res = await withUserLock(db, user.id, async (tx): Promise<CreateSubscriptionResponse> => {
      const row = await (real ? real.start(tx, user, planId, cycle, pmId, o) : billing.start(tx, planId, cycle, pmId, o));
      return { subscription: await view(row, tx), client_secret: null };
    });
    return c.json(res, 201);
  });

  app.put('/api/subscription/update', async (c) => {
    const user = await auth.requireUser(c);
    const { new_price_id: { planId, cycle }, expected_amount: expected } = parse({ new_price_id: priceIdField(), expected_amount: expectedAmountField }, await readBody(c.req));
    const res = await withUserLock(db, user.id, async (tx): Promise<Subscription> => {
      const plan = await billing.plan(planId, tx);
      const s = await billing.current(user.id, tx);
      if (!s) throw notFound('No active subscription to update');
      if (s.plan_id === plan.id && s.billing_cycle === cycle) return view(s, tx);
      if (real && (s.provider === 'stripe' || planPrice(plan, cycle) > 0)) return view(await real.update(tx, user, s, plan.id, cycle, expected), tx);
      return view(await billing.changePlan(tx, s, plan, cycle, expected), tx);
    });
    return c.json(res);
  });

  /** Cancel at period end (or undo it); the provider's own subscriptions are changed there and mirrored. */
  async function setCancel(userId: string, cancel: boolean): Promise<Subscription> {
    return withUserLock(db, userId, async (tx) => {
      const s = await billing.current(userId, tx);
      if (!s) throw notFound('No active subscription');
      return view(real && s.provider === 'stripe' ? await real.setCancelAtPeriodEnd(tx, s.id, cancel) : await billing.setCancelAtPeriodEnd(tx, s, cancel), tx);
    });
  }
  app.post('/api/subscription/cancel-subscription-simple', async (c) => c.json(await setCancel((await auth.requireUser(c)).id, true)));
  app.post('/api/subscription/resume', async (c) => c.json(await setCancel((await auth.requireUser(c)).id, false)));
}
