import type Stripe from 'stripe';
import type { PaymentMethod } from '@pt/api';
import type { CurrentUser } from '../../context';
import type { UserTx } from '../../db/userLock';
import { clearSubscriptionCard } from '../../db/queries/subscriptions';
import { HttpError, badRequest, notFound } from '../../lib/http';
import { PM_ID_RE } from '../provider';
import { idOf } from '../stripeClient';
import type { Customers } from './customers';
import type { StripeContext } from './stripeContext';

/** The customer's default card at the provider (invoice_settings.default_payment_method); null when none or deleted. */
export function defaultPaymentMethod(c: Stripe.Customer | Stripe.DeletedCustomer): string | null {
  if (c.deleted) return null;
  return idOf(c.invoice_settings.default_payment_method);
}

function toWirePaymentMethod(pm: Stripe.PaymentMethod, defaultId: string | null): PaymentMethod {
  if (!pm.card) throw badRequest('Only card payment methods are supported');
  return { id: pm.id, type: pm.type, card: { brand: pm.card.brand, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year }, is_default: pm.id === defaultId };
}

/**
 * The customer's cards, kept at the provider. The first card attached becomes the default; detaching the
 * default promotes the oldest remaining card. Attach and detach take the member's lock (UserTx), held across
 * the provider calls, so cards added or removed at once leave exactly one default.
 */
export function makePaymentMethods({ call }: StripeContext, customers: Customers) {
  const defaultCardOf = async (cus: string): Promise<string | null> => defaultPaymentMethod(await call((s) => s.customers.retrieve(cus)));
  const cardsOf = (cus: string) => call((s) => s.customers.listPaymentMethods(cus, { type: 'card', limit: 100 }));
  const setDefaultCard = (cus: string, pmId: string) => call((s) => s.customers.update(cus, { invoice_settings: { default_payment_method: pmId } }));

  /** GET /api/stripe/payment-methods: the customer's cards, the default first. */
  async function listPaymentMethods(user: CurrentUser): Promise<PaymentMethod[]> {
    const cus = await customers.existingCustomerId(user.id);
    if (!cus) return [];
    const [list, def] = await Promise.all([cardsOf(cus), defaultCardOf(cus)]);
    const out = list.data.filter((pm) => pm.card).map((pm) => toWirePaymentMethod(pm, def));
    return [...out.filter((p) => p.is_default), ...out.filter((p) => !p.is_default)];
  }

  /** Attaches a payment method to the user's customer (already attached: unchanged); the first one becomes the default. */
  async function attachPaymentMethod(tx: UserTx, user: CurrentUser, pmId: string): Promise<PaymentMethod> {
    if (!PM_ID_RE.test(pmId)) throw badRequest('payment_method_id must be a card provider payment method id (pm_...)');
    const cus = await customers.customerId(user, tx);
    let pm = await call((s) => s.paymentMethods.retrieve(pmId));
    if (!pm.card) throw badRequest('Only card payment methods are supported');
    const owner = idOf(pm.customer);
    if (owner && owner !== cus) throw badRequest('This payment method belongs to another customer');
    // Attaching a test id such as pm_card_visa gives a new payment method: use the id the provider returns.
    if (!owner) pm = await call((s) => s.paymentMethods.attach(pmId, { customer: cus }));
    let def = await defaultCardOf(cus);
    if (!def) {
      await setDefaultCard(cus, pm.id);
      def = pm.id;
    }
    return toWirePaymentMethod(pm, def);
  }

  /** Detaches one of the customer's cards; another customer's card, or an unknown id, is a 404. */
  async function detachPaymentMethod(tx: UserTx, user: CurrentUser, pmId: string): Promise<void> {
    const cus = await customers.existingCustomerId(user.id, tx);
    if (!cus || !PM_ID_RE.test(pmId)) throw notFound('Payment method not found');
    const pm = await call((s) => s.paymentMethods.retrieve(pmId)).catch((err: unknown) => {
      throw err instanceof HttpError && err.status === 404 ? notFound('Payment method not found') : err;
    });
    if (idOf(pm.customer) !== cus) throw notFound('Payment method not found');
    await call((s) => s.paymentMethods.detach(pmId));
    // Detaching the default clears it at the provider: promote the oldest remaining card.
    if (!(await defaultCardOf(cus))) {
      const rest = await cardsOf(cus);
      const next = [...rest.data].sort((a, b) => a.created - b.created)[0];
      if (next) await setDefaultCard(cus, next.id);
    }
    await clearSubscriptionCard(tx, user.id, pmId);
  }

  return { defaultCardOf, listPaymentMethods, attachPaymentMethod, detachPaymentMethod };
}
export type PaymentMethods = ReturnType<typeof makePaymentMethods>;
