import type { BillingCycle, Invoice, PaymentMethod, ServerPlan, Subscription } from '@pt/api';
import type { AppDeps } from '../context';
import type { Queryable } from '../db';
import { withUserLock, type UserTx } from '../db/userLock';
import { randomId } from '../lib/crypto';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { addDays, addMonths, iso, isoOrNull, num, unix } from '../lib/time';
import type { CardProvider } from './provider';
import { recordConversion } from './affiliateCommission';

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

/** The user's default card, else the oldest one; null when none. */
async function defaultCardId(q: Queryable, userId: string): Promise<string | null> {
  return (await q.query<{ id: string }>('SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY is_default DESC, created_at, id LIMIT 1', [userId]))[0]?.id ?? null;
}

const LIVE = ['active', 'trialing', 'past_due'];

/**
 * Local billing (the local test provider, and free plans in every mode). Every function that checks and then
 * writes a member's subscription, cards or invoices takes a UserTx (the member's row lock, db/userLock.ts) and
 * sends all its queries through it; a charge happens while that lock is held, so a slow provider cannot let a
 * second request slip between the check and the write.
 */
export function makeBilling(deps: AppDeps, provider: CardProvider) {
  const { db, clock } = deps;

  async function plan(id: string, q: Queryable = db): Promise<PlanRow> {
    const p = (await q.query<PlanRow>('SELECT * FROM plans WHERE id = $1', [id]))[0];
    if (!p) throw notFound(`Unknown plan: ${id}`);
    return p;
  }

  /** Stores a payment method for the member (idempotent per id); it becomes the default when there is none. */
  async function attach(tx: UserTx, pmId: string): Promise<PmRow> {
    const existing = (await tx.query<PmRow>('SELECT * FROM payment_methods WHERE user_id = $1 AND id = $2', [tx.userId, pmId]))[0];
    if (existing) return existing;
    const card = await provider.describe(pmId);
    const rows = await tx.query<PmRow>(
      `INSERT INTO payment_methods (id, user_id, brand, last4, exp_month, exp_year, is_default, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $2 AND is_default), $7)
       RETURNING *`,
      [pmId, tx.userId, card.brand, card.last4, card.exp_month, card.exp_year, clock.now()],
    );
    return rows[0] as PmRow;
  }

  /** Writes an invoice; a paid one of a referred member records its affiliate conversion in the same transaction. */
  async function invoice(q: Queryable, userId: string, subId: string | null, description: string, amount: number, currency: string, status: InvoiceRow['status'], at: Date): Promise<InvoiceRow> {
    const row = (await q.query<InvoiceRow>(
      `INSERT INTO invoices (id, user_id, subscription_id, description, amount_due, amount_paid, currency, status, due_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
      [randomId('in'), userId, subId, description, amount, status === 'paid' ? amount : 0, currency, status, at],
    ))[0] as InvoiceRow;
    await recordConversion(q, row, clock.now());
    return row;
  }

  /** Charges a card and returns the provider's reference; a decline is a 402 with the provider's message. */
  async function chargeOrThrow(pmId: string, amount: number, currency: string, idempotencyKey?: string): Promise<string> {
    const r = await provider.charge({ amount, currency, paymentMethodId: pmId, ...(idempotencyKey ? { idempotencyKey } : {}) });
    if (!r.ok) throw new HttpError(402, r.message);
    return r.reference;
  }

  /** True when the clock has passed the end of a period this server settles (a renewal, a trial's end, a cancellation). */
  const due = (r: SubRow): boolean => r.provider !== 'stripe' && ['active', 'trialing'].includes(r.status) && new Date(r.current_period_end).getTime() <= clock.now().getTime();

  /** Brings a subscription up to date with the clock: ends cancelled periods, converts trials, renews (charging once per period). */
  async function settle(tx: UserTx, s: SubRow): Promise<SubRow> {
    let row = s;
    for (let i = 0; i < 36 && due(row); i++) {
      const p = await plan(row.plan_id, tx);
      const amount = planPrice(p, row.billing_cycle);
      const start = new Date(row.current_period_end);
      let status = 'active';
      if (row.cancel_at_period_end) status = 'cancelled';
      else if (amount > 0) {
        const pm = row.payment_method_id ?? (await defaultCardId(tx, row.user_id));
        const r = pm ? await provider.charge({ amount, currency: p.currency, paymentMethodId: pm }) : { ok: false as const, message: 'No payment method' };
        status = r.ok ? 'active' : 'past_due';
        await invoice(tx, row.user_id, row.id, `${p.name} (${row.billing_cycle})`, amount, p.currency, r.ok ? 'paid' : 'open', start);
      }
      const next = status === 'active' ? periodEnd(start, row.billing_cycle) : start;
      row = (await tx.query<SubRow>(
        'UPDATE subscriptions SET status = $2, current_period_start = $3, current_period_end = $4, updated_at = $5 WHERE id = $1 RETURNING *',
        [row.id, status, start, next, clock.now()],
      ))[0] as SubRow;
    }
    return row;
  }

  /**
   * The member's live subscription (active, trialing or past due), settled; null when none. With tx the caller
   * holds the member's lock. Without it, a plain read answers unless something is due: then the lock is taken
   * and the rows read again, so two reads at once cannot both renew (and charge) one period.
   */
  async function current(userId: string, tx?: UserTx): Promise<SubRow | null> {
    const rows = await (tx ?? db).query<SubRow>('SELECT * FROM subscriptions WHERE user_id = $1 AND status = ANY($2::text[]) ORDER BY created_at DESC, id DESC', [userId, LIVE]);
    if (!tx) return rows.some(due) ? withUserLock(db, userId, (locked) => current(userId, locked)) : (rows[0] ?? null);
    for (const r of rows) {
      const s = await settle(tx, r);
      if (LIVE.includes(s.status)) return s;
    }
    return null;
  }

  /** Records the member's one free trial; a second is a 400. */
  async function claimTrial(tx: UserTx, subscriptionId: string | null, at: Date): Promise<void> {
    const claimed = await tx.query(
      'INSERT INTO subscription_trials (user_id, subscription_id, started_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING RETURNING user_id',
      [tx.userId, subscriptionId, at],
    );
    if (!claimed.length) throw badRequest('Your free trial has already been used. Please add a payment method to subscribe.');
  }

  /** POST create-subscription: free, a trial without a card (once per member), else charged then active and invoiced. */
  async function start(tx: UserTx, planId: string, cycle: BillingCycle, pmId: string | null): Promise<SubRow> {
    const p = await plan(planId, tx);
    if (await current(tx.userId, tx)) throw conflict('You already have an active subscription. Change your plan instead.');
    const now = clock.now();
    const id = randomId('sub');
    const amount = planPrice(p, cycle);
    let status: string;
    let trialEnd: Date | null = null;
    let end: Date;
    if (amount === 0) {
      status = 'active';
      end = periodEnd(now, cycle);
    } else if (!pmId) {
      await claimTrial(tx, id, now);
      status = 'trialing';
      trialEnd = addDays(now, p.trial_days);
      end = trialEnd;
    } else {
      await attach(tx, pmId);
      await chargeOrThrow(pmId, amount, p.currency);
      status = 'active';
      end = periodEnd(now, cycle);
    }
    const row = (await tx.query<SubRow>(
      `INSERT INTO subscriptions (id, user_id, plan_id, billing_cycle, status, current_period_start, current_period_end, trial_end, payment_method_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $6, $6) RETURNING *`,
      [id, tx.userId, p.id, cycle, status, now, end, trialEnd, pmId],
    ))[0] as SubRow;
    if (status === 'active' && amount > 0) await invoice(tx, tx.userId, row.id, `${p.name} (${cycle})`, amount, p.currency, 'paid', now);
    return row;
  }

  /**
   * PUT update for a local subscription already settled by the caller: a trial keeps running on the new paid
   * plan; otherwise the new price is charged in full and a new period starts now (no proration here).
   */
  async function changePlan(tx: UserTx, s: SubRow, p: PlanRow, cycle: BillingCycle): Promise<SubRow> {
    const now = clock.now();
    const amount = planPrice(p, cycle);
    if (s.status === 'trialing' && amount > 0) {
      return (await tx.query<SubRow>('UPDATE subscriptions SET plan_id = $2, billing_cycle = $3, updated_at = $4 WHERE id = $1 RETURNING *', [s.id, p.id, cycle, now]))[0] as SubRow;
    }
    if (amount > 0) {
      const pm = s.payment_method_id ?? (await defaultCardId(tx, tx.userId));
      if (!pm) throw badRequest('Add a payment method before switching to a paid plan.');
      await chargeOrThrow(pm, amount, p.currency);
      await invoice(tx, tx.userId, s.id, `${p.name} (${cycle})`, amount, p.currency, 'paid', now);
    }
    return (await tx.query<SubRow>(
      `UPDATE subscriptions SET plan_id = $2, billing_cycle = $3, status = 'active', current_period_start = $4, current_period_end = $5,
         trial_end = CASE WHEN status = 'trialing' THEN NULL ELSE trial_end END, updated_at = $4 WHERE id = $1 RETURNING *`,
      [s.id, p.id, cycle, now, periodEnd(now, cycle)],
    ))[0] as SubRow;
  }

  /** Cancel at the period end (or undo it) for a local subscription. */
  async function setCancelAtPeriodEnd(tx: UserTx, s: SubRow, cancel: boolean): Promise<SubRow> {
    return (await tx.query<SubRow>('UPDATE subscriptions SET cancel_at_period_end = $2, updated_at = $3 WHERE id = $1 RETURNING *', [s.id, cancel, clock.now()]))[0] as SubRow;
  }

  return { provider, plan, attach, invoice, chargeOrThrow, settle, current, claimTrial, start, changePlan, setCancelAtPeriodEnd };
}
export type Billing = ReturnType<typeof makeBilling>;
