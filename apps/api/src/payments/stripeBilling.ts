import type Stripe from 'stripe';
import type { BillingCycle, CheckoutSession, Customer, Invoice, InvoiceStatus, PaymentMethod } from '@pt/api';
import type { AppDeps, CurrentUser } from '../context';
import type { Queryable } from '../db';
import type { UserTx } from '../db/userLock';
import type { Billing, SubRow } from './billing';
import { parsePriceId, planPrice, priceId } from './billing';
import { PM_ID_RE } from './provider';
import { recordConversion, type PaidInvoice } from './affiliateCommission';
import { idOf, isStripeNotFound, toHttpError } from './stripeClient';
import { sha256 } from '../lib/crypto';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { isUuid } from '../lib/validate';

/**
 * Webhook events that change local state. Every other event is acknowledged (200) and ignored.
 * - checkout.session.completed: a hosted checkout in subscription mode finished; the subscription is fetched and mirrored.
 * - customer.subscription.created / updated / deleted: the subscription is mirrored (status, plan, period, cancellation).
 * - invoice.paid / invoice.payment_succeeded / invoice.payment_failed / invoice.finalized / invoice.voided /
 *   invoice.marked_uncollectible: the invoice is mirrored; a paid invoice brings a past-due subscription back to
 *   active, a failed payment marks an active subscription past due.
 */
export const HANDLED_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'invoice.finalized',
  'invoice.voided',
  'invoice.marked_uncollectible',
] as const;

/** The Idempotency-Key sent to the provider for a client's key: scoped to the user and the operation. */
export const providerIdempotencyKey = (userId: string, operation: string, clientKey: string): string => sha256(`${userId}|${operation}|${clientKey}`);

const SUB_STATUS: Record<string, string> = { canceled: 'cancelled', incomplete_expired: 'cancelled', unpaid: 'past_due' };
export const subscriptionStatus = (s: Stripe.Subscription.Status): string => SUB_STATUS[s] ?? s;

/** The wire's invoice status: a draft (not yet finalised) reads as open. */
export function invoiceStatus(s: Stripe.Invoice.Status | null): InvoiceStatus {
  if (s === 'paid') return 'paid';
  if (s === 'void') return 'void';
  if (s === 'uncollectible') return 'uncollectible';
  return 'open';
}

const PRICE_CACHE_MS = 5 * 60_000;
const INVOICE_ID_RE = /^in_[A-Za-z0-9_]{1,100}$/;
const toDate = (unixSeconds: number): Date => new Date(unixSeconds * 1000);

function defaultPaymentMethod(c: Stripe.Customer | Stripe.DeletedCustomer): string | null {
  if (c.deleted) return null;
  return idOf(c.invoice_settings.default_payment_method);
}

function toWirePaymentMethod(pm: Stripe.PaymentMethod, defaultId: string | null): PaymentMethod {
  if (!pm.card) throw badRequest('Only card payment methods are supported');
  return { id: pm.id, type: pm.type, card: { brand: pm.card.brand, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year }, is_default: pm.id === defaultId };
}

const invoiceSubscription = (inv: Stripe.Invoice): string | null => idOf(inv.parent?.subscription_details?.subscription);

/** An invoice in the wire shape; pdf_url is the provider's hosted PDF when it has one, else this server's PDF route. */
export function toWireInvoice(inv: Stripe.Invoice, baseUrl: string): Invoice {
  return {
    invoice_id: inv.id, created: inv.created, amount_paid: inv.amount_paid, amount_due: inv.amount_due, currency: inv.currency,
    status: invoiceStatus(inv.status), due_date: inv.due_date, pdf_url: inv.invoice_pdf ?? `${baseUrl}/api/stripe/invoices/${inv.id}/pdf`,
    subscription_id: invoiceSubscription(inv),
  };
}

/** The plan and cycle of a provider subscription: its price's lookup key (the offer id), else its metadata. */
function offerOf(sub: Stripe.Subscription): { planId: string; cycle: BillingCycle } | null {
  const key = sub.items.data[0]?.price.lookup_key;
  if (key) {
    try {
      return parsePriceId(key);
    } catch {
      // not one of ours; fall back to metadata
    }
  }
  const { plan_id: planId, billing_cycle: cycle } = sub.metadata;
  if (planId && (cycle === 'monthly' || cycle === 'yearly')) return { planId, cycle };
  return null;
}

/**
 * Real-provider billing over the official package. The provider is the source of truth for customers,
 * payment methods, subscriptions and invoices; subscriptions and invoices are mirrored into the local
 * tables (from API answers and webhooks) so plan limits and GET /api/subscription/current read locally.
 * Free plans need no provider object and stay local.
 * Functions that change a member's subscription or cards take a UserTx (the member's row lock, held across
 * the provider calls) and send every query through it, so two requests at once cannot both create a
 * provider subscription or both make a card the default.
 */
export function makeStripeBilling(deps: AppDeps, billing: Billing, client: () => Promise<Stripe>) {
  const { db, clock } = deps;
  const log = deps.log ?? console.log;
  /** Provider price ids by offer id, kept for PRICE_CACHE_MS (a price replaced in the dashboard is picked up after that). */
  const priceIds = new Map<string, { id: string; at: number }>();

  /** Runs a provider call, mapping its errors to HTTP answers. */
  async function call<T>(fn: (s: Stripe) => Promise<T>): Promise<T> {
    const s = await client();
    try {
      return await fn(s);
    } catch (err) {
      throw toHttpError(err);
    }
  }

  async function existingCustomerId(userId: string, q: Queryable = db): Promise<string | null> {
    return (await q.query<{ customer_id: string }>('SELECT customer_id FROM stripe_customers WHERE user_id = $1', [userId]))[0]?.customer_id ?? null;
  }

  /** The user's provider customer, created on first need (one per user: the create call is idempotent per user). */
  async function customerId(user: CurrentUser, q: Queryable = db): Promise<string> {
    const known = await existingCustomerId(user.id, q);
    if (known) return known;
    const c = await call((s) => s.customers.create({ email: user.email, name: user.full_name, metadata: { user_id: user.id } }, { idempotencyKey: `pt-customer-${user.id}` }));
    await q.query('INSERT INTO stripe_customers (user_id, customer_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [user.id, c.id, clock.now()]);
    return (await existingCustomerId(user.id, q)) ?? c.id;
  }

  async function customer(user: CurrentUser): Promise<Customer> {
    const id = await customerId(user);
    let c = await call((s) => s.customers.retrieve(id));
    if (c.deleted) {
      // Deleted in the provider's dashboard: start a new one (one, also for two requests at once: the key names the deleted customer).
      await db.query('DELETE FROM stripe_customers WHERE user_id = $1', [user.id]);
      const fresh = await call((s) => s.customers.create({ email: user.email, name: user.full_name, metadata: { user_id: user.id } }, { idempotencyKey: `pt-customer-${user.id}-after-${id}` }));
      await db.query('INSERT INTO stripe_customers (user_id, customer_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [user.id, fresh.id, clock.now()]);
      c = fresh;
    }
    return { id: c.id, email: c.email ?? user.email, name: c.name ?? user.full_name };
  }

  async function listPaymentMethods(user: CurrentUser): Promise<PaymentMethod[]> {
    const cus = await existingCustomerId(user.id);
    if (!cus) return [];
    const [list, c] = await Promise.all([call((s) => s.customers.listPaymentMethods(cus, { type: 'card', limit: 100 })), call((s) => s.customers.retrieve(cus))]);
    const def = defaultPaymentMethod(c);
    const out = list.data.filter((pm) => pm.card).map((pm) => toWirePaymentMethod(pm, def));
    return [...out.filter((p) => p.is_default), ...out.filter((p) => !p.is_default)];
  }

  /** Attaches a payment method to the user's customer (already attached: unchanged); the first one becomes the default. */
  async function attachPaymentMethod(tx: UserTx, user: CurrentUser, pmId: string): Promise<PaymentMethod> {
    if (!PM_ID_RE.test(pmId)) throw badRequest('payment_method_id must be a card provider payment method id (pm_...)');
    const cus = await customerId(user, tx);
    let pm = await call((s) => s.paymentMethods.retrieve(pmId));
    if (!pm.card) throw badRequest('Only card payment methods are supported');
    const owner = idOf(pm.customer);
    if (owner && owner !== cus) throw badRequest('This payment method belongs to another customer');
    // Attaching a test id such as pm_card_visa gives a new payment method: use the id the provider returns.
    if (!owner) pm = await call((s) => s.paymentMethods.attach(pmId, { customer: cus }));
    let def = defaultPaymentMethod(await call((s) => s.customers.retrieve(cus)));
    if (!def) {
      await call((s) => s.customers.update(cus, { invoice_settings: { default_payment_method: pm.id } }));
      def = pm.id;
    }
    return toWirePaymentMethod(pm, def);
  }

  async function detachPaymentMethod(tx: UserTx, user: CurrentUser, pmId: string): Promise<void> {
    const cus = await existingCustomerId(user.id, tx);
    if (!cus || !PM_ID_RE.test(pmId)) throw notFound('Payment method not found');
    const pm = await call((s) => s.paymentMethods.retrieve(pmId)).catch((err: unknown) => {
      throw err instanceof HttpError && err.status === 404 ? notFound('Payment method not found') : err;
    });
    if (idOf(pm.customer) !== cus) throw notFound('Payment method not found');
    await call((s) => s.paymentMethods.detach(pmId));
    // Detaching the default clears it at the provider: promote the oldest remaining card.
    if (!defaultPaymentMethod(await call((s) => s.customers.retrieve(cus)))) {
      const rest = await call((s) => s.customers.listPaymentMethods(cus, { type: 'card', limit: 100 }));
      const next = [...rest.data].sort((a, b) => a.created - b.created)[0];
      if (next) await call((s) => s.customers.update(cus, { invoice_settings: { default_payment_method: next.id } }));
    }
    await tx.query('UPDATE subscriptions SET payment_method_id = NULL WHERE user_id = $1 AND payment_method_id = $2', [user.id, pmId]);
  }

  async function setupIntent(tx: UserTx, user: CurrentUser, idempotencyKey: string | undefined): Promise<{ id: string; client_secret: string }> {
    const cus = await customerId(user, tx);
    const si = await call((s) =>
      s.setupIntents.create({ customer: cus, usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { user_id: user.id } }, idempotencyKey ? { idempotencyKey } : undefined),
    );
    if (!si.client_secret) throw new Error('The card provider returned no client secret');
    return { id: si.id, client_secret: si.client_secret };
  }

  /**
   * A payment intent for the user's customer. With a payment method the server confirms it at once (the
   * card is attached first); a decline is a 402. Without one the client confirms it with the client secret.
   */
  async function paymentIntent(
    tx: UserTx,
    user: CurrentUser,
    input: { amount: number; currency: string; paymentMethodId: string | null },
    idempotencyKey: string | undefined,
  ): Promise<{ id: string; client_secret: string; status: string }> {
    const cus = await customerId(user, tx);
    const pm = input.paymentMethodId ? (await attachPaymentMethod(tx, user, input.paymentMethodId)).id : null;
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: input.currency,
      customer: cus,
      metadata: { user_id: user.id },
      ...(pm
        ? { payment_method: pm, confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: 'never' } }
        : { automatic_payment_methods: { enabled: true } }),
    };
    const pi = await call((s) => s.paymentIntents.create(params, idempotencyKey ? { idempotencyKey } : undefined));
    if (!pi.client_secret) throw new Error('The card provider returned no client secret');
    return { id: pi.id, client_secret: pi.client_secret, status: pi.status };
  }

  /** The provider price of an offer: the active price whose lookup key is the offer id (premium_monthly). */
  async function providerPrice(planId: string, cycle: BillingCycle): Promise<string> {
    const offer = priceId(planId, cycle);
    const cached = priceIds.get(offer);
    if (cached && clock.now().getTime() - cached.at < PRICE_CACHE_MS) return cached.id;
    const list = await call((s) => s.prices.list({ lookup_keys: [offer], active: true, limit: 1 }));
    const price = list.data[0];
    if (!price) {
      log(`[stripe] no active price with lookup key ${offer}`);
      throw new HttpError(503, `Payments are not set up for ${offer} yet. Please try again later.`);
    }
    priceIds.set(offer, { id: price.id, at: clock.now().getTime() });
    return price.id;
  }

  /** Resolves the local user of a provider object: the customer mapping, else metadata.user_id (then remembered). */
  async function userFor(q: Queryable, customerRef: string | { id: string } | null, metadataUserId: string | undefined): Promise<string | null> {
    const cus = idOf(customerRef);
    if (cus) {
      const row = (await q.query<{ user_id: string }>('SELECT user_id FROM stripe_customers WHERE customer_id = $1', [cus]))[0];
      if (row) return row.user_id;
    }
    if (!metadataUserId || !isUuid(metadataUserId)) return null;
    if (!(await q.query('SELECT 1 FROM users WHERE id = $1', [metadataUserId])).length) return null;
    if (cus) await q.query('INSERT INTO stripe_customers (user_id, customer_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [metadataUserId, cus, clock.now()]);
    return metadataUserId;
  }

  /**
   * Mirrors a provider subscription into the local table. eventAt (a webhook event's `created`) guards
   * against an older event overwriting newer state; API answers (no eventAt) always apply. A trial counts as
   * the member's one free trial.
   */
  async function mirrorSubscription(q: Queryable, sub: Stripe.Subscription, eventAt: number | null = null): Promise<SubRow | null> {
    const userId = await userFor(q, sub.customer, sub.metadata.user_id);
    const offer = offerOf(sub);
    if (!userId || !offer) {
      log(`[stripe] subscription ${sub.id} not mirrored: ${userId ? 'unknown price' : 'unknown customer'}`);
      return null;
    }
    if (!(await q.query('SELECT 1 FROM plans WHERE id = $1', [offer.planId])).length) {
      log(`[stripe] subscription ${sub.id} not mirrored: unknown plan ${offer.planId}`);
      return null;
    }
    const item = sub.items.data[0];
    const start = item?.current_period_start ?? sub.start_date;
    const end = item?.current_period_end ?? start;
    const cancelAtEnd = sub.cancel_at_period_end || (sub.cancel_at !== null && sub.status !== 'canceled');
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
      [
        sub.id, userId, offer.planId, offer.cycle, subscriptionStatus(sub.status), toDate(start), toDate(end), cancelAtEnd,
        sub.trial_end === null ? null : toDate(sub.trial_end), idOf(sub.default_payment_method), toDate(sub.created), clock.now(), eventAt,
      ],
    );
    if (sub.trial_end !== null) {
      await q.query(
        `INSERT INTO subscription_trials (user_id, subscription_id, started_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET subscription_id = COALESCE(subscription_trials.subscription_id, EXCLUDED.subscription_id)`,
        [userId, sub.id, toDate(sub.trial_start ?? sub.created)],
      );
    }
    return rows[0] ?? (await q.query<SubRow>('SELECT * FROM subscriptions WHERE id = $1', [sub.id]))[0] ?? null;
  }

  /**
   * Mirrors a provider invoice into the local table (its subscription link only when that subscription is
   * mirrored). A paid one records the referred member's affiliate conversion, once per invoice: call inside
   * a transaction so the invoice, the conversion and the affiliate's counters land together.
   */
  async function mirrorInvoice(q: Queryable, inv: Stripe.Invoice): Promise<void> {
    const userId = await userFor(q, inv.customer, inv.parent?.subscription_details?.metadata?.user_id);
    if (!userId) {
      log(`[stripe] invoice ${inv.id} not mirrored: unknown customer`);
      return;
    }
    const description = inv.description ?? inv.lines.data[0]?.description ?? 'Subscription';
    const row = (await q.query<PaidInvoice>(
      `INSERT INTO invoices (id, user_id, subscription_id, description, amount_due, amount_paid, currency, status, due_date, created_at, provider, pdf_url)
       VALUES ($1, $2, (SELECT id FROM subscriptions WHERE id = $3), $4, $5, $6, $7, $8, $9, $10, 'stripe', $11)
       ON CONFLICT (id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id, description = EXCLUDED.description, amount_due = EXCLUDED.amount_due,
         amount_paid = EXCLUDED.amount_paid, currency = EXCLUDED.currency, status = EXCLUDED.status, due_date = EXCLUDED.due_date, pdf_url = EXCLUDED.pdf_url
       RETURNING id, user_id, amount_paid, currency, status, created_at`,
      [
        inv.id, userId, invoiceSubscription(inv), description, inv.amount_due, inv.amount_paid, inv.currency, invoiceStatus(inv.status),
        inv.due_date === null ? null : toDate(inv.due_date), toDate(inv.created), inv.invoice_pdf ?? null,
      ],
    ))[0];
    if (row) await recordConversion(q, row, clock.now());
  }

  /** Mirrors invoices read from the provider, each in a transaction of its own (see mirrorInvoice). */
  async function mirrorInvoices(list: Stripe.Invoice[]): Promise<void> {
    for (const inv of list) await db.transaction((tx) => mirrorInvoice(tx, inv));
  }

  /**
   * Creates the provider subscription for a paid plan and mirrors it (no check for an existing one: the caller
   * checks under the same lock). A trial is claimed in the database first; a failed provider call rolls it back.
   */
  async function createSubscription(tx: UserTx, user: CurrentUser, planId: string, cycle: BillingCycle, pmId: string | null): Promise<SubRow> {
    const p = await billing.plan(planId, tx);
    const cus = await customerId(user, tx);
    const price = await providerPrice(p.id, cycle);
    const metadata = { user_id: user.id, plan_id: p.id, billing_cycle: cycle };
    let params: Stripe.SubscriptionCreateParams;
    if (!pmId) {
      await billing.claimTrial(tx, null, clock.now());
      params = {
        customer: cus, items: [{ price }], metadata, trial_period_days: p.trial_days,
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } }, payment_settings: { save_default_payment_method: 'on_subscription' },
      };
    } else {
      const pm = await attachPaymentMethod(tx, user, pmId);
      params = { customer: cus, items: [{ price }], metadata, default_payment_method: pm.id, payment_behavior: 'error_if_incomplete', expand: ['latest_invoice'] };
    }
    const sub = await call((s) => s.subscriptions.create(params));
    const row = await mirrorSubscription(tx, sub);
    if (!row) throw new Error(`The card provider's subscription ${sub.id} could not be mirrored`);
    if (sub.latest_invoice && typeof sub.latest_invoice !== 'string') await mirrorInvoice(tx, sub.latest_invoice);
    return row;
  }

  /** POST /api/subscription/create-subscription: a trial without a card, else charged at once (402 on a decline). */
  async function start(tx: UserTx, user: CurrentUser, planId: string, cycle: BillingCycle, pmId: string | null): Promise<SubRow> {
    const p = await billing.plan(planId, tx);
    if (planPrice(p, cycle) === 0) return billing.start(tx, p.id, cycle, null);
    if (await billing.current(user.id, tx)) throw conflict('You already have an active subscription. Change your plan instead.');
    return createSubscription(tx, user, p.id, cycle, pmId);
  }

  async function updateProviderSubscription(q: Queryable, id: string, params: Stripe.SubscriptionUpdateParams): Promise<SubRow> {
    const sub = await call((s) => s.subscriptions.update(id, params));
    const row = await mirrorSubscription(q, sub);
    if (!row) throw new Error(`The card provider's subscription ${sub.id} could not be mirrored`);
    return row;
  }

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
      const cus = await customerId(user, tx);
      const pm = defaultPaymentMethod(await call((st) => st.customers.retrieve(cus)));
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
      metadata: { user_id: user.id, plan_id: p.id, billing_cycle: cycle },
      proration_behavior: current.status === 'trialing' ? 'none' : 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
  }

  const setCancelAtPeriodEnd = (tx: UserTx, id: string, cancel: boolean): Promise<SubRow> => updateProviderSubscription(tx, id, { cancel_at_period_end: cancel });

  /** Every subscription of the user: the provider's (refreshed into the mirror) and local free ones. */
  async function listSubscriptions(userId: string): Promise<SubRow[]> {
    const cus = await existingCustomerId(userId);
    if (cus) {
      const list = await call((s) => s.subscriptions.list({ customer: cus, status: 'all', limit: 100 }));
      for (const sub of list.data) await mirrorSubscription(db, sub);
    }
    await billing.current(userId); // settles local free subscriptions
    return db.query<SubRow>('SELECT * FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC', [userId]);
  }

  async function listInvoices(userId: string, limit: number, baseUrl: string): Promise<Invoice[]> {
    const cus = await existingCustomerId(userId);
    if (!cus) return [];
    const list = await call((s) => s.invoices.list({ customer: cus, limit }));
    await mirrorInvoices(list.data);
    return list.data.map((inv) => toWireInvoice(inv, baseUrl));
  }

  /** One of the user's invoices from the provider; another customer's (or an unknown id) is a 404. */
  async function ownInvoice(userId: string, id: string): Promise<Stripe.Invoice> {
    const cus = await existingCustomerId(userId);
    if (!cus || !INVOICE_ID_RE.test(id)) throw notFound('Invoice not found');
    const s = await client();
    let inv: Stripe.Invoice;
    try {
      inv = await s.invoices.retrieve(id);
    } catch (err) {
      throw isStripeNotFound(err) ? notFound('Invoice not found') : toHttpError(err);
    }
    if (idOf(inv.customer) !== cus) throw notFound('Invoice not found');
    return inv;
  }

  async function getInvoice(userId: string, id: string, baseUrl: string): Promise<Invoice> {
    const inv = await ownInvoice(userId, id);
    await mirrorInvoices([inv]);
    return toWireInvoice(inv, baseUrl);
  }

  /** The provider's hosted PDF link of one of the user's invoices (404 while it has none, e.g. a draft). */
  async function invoicePdfUrl(userId: string, id: string): Promise<string> {
    const inv = await ownInvoice(userId, id);
    if (!inv.invoice_pdf) throw notFound('This invoice has no PDF yet');
    return inv.invoice_pdf;
  }

  /** A hosted checkout for a paid offer; success_url gets session_id={CHECKOUT_SESSION_ID}, filled in by the provider. */
  async function checkoutSession(tx: UserTx, user: CurrentUser, planId: string, cycle: BillingCycle, success: URL, cancel: URL): Promise<CheckoutSession> {
    const p = await billing.plan(planId, tx);
    if (planPrice(p, cycle) === 0) throw badRequest('The free plan needs no checkout');
    if (await billing.current(user.id, tx)) throw conflict('You already have an active subscription. Change your plan instead.');
    const cus = await customerId(user, tx);
    const price = await providerPrice(p.id, cycle);
    const metadata = { user_id: user.id, plan_id: p.id, billing_cycle: cycle };
    const successUrl = new URL(success.toString());
    successUrl.searchParams.set('session_id', '{CHECKOUT_SESSION_ID}');
    const session = await call((s) =>
      s.checkout.sessions.create({
        mode: 'subscription', customer: cus, client_reference_id: user.id, line_items: [{ price, quantity: 1 }],
        success_url: successUrl.toString().replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}'), cancel_url: cancel.toString(),
        subscription_data: { metadata }, metadata,
      }),
    );
    if (!session.url) throw new Error('The card provider returned no checkout URL');
    return { id: session.id, url: session.url };
  }

  async function setSubscriptionStatus(q: Queryable, subId: string | null, to: string, from: readonly string[]): Promise<void> {
    if (!subId) return;
    await q.query(`UPDATE subscriptions SET status = $2, updated_at = $3 WHERE id = $1 AND provider = 'stripe' AND status = ANY($4::text[])`, [subId, to, clock.now(), [...from]]);
  }

  /**
   * POST /api/stripe/webhook: verifies the Stripe-Signature over the raw body (400 when it does not match
   * or is too old), then applies the event once (a redelivered event id is acknowledged without effect).
   */
  async function handleWebhook(rawBody: Uint8Array, signature: string | undefined, secret: string): Promise<{ received: true; type: string; handled: boolean; duplicate?: true }> {
    const s = await client();
    let event: Stripe.Event;
    try {
      event = s.webhooks.constructEvent(Buffer.from(rawBody), signature ?? '', secret, undefined, undefined, clock.now().getTime());
    } catch {
      throw badRequest('Invalid Stripe-Signature');
    }
    // The event is recorded and applied in one transaction: two deliveries at once apply it once, and an event
    // that fails to apply is not recorded, so the provider's retry applies it.
    return db.transaction(async (tx) => {
      const fresh = await tx.query('INSERT INTO stripe_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id', [event.id, event.type, clock.now()]);
      if (!fresh.length) return { received: true as const, type: event.type, handled: false, duplicate: true as const };
      return { received: true as const, type: event.type, handled: await applyEvent(tx, event) };
    });
  }

  /** Applies one verified webhook event; false when the event is not one this server handles. */
  async function applyEvent(tx: Queryable, event: Stripe.Event): Promise<boolean> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const subRef = session.mode === 'subscription' ? session.subscription : null;
        if (!subRef) return false;
        // Link the customer to the user who started the checkout, then mirror the new subscription.
        await userFor(tx, session.customer, session.client_reference_id ?? session.metadata?.user_id);
        const sub = typeof subRef === 'string' ? await call((st) => st.subscriptions.retrieve(subRef)) : subRef;
        await mirrorSubscription(tx, sub, event.created);
        return true;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await mirrorSubscription(tx, event.data.object, event.created);
        return true;
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        await mirrorInvoice(tx, event.data.object);
        await setSubscriptionStatus(tx, invoiceSubscription(event.data.object), 'active', ['past_due']);
        return true;
      case 'invoice.payment_failed':
        await mirrorInvoice(tx, event.data.object);
        await setSubscriptionStatus(tx, invoiceSubscription(event.data.object), 'past_due', ['active']);
        return true;
      case 'invoice.finalized':
      case 'invoice.voided':
      case 'invoice.marked_uncollectible':
        await mirrorInvoice(tx, event.data.object);
        return true;
      default:
        return false;
    }
  }

  return {
    customer, listPaymentMethods, attachPaymentMethod, detachPaymentMethod, setupIntent, paymentIntent, start, update, setCancelAtPeriodEnd,
    listSubscriptions, listInvoices, getInvoice, invoicePdfUrl, checkoutSession, handleWebhook, mirrorSubscription, mirrorInvoice,
  };
}
export type StripeBilling = ReturnType<typeof makeStripeBilling>;
