import type Stripe from 'stripe';
import type { AppDeps } from '../context';
import type { Billing } from './billing';
import { makeCheckout } from './stripe/checkout';
import { makeCustomers } from './stripe/customers';
import { makeIntents } from './stripe/intents';
import { makeInvoiceMirror } from './stripe/invoiceMirror';
import { makeInvoices } from './stripe/invoices';
import { makeLocalUserOf } from './stripe/localUserOf';
import { makePaymentMethods } from './stripe/paymentMethods';
import { makeProviderPrice } from './stripe/providerPrice';
import { makeStripeContext } from './stripe/stripeContext';
import { makeSubscriptionMirror } from './stripe/subscriptionMirror';
import { makeSubscriptions } from './stripe/subscriptions';
import { makeCheckoutEvents } from './stripe/webhook/checkoutEvents';
import { makeWebhookHandler } from './stripe/webhook/handleWebhook';
import { makeInvoiceEvents } from './stripe/webhook/invoiceEvents';
import { makeRefundEvents } from './stripe/webhook/refundEvents';
import { makeSubscriptionEvents } from './stripe/webhook/subscriptionEvents';

export { providerIdempotencyKey } from './stripe/intents';
export { HANDLED_WEBHOOK_EVENTS } from './stripe/webhook/handleWebhook';
export { subscriptionStatus } from './stripe/subscriptionMirror';
export { invoiceStatus, toWireInvoice } from './stripe/invoiceFields';

/**
 * Real-provider billing over the official package, composed of one module a concept (./stripe/). The
 * provider is the source of truth for customers, payment methods, subscriptions and invoices; subscriptions
 * and invoices are mirrored into the local tables (from API answers and webhooks) so plan limits and
 * GET /api/subscription/current read locally. Free plans need no provider object and stay local.
 * Functions that change a member's subscription or cards take a UserTx (the member's row lock, held across
 * the provider calls) and send every query through it, so two requests at once cannot both create a
 * provider subscription or both make a card the default.
 */
export function makeStripeBilling(deps: AppDeps, billing: Billing, client: () => Promise<Stripe>) {
  const ctx = makeStripeContext(deps, client);
  const localUserOf = makeLocalUserOf(ctx);
  const mirrorSubscription = makeSubscriptionMirror(ctx, localUserOf);
  const invoiceMirror = makeInvoiceMirror(ctx, localUserOf);
  const customers = makeCustomers(ctx);
  const paymentMethods = makePaymentMethods(ctx, customers);
  const intents = makeIntents(ctx, customers, paymentMethods);
  const providerPrice = makeProviderPrice(ctx);
  const subscriptions = makeSubscriptions(ctx, billing, { customers, paymentMethods, providerPrice, mirrorSubscription, invoiceMirror });
  const invoices = makeInvoices(ctx, customers, invoiceMirror);
  const handleWebhook = makeWebhookHandler(ctx, {
    checkout: makeCheckoutEvents(ctx, localUserOf, mirrorSubscription),
    subscription: makeSubscriptionEvents(mirrorSubscription),
    invoice: makeInvoiceEvents(ctx, invoiceMirror),
    refund: makeRefundEvents(ctx),
  });

  return {
    customer: customers.customer,
    listPaymentMethods: paymentMethods.listPaymentMethods,
    attachPaymentMethod: paymentMethods.attachPaymentMethod,
    detachPaymentMethod: paymentMethods.detachPaymentMethod,
    setupIntent: intents.setupIntent,
    paymentIntent: intents.paymentIntent,
    start: subscriptions.start,
    update: subscriptions.update,
    previewChange: subscriptions.previewChange,
    setCancelAtPeriodEnd: subscriptions.setCancelAtPeriodEnd,
    listSubscriptions: subscriptions.listSubscriptions,
    listInvoices: invoices.listInvoices,
    getInvoice: invoices.getInvoice,
    invoicePdfUrl: invoices.invoicePdfUrl,
    payInvoice: (user: { id: string }, id: string, pm: string | null, baseUrl: string) => invoices.payInvoice(user.id, id, pm, baseUrl),
    checkoutSession: makeCheckout(ctx, billing, customers, providerPrice),
    handleWebhook,
    mirrorSubscription,
    mirrorInvoice: invoiceMirror.mirrorInvoice,
  };
}
export type StripeBilling = ReturnType<typeof makeStripeBilling>;
