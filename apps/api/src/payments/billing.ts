import {
  billingMessages, billingPeriodEnd, chargeFor, discountEndsAt, discountLineLabel, nextCharge, planChangeQuote,
  type BillingCycle, type BillingState, type Charge, type DiscountTerms, type Invoice, type PaymentMethod, type ServerPlan, type Subscription,
} from '@pt/api';
import type { AppDeps } from '../context';
import type { Queryable } from '../db';
import { withUserLock, type UserTx } from '../db/userLock';
import { randomId } from '../lib/crypto';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { addDays, iso, isoOrNull, num, unix } from '../lib/time';
import { invalid, parse, type FieldReader } from '../lib/validate';
import type { CardProvider, ChargeResult } from './provider';
import { recordConversion } from './affiliateCommission';
import { offerDiscount, recordCouponReferral, type OfferDiscount } from './discounts';
import { findPlan, type PlanRow } from '../db/queries/plans';
import {
  findSubscription, insertSubscription, insertTrial, listSubscriptionsInStatus, reactivateSubscription, setSubscriptionCancelAtPeriodEnd,
  setSubscriptionDiscount, setSubscriptionOffer, startChangedPeriod, updateSubscriptionPeriod, type SubRow,
} from '../db/queries/subscriptions';
import { findCardLabel, findDefaultCardId, findPaymentMethod, insertPaymentMethod, type PmRow } from '../db/queries/paymentMethods';
import { findInvoiceOfUser, insertInvoice, markInvoicePaid, type InvoiceRow } from '../db/queries/invoices';

// The rows live with their SQL (db/queries, product §16.4); billing's callers keep importing them from here.
export type { PlanRow, SubRow, PmRow, InvoiceRow };

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

/** The subscription's discount as @pt/api's rules take it; null without one. */
export function discountTerms(r: SubRow): DiscountTerms | null {
  return r.discount_rate && r.discount_ends_at ? { rate: r.discount_rate, endsAt: new Date(r.discount_ends_at) } : null;
}

/** The subscription as the next-charge and plan-change rules see it, with its plan's list price. */
export function billingState(r: SubRow, p: PlanRow): BillingState {
  return {
    status: r.status, cancelAtPeriodEnd: r.cancel_at_period_end, periodStart: new Date(r.current_period_start), periodEnd: new Date(r.current_period_end),
    periodValue: r.period_value ?? 0, listPrice: planPrice(p, r.billing_cycle),
  };
}

/** The wire subscription; with its plan, also the period start, the discount while it applies and the next charge (product §11.4). */
export function toSubscription(r: SubRow, p?: PlanRow, now?: Date): Subscription {
  const base: Subscription = {
    subscription_id: r.id, plan_id: r.plan_id, price_id: priceId(r.plan_id, r.billing_cycle), billing_cycle: r.billing_cycle, status: r.status,
    current_period_end: iso(r.current_period_end), cancel_at_period_end: r.cancel_at_period_end, trial_end: isoOrNull(r.trial_end), created_at: iso(r.created_at),
  };
  if (!p) return base;
  const terms = discountTerms(r);
  const next = nextCharge(billingState(r, p), terms);
  const live = terms && r.discount_label && r.discount_source && (!now || now.getTime() < new Date(terms.endsAt).getTime());
  return {
    ...base,
    current_period_start: iso(r.current_period_start),
    discount: live ? { rate: terms.rate, label: r.discount_label as string, source: r.discount_source as 'link' | 'coupon', ends_at: iso(terms.endsAt) } : null,
    next_charge: next ? { amount: next.amount, currency: p.currency, at: next.at.toISOString() } : null,
  };
}

export const toPaymentMethod = (r: PmRow): PaymentMethod => ({
  id: r.id, type: r.type, card: { brand: r.brand, last4: r.last4, exp_month: r.exp_month, exp_year: r.exp_year }, is_default: r.is_default,
});

export function toInvoice(r: InvoiceRow, baseUrl: string): Invoice {
  return {
    invoice_id: r.id, created: unix(r.created_at), amount_paid: r.amount_paid, amount_due: r.amount_due, currency: r.currency,
    status: r.status, due_date: r.due_date ? unix(r.due_date) : null, pdf_url: r.pdf_url ?? `${baseUrl}/api/stripe/invoices/${r.id}/pdf`, subscription_id: r.subscription_id,
    description: r.description, subtotal: r.subtotal ?? r.amount_due, discount_amount: r.discount_amount ?? 0, discount_label: r.discount_label ?? null,
    credit_amount: r.credit_amount ?? 0, tax_amount: r.tax_amount ?? 0,
    period_start: r.period_start ? unix(r.period_start) : null, period_end: r.period_end ? unix(r.period_end) : null,
    payment_method: r.card_brand && r.card_last4 ? { brand: r.card_brand, last4: r.card_last4 } : null,
  };
}

/** What an invoice is written from: its lines and outcome (amount_due = total). */
export interface InvoiceInput {
  subscriptionId: string | null;
  description: string;
  charge: Charge;
  discountLabel?: string | null;
  /** Credit for unused time taken off (a plan change). */
  credit?: number;
  /** What is due: charge.total - credit. */
  total: number;
  currency: string;
  status: InvoiceRow['status'];
  at: Date;
  period?: { start: Date; end: Date } | null;
  /** The card charged (its brand and last four digits go on the invoice). */
  paymentMethodId?: string | null;
}

/** A plan and a billing cycle, as an offer id like premium_yearly names them. */
export interface Offer { planId: string; cycle: BillingCycle }

/** Reads an offer id like premium_yearly (a schema's field reader, product §16.3). */
export function priceIdField(field = 'new_price_id'): FieldReader<Offer> {
  return (v) => {
    if (typeof v !== 'string' || v.trim() === '') return invalid(`${field} is required`);
    const m = /^([a-z0-9-]+)_(monthly|yearly)$/.exec(v.trim());
    if (!m) return invalid(`${field} must be an offer id such as premium_monthly or pro_yearly`);
    return { planId: m[1] as string, cycle: m[2] as BillingCycle };
  };
}

/** Parses an offer id like premium_yearly; a 400 at `field` when it is not one. */
export const parsePriceId = (v: unknown, field = 'new_price_id'): Offer => parse<Record<string, Offer>>({ [field]: priceIdField(field) }, { [field]: v })[field] as Offer;

const minor = (dollars: number): number => Math.round(dollars * 100);
export const planPrice = (p: PlanRow, cycle: BillingCycle): number => minor(num(cycle === 'yearly' ? p.price_yearly : p.price_monthly));
/** A billing period: @pt/api's rule, the one the screens use for the dates they show. */
const periodEnd = (start: Date, cycle: BillingCycle): Date => billingPeriodEnd(start, cycle);
/** '{Plan} ({cycle})': an invoice's item. */
export const offerDescription = (p: PlanRow, cycle: BillingCycle): string => `${p.name} (${cycle})`;

/** Options of starting a subscription: a coupon code typed at checkout, the amount the member confirmed. */
export interface StartOptions { promotionCode?: string | null; expectedAmount?: number | null; network?: string | null }

/** 409 when the member confirmed another amount than the one due (product §11.3): nothing is charged. */
export function assertExpected(expected: number | null | undefined, due: number): void {
  if (expected !== undefined && expected !== null && expected !== due) {
    throw new HttpError(409, billingMessages.priceChanged, {}, { code: 'price_changed', amount_due: due });
  }
}

const LIVE = ['active', 'trialing', 'past_due'];
/** The statuses of a live subscription (the one that decides the plan, once settled). */
export const LIVE_STATUSES: readonly string[] = LIVE;

/** What deciding the plan reads of a live subscription: whether a period is due, and its plan and status. */
export interface LiveSubscriptionBrief { plan_id: string; status: string; provider?: string; current_period_end: Date | string }

/**
 * Local billing (the local test provider, and free plans in every mode). Every function that checks and then
 * writes a member's subscription, cards or invoices takes a UserTx (the member's row lock, db/userLock.ts) and
 * sends all its queries through it; a charge happens while that lock is held, so a slow provider cannot let a
 * second request slip between the check and the write.
 */
export function makeBilling(deps: AppDeps, provider: CardProvider) {
  const { db, clock } = deps;

  async function plan(id: string, q: Queryable = db): Promise<PlanRow> {
    const p = await findPlan(q, id);
    if (!p) throw notFound(`Unknown plan: ${id}`);
    return p;
  }

  /** Stores a payment method for the member (idempotent per id); it becomes the default when there is none. */
  async function attach(tx: UserTx, pmId: string): Promise<PmRow> {
    const existing = await findPaymentMethod(tx, tx.userId, pmId);
    if (existing) return existing;
    const card = await provider.describe(pmId, { q: tx, userId: tx.userId });
    return insertPaymentMethod(tx, { id: pmId, userId: tx.userId, brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year, now: clock.now() });
  }

  /** Writes an invoice with its lines; a paid one of a referred member records its affiliate conversion in the same transaction. */
  async function invoice(q: Queryable, userId: string, i: InvoiceInput): Promise<InvoiceRow> {
    const card = i.paymentMethodId ? await findCardLabel(q, userId, i.paymentMethodId) : null;
    const row = await insertInvoice(q, {
      id: randomId('in'), userId, subscriptionId: i.subscriptionId, description: i.description, total: i.total, amountPaid: i.status === 'paid' ? i.total : 0,
      currency: i.currency, status: i.status, at: i.at, subtotal: i.charge.subtotal, discountAmount: i.charge.discount,
      discountLabel: i.charge.discount > 0 ? (i.discountLabel ?? null) : null, creditAmount: i.credit ?? 0,
      periodStart: i.period?.start ?? null, periodEnd: i.period?.end ?? null, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null,
    });
    await recordConversion(q, row, clock.now());
    return row;
  }

  /** The label an invoice line gives a subscription's discount. */
  const discountLabelOf = (r: SubRow): string | null =>
    r.discount_rate && r.discount_label && r.discount_source ? discountLineLabel({ source: r.discount_source, label: r.discount_label, rate: r.discount_rate }) : null;

  /** Charges a card (the member's, through their lock) and returns the provider's reference; a refusal is a 402 with the provider's message. */
  async function chargeOrThrow(tx: UserTx, pmId: string, amount: number, currency: string, idempotencyKey?: string): Promise<string> {
    const r = await chargeCard(tx, pmId, amount, currency, idempotencyKey);
    if (!r.ok) throw new HttpError(402, r.message, {}, r.code ? { code: r.code } : {});
    return r.reference;
  }

  /** Charges a card and answers the provider's outcome. */
  function chargeCard(tx: UserTx, pmId: string, amount: number, currency: string, idempotencyKey?: string): Promise<ChargeResult> {
    return provider.charge({ amount, currency, paymentMethodId: pmId, ctx: { q: tx, userId: tx.userId }, ...(idempotencyKey ? { idempotencyKey } : {}) });
  }

  /** True when the clock has passed the end of a period this server settles (a renewal, a trial's end, a cancellation). */
  const due = (r: LiveSubscriptionBrief): boolean => r.provider !== 'stripe' && ['active', 'trialing'].includes(r.status) && new Date(r.current_period_end).getTime() <= clock.now().getTime();

  /**
   * Brings a subscription up to date with the clock: ends cancelled periods, converts trials, renews (charging
   * once per period, the list price with the discount that applies on the renewal's date).
   */
  async function settle(tx: UserTx, s: SubRow): Promise<SubRow> {
    let row = s;
    for (let i = 0; i < 36 && due(row); i++) {
      const p = await plan(row.plan_id, tx);
      const charge = chargeFor(planPrice(p, row.billing_cycle), discountTerms(row), new Date(row.current_period_end));
      const start = new Date(row.current_period_end);
      let status = 'active';
      let value = 0;
      if (row.cancel_at_period_end) status = 'cancelled';
      else if (charge.total > 0) {
        const pm = row.payment_method_id ?? (await findDefaultCardId(tx, row.user_id));
        const r: ChargeResult = pm ? await chargeCard(tx, pm, charge.total, p.currency) : { ok: false, message: 'No payment method' };
        status = r.ok ? 'active' : 'past_due';
        value = r.ok ? charge.total : 0;
        const end = r.ok ? periodEnd(start, row.billing_cycle) : start;
        await invoice(tx, row.user_id, {
          subscriptionId: row.id, description: offerDescription(p, row.billing_cycle), charge, discountLabel: discountLabelOf(row), total: charge.total,
          currency: p.currency, status: r.ok ? 'paid' : 'open', at: start, period: r.ok ? { start, end } : null, paymentMethodId: pm,
        });
      }
      const next = status === 'active' ? periodEnd(start, row.billing_cycle) : start;
      row = await updateSubscriptionPeriod(tx, { id: row.id, status, start, end: next, value, now: clock.now() });
    }
    return row;
  }

  /**
   * The member's live subscription (active, trialing or past due), settled; null when none. With tx the caller
   * holds the member's lock. Without it, a plain read answers unless something is due: then the lock is taken
   * and the rows read again, so two reads at once cannot both renew (and charge) one period.
   */
  async function current(userId: string, tx?: UserTx): Promise<SubRow | null> {
    const rows = await listSubscriptionsInStatus(tx ?? db, userId, LIVE);
    if (!tx) return currentFrom(userId, rows);
    for (const r of rows) {
      const s = await settle(tx, r);
      if (LIVE.includes(s.status)) return s;
    }
    return null;
  }

  /**
   * `current` from the member's live subscriptions already read by the caller (newest first, in `LIVE_STATUSES`;
   * the one-statement read of the performance call, product §10.27): the newest when nothing is due, else the
   * settled one under the member's lock, as `current` does.
   */
  async function currentFrom<R extends LiveSubscriptionBrief>(userId: string, rows: readonly R[]): Promise<R | SubRow | null> {
    return rows.some(due) ? withUserLock(db, userId, (locked) => current(userId, locked)) : (rows[0] ?? null);
  }

  /** Records the member's one free trial; a second is a 400. */
  async function claimTrial(tx: UserTx, subscriptionId: string | null, at: Date): Promise<void> {
    if (!(await insertTrial(tx, tx.userId, subscriptionId, at))) throw badRequest('Your free trial has already been used. Please add a payment method to subscribe.');
  }

  /**
   * The discount a paid subscription of the member starting now gets (product §11.3): a code typed at checkout,
   * else the referral's; none once a subscription of theirs has had one. A code of a member without a referral
   * becomes their referral when the subscription starts.
   */
  const discountFor = (q: Queryable, userId: string, promotionCode: string | null | undefined): Promise<OfferDiscount | null> =>
    offerDiscount(q, userId, promotionCode ?? null);

  /** Gives a subscription its discount (for DISCOUNT_MONTHS from `now`) and records a typed code's referral. */
  async function grantDiscount(tx: UserTx, subId: string, d: OfferDiscount, now: Date, network: string | null = null): Promise<SubRow> {
    if (d.newReferral) await recordCouponReferral(tx, tx.userId, d.newReferral, now, network);
    return setSubscriptionDiscount(tx, subId, { rate: d.rate, label: d.label, source: d.source, endsAt: discountEndsAt(now) });
  }

  /**
   * POST create-subscription: free; a trial without a card (once per member); else the first period charged
   * (the list price less the member's discount), then active and invoiced. The discount and a typed code's
   * referral are written before the invoice, so the conversion is recorded on what was paid.
   */
  async function start(tx: UserTx, planId: string, cycle: BillingCycle, pmId: string | null, o: StartOptions = {}): Promise<SubRow> {
    const p = await plan(planId, tx);
    if (await current(tx.userId, tx)) throw conflict(billingMessages.alreadySubscribed);
    const now = clock.now();
    const id = randomId('sub');
    const list = planPrice(p, cycle);
    const discount = list > 0 ? await discountFor(tx, tx.userId, o.promotionCode) : null;
    const charge = chargeFor(list, discount ? { rate: discount.rate, endsAt: discountEndsAt(now) } : null, now);
    let status: string;
    let trialEnd: Date | null = null;
    let end: Date;
    if (list === 0) {
      assertExpected(o.expectedAmount, 0);
      status = 'active';
      end = periodEnd(now, cycle);
    } else if (!pmId) {
      assertExpected(o.expectedAmount, 0);
      await claimTrial(tx, id, now);
      status = 'trialing';
      trialEnd = addDays(now, p.trial_days);
      end = trialEnd;
    } else {
      assertExpected(o.expectedAmount, charge.total);
      await attach(tx, pmId);
      await chargeOrThrow(tx, pmId, charge.total, p.currency);
      status = 'active';
      end = periodEnd(now, cycle);
    }
    let row = await insertSubscription(tx, {
      id, userId: tx.userId, planId: p.id, cycle, status, start: now, end, trialEnd, paymentMethodId: pmId, periodValue: status === 'active' ? charge.total : 0,
    });
    if (discount) row = await grantDiscount(tx, row.id, discount, now, o.network ?? null);
    if (status === 'active' && list > 0) {
      await invoice(tx, tx.userId, {
        subscriptionId: row.id, description: offerDescription(p, cycle), charge, discountLabel: discountLabelOf(row), total: charge.total,
        currency: p.currency, status: 'paid', at: now, period: { start: now, end }, paymentMethodId: pmId,
      });
    }
    return row;
  }

  /** What a change to `p`/`cycle` does now (product §11.5), with the discount the subscription has or would get. */
  async function changeQuote(q: Queryable, s: SubRow, p: PlanRow, cycle: BillingCycle) {
    const now = clock.now();
    const fresh = !discountTerms(s) && planPrice(p, cycle) > 0 && s.status !== 'trialing' ? await discountFor(q, s.user_id, null) : null;
    const terms = discountTerms(s) ?? (fresh ? { rate: fresh.rate, endsAt: discountEndsAt(now) } : null);
    const currentPlan = await plan(s.plan_id, q);
    return { now, fresh, terms, quote: planChangeQuote(billingState(s, currentPlan), cycle, planPrice(p, cycle), terms, now) };
  }

  /**
   * PUT update for a local subscription already settled by the caller (product §11.5): a trial keeps running on
   * the new plan; a free plan waits for the period's end (cancel at period end); otherwise a new period starts
   * now and today's charge is the new price (less the discount) less the credit for the unused time.
   */
  async function changePlan(tx: UserTx, s: SubRow, p: PlanRow, cycle: BillingCycle, expectedAmount?: number | null): Promise<SubRow> {
    const { now, fresh, quote } = await changeQuote(tx, s, p, cycle);
    assertExpected(expectedAmount, quote.chargedToday);
    if (quote.effective === 'trial') {
      return setSubscriptionOffer(tx, s.id, p.id, cycle, now);
    }
    if (quote.effective === 'period_end') return setCancelAtPeriodEnd(tx, s, true);
    const pm = s.payment_method_id ?? (await findDefaultCardId(tx, tx.userId));
    if (quote.chargedToday > 0) {
      if (!pm) throw badRequest('Add a payment method before switching to a paid plan.');
      await chargeOrThrow(tx, pm, quote.chargedToday, p.currency);
    }
    let row = s;
    if (fresh) row = await grantDiscount(tx, s.id, fresh, now);
    await invoice(tx, tx.userId, {
      subscriptionId: s.id, description: offerDescription(p, cycle), charge: quote.charge, discountLabel: discountLabelOf(row),
      credit: quote.charge.total - quote.chargedToday, total: quote.chargedToday, currency: p.currency, status: 'paid', at: now,
      period: { start: quote.periodStart, end: quote.periodEnd }, paymentMethodId: quote.chargedToday > 0 ? pm : null,
    });
    return startChangedPeriod(tx, { id: s.id, planId: p.id, cycle, now, periodEnd: quote.periodEnd, periodValue: quote.periodValue });
  }

  /**
   * Pays one of the member's open invoices (a renewal that failed) with a card: the given one (saved first),
   * else the default one. The invoice is paid and its commission recorded; a past-due subscription it belongs
   * to is active again, with a new period from now that this payment bought.
   */
  async function payInvoice(tx: UserTx, invoiceId: string, pmId: string | null): Promise<InvoiceRow> {
    const r = await findInvoiceOfUser(tx, tx.userId, invoiceId);
    if (!r) throw notFound('Invoice not found');
    if (r.status === 'paid') throw conflict('This invoice is already paid.');
    if (r.status !== 'open') throw conflict('Only an open invoice can be paid.');
    if (pmId) await attach(tx, pmId);
    const pm = pmId ?? (await findDefaultCardId(tx, tx.userId));
    if (!pm) throw badRequest('Add a payment method before paying.');
    await chargeOrThrow(tx, pm, r.amount_due, r.currency);
    const now = clock.now();
    const sub = r.subscription_id ? await findSubscription(tx, r.subscription_id) : null;
    const period = sub && sub.status === 'past_due' && sub.provider !== 'stripe' ? { start: now, end: periodEnd(now, sub.billing_cycle) } : null;
    const card = await findCardLabel(tx, tx.userId, pm);
    const paid = await markInvoicePaid(tx, {
      id: r.id, now, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null, periodStart: period?.start ?? null, periodEnd: period?.end ?? null,
    });
    // Paid now: the conversion is dated now, after the member's referral.
    await recordConversion(tx, { ...paid, created_at: now }, now);
    if (sub && period) {
      await reactivateSubscription(tx, sub.id, period.start, period.end, r.amount_due);
    }
    return paid;
  }

  /** Cancel at the period end (or undo it) for a local subscription. */
  async function setCancelAtPeriodEnd(tx: UserTx, s: SubRow, cancel: boolean): Promise<SubRow> {
    return setSubscriptionCancelAtPeriodEnd(tx, s.id, cancel, clock.now());
  }

  return {
    provider, plan, attach, invoice, chargeOrThrow, chargeCard, settle, current, currentFrom, claimTrial, start, changeQuote, changePlan, setCancelAtPeriodEnd,
    discountFor, grantDiscount, discountLabelOf, payInvoice,
  };
}
export type Billing = ReturnType<typeof makeBilling>;
