import type { BillingCycle, Invoice, PaymentMethod, ServerPlan, Subscription } from '@pt/api';
import type { AppDeps } from '../context';
import type { Queryable } from '../db';
import { randomId } from '../lib/crypto';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { addDays, addMonths, iso, isoOrNull, num, unix } from '../lib/time';
import type { CardProvider } from './provider';

export interface PlanRow { id: string; name: string; display_name: string; description: string; price_monthly: unknown; price_yearly: unknown; currency: string; features: unknown; holdings_limit: number | null; trial_days: number }
export interface SubRow { id: string; user_id: string; plan_id: string; billing_cycle: BillingCycle; status: string; current_period_start: Date; current_period_end: Date; cancel_at_period_end: boolean; trial_end: Date | null; payment_method_id: string | null; created_at: Date; provider?: string }
export interface PmRow { id: string; user_id: string; type: string; brand: string; last4: string; exp_month: number; exp_year: number; is_default: boolean }
export interface InvoiceRow { id: string; user_id: string; subscription_id: string | null; description: string; amount_due: number; amount_paid: number; currency: string; status: Invoice['status']; due_date: Date | null; created_at: Date; pdf_url?: string | null }

/** Plans whose features the server sends as a JSON string (the spec says they may arrive so; the SDK normalises). */
const FEATURES_AS_STRING = new Set(['pro']);

export function toPlan(r: PlanRow): ServerPlan {
  const features = (typeof r.features === 'string' ? JSON.parse(r.features) : r.features) as Record<string, boolean>;
  return {
    id: r.id, name: r.name, display_name: r.display_name, description: r.description, price_monthly: num(r.price_monthly),
    price_yearly: num(r.price_yearly), currency: r.currency, features: FEATURES_AS_STRING.has(r.id) ? JSON.stringify(features) : features,
    holdings_limit: r.holdings_limit, trial_days: r.trial_days,
  };
}

export const priceId = (planId: string, cycle: BillingCycle): string => `${planId}_${cycle}`;

export function toSubscription(r: SubRow): Subscription {
  return {
    subscription_id: r.id, plan_id: r.plan_id, price_id: priceId(r.plan_id, r.billing_cycle), billing_cycle: r.billing_cycle, status: r.status,
    current_period_end: iso(r.current_period_end), cancel_at_period_end: r.cancel_at_period_end, trial_end: isoOrNull(r.trial_end), created_at: iso(r.created_at),
  };
}

export const toPaymentMethod = (r: PmRow): PaymentMethod => ({
  id: r.id, type: r.type, card: { brand: r.brand, last4: r.last4, exp_month: r.exp_month, exp_year: r.exp_year }, is_default: r.is_default,
});

export function toInvoice(r: InvoiceRow, baseUrl: string): Invoice {
  return {
    invoice_id: r.id, created: unix(r.created_at), amount_paid: r.amount_paid, amount_due: r.amount_due, currency: r.currency,
    status: r.status, due_date: r.due_date ? unix(r.due_date) : null, pdf_url: r.pdf_url ?? `${baseUrl}/api/stripe/invoices/${r.id}/pdf`, subscription_id: r.subscription_id,
  };
}

/** Parses an offer id like premium_yearly. */
export function parsePriceId(v: unknown, field = 'new_price_id'): { planId: string; cycle: BillingCycle } {
  if (typeof v !== 'string' || v.trim() === '') throw badRequest(`${field} is required`);
  const m = /^([a-z0-9-]+)_(monthly|yearly)$/.exec(v.trim());
  if (!m) throw badRequest(`${field} must be an offer id such as premium_monthly or pro_yearly`);
  return { planId: m[1] as string, cycle: m[2] as BillingCycle };
}

const minor = (dollars: number): number => Math.round(dollars * 100);
export const planPrice = (p: PlanRow, cycle: BillingCycle): number => minor(num(cycle === 'yearly' ? p.price_yearly : p.price_monthly));
const periodEnd = (start: Date, cycle: BillingCycle): Date => addMonths(start, cycle === 'yearly' ? 12 : 1);

export function makeBilling(deps: AppDeps, provider: CardProvider) {
  const { db, clock } = deps;

  async function plan(id: string, q: Queryable = db): Promise<PlanRow> {
    const p = (await q.query<PlanRow>('SELECT * FROM plans WHERE id = $1', [id]))[0];
    if (!p) throw notFound(`Unknown plan: ${id}`);
    return p;
  }

  /** Stores a payment method for the user (idempotent per id); the first one becomes the default. */
  async function attach(userId: string, pmId: string): Promise<PmRow> {
    const existing = (await db.query<PmRow>('SELECT * FROM payment_methods WHERE user_id = $1 AND id = $2', [userId, pmId]))[0];
    if (existing) return existing;
    const card = await provider.describe(pmId);
    const rows = await db.query<PmRow>(
      `INSERT INTO payment_methods (id, user_id, brand, last4, exp_month, exp_year, is_default, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $2), $7)
       ON CONFLICT (user_id, id) DO UPDATE SET brand = EXCLUDED.brand RETURNING *`,
      [pmId, userId, card.brand, card.last4, card.exp_month, card.exp_year, clock.now()],
    );
    return rows[0] as PmRow;
  }

  async function invoice(q: Queryable, userId: string, subId: string | null, description: string, amount: number, currency: string, status: InvoiceRow['status'], at: Date): Promise<InvoiceRow> {
    const rows = await q.query<InvoiceRow>(
      `INSERT INTO invoices (id, user_id, subscription_id, description, amount_due, amount_paid, currency, status, due_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
      [randomId('in'), userId, subId, description, amount, status === 'paid' ? amount : 0, currency, status, at],
    );
    return rows[0] as InvoiceRow;
  }

  /** Charges a card; a decline is a 402 with the provider's message. */
  async function chargeOrThrow(pmId: string, amount: number, currency: string, idempotencyKey?: string): Promise<void> {
    const r = await provider.charge({ amount, currency, paymentMethodId: pmId, ...(idempotencyKey ? { idempotencyKey } : {}) });
    if (!r.ok) throw new HttpError(402, r.message);
  }

  /** Brings a subscription up to date with the clock: ends cancelled periods, converts trials, renews. */
  async function settle(s: SubRow): Promise<SubRow> {
    let row = s;
    for (let i = 0; i < 36; i++) {
      const now = clock.now();
      // The card provider renews and ends its own subscriptions (and reports them through webhooks).
      if (row.provider === 'stripe') break;
      if (!['active', 'trialing'].includes(row.status) || new Date(row.current_period_end).getTime() > now.getTime()) break;
      const p = await plan(row.plan_id);
      const amount = planPrice(p, row.billing_cycle);
      const start = new Date(row.current_period_end);
      let status = 'active';
      if (row.cancel_at_period_end) status = 'cancelled';
      else if (amount > 0) {
        const pm = row.payment_method_id ?? (await db.query<PmRow>('SELECT * FROM payment_methods WHERE user_id = $1 ORDER BY is_default DESC, created_at LIMIT 1', [row.user_id]))[0]?.id;
        const r = pm ? await provider.charge({ amount, currency: p.currency, paymentMethodId: pm }) : { ok: false as const, message: 'No payment method' };
        status = r.ok ? 'active' : 'past_due';
        await invoice(db, row.user_id, row.id, `${p.name} (${row.billing_cycle})`, amount, p.currency, r.ok ? 'paid' : 'open', start);
      }
      const next = status === 'active' ? periodEnd(start, row.billing_cycle) : start;
      row = (await db.query<SubRow>(
        'UPDATE subscriptions SET status = $2, current_period_start = $3, current_period_end = $4, updated_at = $5 WHERE id = $1 RETURNING *',
        [row.id, status, start, next, now],
      ))[0] as SubRow;
    }
    return row;
  }

  /** The user's live subscription (active, trialing or past due), settled; null when none. */
  async function current(userId: string): Promise<SubRow | null> {
    const rows = await db.query<SubRow>(`SELECT * FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'trialing', 'past_due') ORDER BY created_at DESC`, [userId]);
    for (const r of rows) {
      const s = await settle(r);
      if (['active', 'trialing', 'past_due'].includes(s.status)) return s;
    }
    return null;
  }

  async function start(userId: string, planId: string, cycle: BillingCycle, pmId: string | null): Promise<SubRow> {
    const p = await plan(planId);
    if (await current(userId)) throw conflict('You already have an active subscription. Change your plan instead.');
    const now = clock.now();
    const amount = planPrice(p, cycle);
    let status: string;
    let trialEnd: Date | null = null;
    let end: Date;
    if (amount === 0) {
      status = 'active';
      end = periodEnd(now, cycle);
    } else if (!pmId) {
      const used = await db.query('SELECT 1 FROM subscriptions WHERE user_id = $1 AND trial_end IS NOT NULL LIMIT 1', [userId]);
      if (used.length) throw badRequest('Your free trial has already been used. Please add a payment method to subscribe.');
      status = 'trialing';
      trialEnd = addDays(now, p.trial_days);
      end = trialEnd;
    } else {
      await attach(userId, pmId);
      await chargeOrThrow(pmId, amount, p.currency);
      status = 'active';
      end = periodEnd(now, cycle);
    }
    return db.transaction(async (tx) => {
      const row = (await tx.query<SubRow>(
        `INSERT INTO subscriptions (id, user_id, plan_id, billing_cycle, status, current_period_start, current_period_end, trial_end, payment_method_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $6, $6) RETURNING *`,
        [randomId('sub'), userId, p.id, cycle, status, now, end, trialEnd, pmId],
      ))[0] as SubRow;
      if (status === 'active' && amount > 0) await invoice(tx, userId, row.id, `${p.name} (${cycle})`, amount, p.currency, 'paid', now);
      return row;
    });
  }

  return { provider, plan, attach, invoice, chargeOrThrow, settle, current, start };
}
export type Billing = ReturnType<typeof makeBilling>;
