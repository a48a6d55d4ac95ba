import type Stripe from 'stripe';
import type { Queryable } from '../../../db';
import { recordStripeEvent } from '../../../db/queries/billing';
import { badRequest } from '../../../lib/http';
import type { StripeContext } from '../stripeContext';
import { CHECKOUT_EVENTS, type makeCheckoutEvents } from './checkoutEvents';
import { isEventOf } from './eventFamily';
import { INVOICE_EVENTS, type makeInvoiceEvents } from './invoiceEvents';
import { REFUND_EVENTS, type makeRefundEvents } from './refundEvents';
import { SUBSCRIPTION_EVENTS, type makeSubscriptionEvents } from './subscriptionEvents';

/** Webhook events that change local state, by family (see each family's module). Every other event is acknowledged (200) and ignored. */
export const HANDLED_WEBHOOK_EVENTS = [...CHECKOUT_EVENTS, ...SUBSCRIPTION_EVENTS, ...INVOICE_EVENTS, ...REFUND_EVENTS] as const;

export interface WebhookResult { received: true; type: string; handled: boolean; duplicate?: true }

/** One handler per event family; each answers whether it changed local state. */
export interface EventFamilies {
  checkout: ReturnType<typeof makeCheckoutEvents>;
  subscription: ReturnType<typeof makeSubscriptionEvents>;
  invoice: ReturnType<typeof makeInvoiceEvents>;
  refund: ReturnType<typeof makeRefundEvents>;
}

/**
 * POST /api/stripe/webhook: verifies the Stripe-Signature over the raw body (400 when it does not match or
 * is older than the package's 5-minute tolerance), then applies the event once: a redelivered event id is
 * acknowledged without effect.
 */
export function makeWebhookHandler({ db, clock, client }: StripeContext, families: EventFamilies) {
  /** Applies one verified event; false when the event is not one this server handles. */
  function applyEvent(tx: Queryable, event: Stripe.Event): Promise<boolean> {
    if (isEventOf(CHECKOUT_EVENTS, event)) return families.checkout(tx, event);
    if (isEventOf(SUBSCRIPTION_EVENTS, event)) return families.subscription(tx, event);
    if (isEventOf(INVOICE_EVENTS, event)) return families.invoice(tx, event);
    if (isEventOf(REFUND_EVENTS, event)) return families.refund(tx, event);
    return Promise.resolve(false);
  }

  return async function handleWebhook(rawBody: Uint8Array, signature: string | undefined, secret: string): Promise<WebhookResult> {
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
      if (!(await recordStripeEvent(tx, event.id, event.type, clock.now()))) return { received: true as const, type: event.type, handled: false, duplicate: true as const };
      return { received: true as const, type: event.type, handled: await applyEvent(tx, event) };
    });
  };
}
