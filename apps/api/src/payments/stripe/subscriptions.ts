import type Stripe from 'stripe';
import type { BillingCycle } from '@pt/api';
import type { CurrentUser } from '../../context';
import type { Queryable } from '../../db';
import type { UserTx } from '../../db/userLock';
import { badRequest, conflict } from '../../lib/http';
import { planPrice, type Billing, type SubRow } from '../billing';
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
export function makeSubscriptions({ db, clock, call }: StripeContext, billing: Billing, parts: SubscriptionParts) {
  const { customers, paymentMethods, providerPrice, mirrorSubscription, invoiceMirror } = parts;

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
  async function createSubscription(tx: UserTx, user: CurrentUser, planId: string, cycle: BillingCycle, pmId: string | null): Promise<SubRow> {
    const p = await billing.plan(planId, tx);
    const cus = await customers.customerId(user, tx);
    const price = await providerPrice(p.id, cycle);
    const metadata = offerMetadata(user.id, p.id, cycle);
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
    const sub = await call((s) => s.subscriptions.create(params));
    const row = await mirrored(tx, sub);
    if (sub.latest_invoice && typeof sub.latest_invoice !== 'string') await invoiceMirror.mirrorInvoice(tx, sub.latest_invoice);
    return row;
  }

  /** POST /api/subscription/create-subscription: a trial without a card, else charged at once (402 on a decline). */
  async function start(tx: UserTx, user: CurrentUser, planId: string, cycle: BillingCycle, pmId: string | null): Promise<SubRow> {
    const p = await billing.plan(planId, tx);
    if (planPrice(p, cycle) === 0) return billing.start(tx, p.id, cycle, null);
    await assertNoLiveSubscription(billing, tx, user.id);
    return createSubscription(tx, user, p.id, cycle, pmId);
  }

  const updateProviderSubscription = async (q: Queryable, id: string, params: Stripe.SubscriptionUpdateParams): Promise<SubRow> =>
    mirrored(q, await call((s) => s.subscriptions.update(id, params)));

  /**
   * PUT /api/subscription/update for a provider subscription: the item's price is swapped (a trial keeps
   * running; an active subscription is prorated and invoiced at once). Switching to a free plan cancels at
   * the period end. A local free subscription moving to a paid plan becomes a provider subscription on the
   * customer's default card.
   */
  async function update(tx: UserTx, user: CurrentUser, s: SubRow, planId: string, cycle: BillingCycle): Promise<SubRow> {
    const p = await billing.plan(planId, tx);
    const free = planPrice(p, cycle) === 0;
    if (s.provider !== 'stripe') {
      if (free) return s; // the caller's local path handles free-to-free
      const pm = await paymentMethods.defaultCardOf(await customers.customerId(user, tx));
      if (!pm) throw badRequest('Add a payment method before switching to a paid plan.');
      const row = await createSubscription(tx, user, p.id, cycle, pm);
      await tx.query(`UPDATE subscriptions SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [s.id, clock.now()]);
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
    return db.query<SubRow>('SELECT * FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC', [userId]);
  }

  return { start, update, setCancelAtPeriodEnd, listSubscriptions };
}
