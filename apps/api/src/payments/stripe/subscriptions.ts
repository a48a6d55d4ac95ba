import type Stripe from 'stripe';
import {
  DISCOUNT_MONTHS, billingPeriodEnd, chargeFor, discountEndsAt, nextCharge,
  type BillingCycle, type PlanChangePreviewResponse,
} from '@pt/api';
import type { CurrentUser } from '../../context';
import type { Queryable } from '../../db';
import type { UserTx } from '../../db/userLock';
import { listSubscriptionsOfUser, markSubscriptionCancelled } from '../../db/queries/subscriptions';
import { badRequest, conflict } from '../../lib/http';
import { assertExpected, billingState, discountTerms, planPrice, type Billing, type StartOptions, type SubRow } from '../billing';
import { recordCouponReferral, type OfferDiscount } from '../discounts';
import { isStripeNotFound, toHttpError } from '../stripeClient';
import { fromUnixSeconds } from './fromUnixSeconds';
import type { Customers } from './customers';
import type { InvoiceMirror } from './invoiceMirror';
import type { PaymentMethods } from './paymentMethods';
import type { ProviderPrice } from './providerPrice';
import type { StripeContext } from './stripeContext';
import { offerMetadata } from './subscriptionOffer';
import type { MirrorSubscription } from './subscriptionMirror';

/** One live subscription per member: a second paid one (or a checkout for it) is a 409, checked under the member's lock. */
export async function assertNoLiveSubscription(billing: Billing, tx: UserTx, userId: string): Promise<void> {
  if (await billing.current(userId, tx)) throw conflict('You already have an active subscription. Change your plan instead.');
}

export interface SubscriptionParts {
  customers: Customers;
  paymentMethods: PaymentMethods;
  providerPrice: ProviderPrice;
  mirrorSubscription: MirrorSubscription;
  invoiceMirror: InvoiceMirror;
}

/**
 * Paid plans as provider subscriptions: start, plan switches, cancel/resume at the period end, and the list.
 * Free plans need no provider object and stay local (billing.ts). Every change takes the member's lock
 * (UserTx), held across the provider calls, so requests at once create one provider subscription.
 */
export function makeSubscriptions({ db, clock, call, client }: StripeContext, billing: Billing, parts: SubscriptionParts) {
  const { customers, paymentMethods, providerPrice, mirrorSubscription, invoiceMirror } = parts;

  /**
   * The provider coupon of a discount rate (product §11.3 through the provider's coupons): `rate` percent off,
   * repeating for DISCOUNT_MONTHS, so the provider discounts exactly the charges of the first 12 months of the
   * subscription, as the local rule does. One coupon a rate, id `pt_<rate>_off_12m`, created on first need.
   */
  async function providerCoupon(rate: number): Promise<string> {
    const id = `pt_${rate}_off_${DISCOUNT_MONTHS}m`;
    const stripe = await client();
    try {
      await stripe.coupons.retrieve(id);
      return id;
    } catch (err) {
      if (!isStripeNotFound(err)) throw toHttpError(err);
    }
    await call((st) => st.coupons.create(
      { id, percent_off: rate, duration: 'repeating', duration_in_months: DISCOUNT_MONTHS, name: `${rate}% off for ${DISCOUNT_MONTHS} months` },
      { idempotencyKey: `pt-coupon-${id}` },
    ));
    return id;
  }

  /** The local row of a provider subscription the provider has just answered with; one that cannot be mirrored is a 500. */
  async function mirrored(q: Queryable, sub: Stripe.Subscription): Promise<SubRow> {
    const row = await mirrorSubscription(q, sub);
    if (!row) throw new Error(`The card provider's subscription ${sub.id} could not be mirrored`);
    return row;
  }

  /**
   * Creates the provider subscription for a paid plan and mirrors it (no check for an existing one: the caller
   * checks under the same lock). A trial is claimed in the database first; a failed provider call rolls it back.
   */
  async function createSubscription(
    tx: UserTx, user: CurrentUser, planId: string, cycle: BillingCycle, pmId: string | null, discount: OfferDiscount | null = null, network: string | null = null,
  ): Promise<SubRow> {
    const p = await billing.plan(planId, tx);
    const cus = await customers.customerId(user, tx);
    const price = await providerPrice(p.id, cycle);
    const metadata = offerMetadata(user.id, p.id, cycle);
    const now = clock.now();
    // A typed code's referral first, so the first invoice (mirrored below) earns its commission on what was paid.
    if (discount?.newReferral) await recordCouponReferral(tx, user.id, discount.newReferral, now, network);
    const discounts = discount && discount.rate > 0 ? [{ coupon: await providerCoupon(discount.rate) }] : undefined;
    let params: Stripe.SubscriptionCreateParams;
    if (!pmId) {
      await billing.claimTrial(tx, null, clock.now());
      params = {
        customer: cus, items: [{ price }], metadata, trial_period_days: p.trial_days,
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } }, payment_settings: { save_default_payment_method: 'on_subscription' },
      };
    } else {
      const pm = await paymentMethods.attachPaymentMethod(tx, user, pmId);
      params = { customer: cus, items: [{ price }], metadata, default_payment_method: pm.id, payment_behavior: 'error_if_incomplete', expand: ['latest_invoice'] };
    }
    if (discounts) params.discounts = discounts;
    const sub = await call((s) => s.subscriptions.create(params));
    let row = await mirrored(tx, sub);
    if (discount && discount.rate > 0) row = await billing.grantDiscount(tx, row.id, { ...discount, newReferral: null }, now);
    if (sub.latest_invoice && typeof sub.latest_invoice !== 'string') await invoiceMirror.mirrorInvoice(tx, sub.latest_invoice);
    return row;
  }

  /** POST /api/subscription/create-subscription: a trial without a card, else charged at once (402 on a decline). */
  async function start(tx: UserTx, user: CurrentUser, planId: string, cycle: BillingCycle, pmId: string | null, o: StartOptions = {}): Promise<SubRow> {
    const p = await billing.plan(planId, tx);
    if (planPrice(p, cycle) === 0) return billing.start(tx, p.id, cycle, null, o);
    await assertNoLiveSubscription(billing, tx, user.id);
    const discount = await billing.discountFor(tx, user.id, o.promotionCode);
    const now = clock.now();
    assertExpected(o.expectedAmount, pmId ? chargeFor(planPrice(p, cycle), discount ? { rate: discount.rate, endsAt: discountEndsAt(now) } : null, now).total : 0);
    return createSubscription(tx, user, p.id, cycle, pmId, discount, o.network ?? null);
  }

  const updateProviderSubscription = async (q: Queryable, id: string, params: Stripe.SubscriptionUpdateParams): Promise<SubRow> =>
    mirrored(q, await call((s) => s.subscriptions.update(id, params)));

  /**
   * PUT /api/subscription/update for a provider subscription: the item's price is swapped (a trial keeps
   * running; an active subscription is prorated and invoiced at once). Switching to a free plan cancels at
   * the period end. A local free subscription moving to a paid plan becomes a provider subscription on the
   * customer's default card.
   */
  async function update(tx: UserTx, user: CurrentUser, s: SubRow, planId: string, cycle: BillingCycle, expected?: number | null): Promise<SubRow> {
    const p = await billing.plan(planId, tx);
    const free = planPrice(p, cycle) === 0;
    if (expected !== undefined && expected !== null) assertExpected(expected, (await previewChange(user, s, planId, cycle, tx)).charged_today);
    if (s.provider !== 'stripe') {
      if (free) return s; // the caller's local path handles free-to-free
      const pm = await paymentMethods.defaultCardOf(await customers.customerId(user, tx));
      if (!pm) throw badRequest('Add a payment method before switching to a paid plan.');
      const row = await createSubscription(tx, user, p.id, cycle, pm, await billing.discountFor(tx, user.id, null));
      await markSubscriptionCancelled(tx, s.id, clock.now());
      return row;
    }
    if (free) return updateProviderSubscription(tx, s.id, { cancel_at_period_end: true });
    const current = await call((st) => st.subscriptions.retrieve(s.id));
    const item = current.items.data[0];
    if (!item) throw new Error(`The card provider's subscription ${s.id} has no item`);
    return updateProviderSubscription(tx, s.id, {
      items: [{ id: item.id, price: await providerPrice(p.id, cycle) }],
      metadata: offerMetadata(user.id, p.id, cycle),
      proration_behavior: current.status === 'trialing' ? 'none' : 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
  }

  /** Cancel (true) or resume (false) at the period end. */
  const setCancelAtPeriodEnd = (tx: UserTx, id: string, cancel: boolean): Promise<SubRow> => updateProviderSubscription(tx, id, { cancel_at_period_end: cancel });

  /** Every subscription of the user: the provider's (refreshed into the mirror) and local free ones. */
  async function listSubscriptions(userId: string): Promise<SubRow[]> {
    const cus = await customers.existingCustomerId(userId);
    if (cus) {
      const list = await call((s) => s.subscriptions.list({ customer: cus, status: 'all', limit: 100 }));
      for (const sub of list.data) await mirrorSubscription(db, sub);
    }
    await billing.current(userId); // settles local free subscriptions
    return listSubscriptionsOfUser(db, userId);
  }

  /**
   * GET change-preview in real-provider mode (product §11.5): a provider subscription's price swap is previewed by
   * the provider (`invoices.createPreview` with the same proration as the update: charged today is its amount due,
   * the credit its negative proration lines); a trial continues; the free plan waits for the period's end; a local
   * free subscription becomes a provider subscription charged in full (less the member's discount).
   */
  async function previewChange(user: CurrentUser, s: SubRow, planId: string, cycle: BillingCycle, q: Queryable = db): Promise<PlanChangePreviewResponse> {
    const p = await billing.plan(planId, q);
    const list = planPrice(p, cycle);
    const now = clock.now();
    const base = { price_id: `${p.id}_${cycle}`, plan_name: p.display_name, billing_cycle: cycle, currency: p.currency, list_price: list };
    const at = (d: Date) => d.toISOString();
    if (list === 0) {
      return { ...base, effective: 'period_end', discount_amount: 0, credit: 0, charged_today: 0, period_end: at(new Date(s.current_period_end)), next_charge: null };
    }
    if (s.provider !== 'stripe') {
      const fresh = await billing.discountFor(q, user.id, null);
      const terms = fresh ? { rate: fresh.rate, endsAt: discountEndsAt(now) } : null;
      const today = chargeFor(list, terms, now);
      const end = billingPeriodEnd(now, cycle);
      return {
        ...base, effective: 'now', discount_amount: today.discount, credit: 0, charged_today: today.total, period_end: at(end),
        next_charge: { amount: chargeFor(list, terms, end).total, currency: p.currency, at: at(end) },
      };
    }
    const terms = discountTerms(s);
    if (s.status === 'trialing') {
      const end = new Date(s.current_period_end);
      const next = nextCharge({ ...billingState(s, p), listPrice: list }, terms);
      return {
        ...base, effective: 'trial', discount_amount: chargeFor(list, terms, end).discount, credit: 0, charged_today: 0, period_end: at(end),
        next_charge: next ? { amount: next.amount, currency: p.currency, at: at(next.at) } : null,
      };
    }
    const current = await call((st) => st.subscriptions.retrieve(s.id));
    const item = current.items.data[0];
    if (!item) throw new Error(`The card provider's subscription ${s.id} has no item`);
    const price = await providerPrice(p.id, cycle);
    const preview = await call((st) => st.invoices.createPreview({
      customer: typeof current.customer === 'string' ? current.customer : current.customer.id,
      subscription: s.id,
      subscription_details: { items: [{ id: item.id, price }], proration_behavior: 'always_invoice' },
    }));
    const lines = preview.lines.data;
    const credit = -lines.filter((l) => l.amount < 0).reduce((sum, l) => sum + l.amount, 0);
    const end = lines.reduce((max, l) => Math.max(max, l.period?.end ?? 0), 0);
    const periodEnd = end ? fromUnixSeconds(end) : billingPeriodEnd(now, cycle);
    const discount = (preview.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
    return {
      ...base, effective: 'now', discount_amount: discount, credit, charged_today: Math.max(preview.amount_due, 0), period_end: at(periodEnd),
      next_charge: { amount: chargeFor(list, terms, periodEnd).total, currency: p.currency, at: at(periodEnd) },
    };
  }
  return { start, update, setCancelAtPeriodEnd, listSubscriptions, previewChange };
}
