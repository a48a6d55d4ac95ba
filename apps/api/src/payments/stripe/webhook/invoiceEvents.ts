import type { Queryable } from '../../../db';
import { moveProviderSubscriptionStatus } from '../../../db/queries/subscriptions';
import type { InvoiceMirror } from '../invoiceMirror';
import { invoiceSubscription } from '../invoiceFields';
import type { StripeContext } from '../stripeContext';
import type { EventOfType } from './eventFamily';

export const INVOICE_EVENTS = [
  'invoice.paid', 'invoice.payment_succeeded', 'invoice.payment_failed', 'invoice.finalized', 'invoice.voided', 'invoice.marked_uncollectible',
] as const;
type InvoiceEvent = EventOfType<(typeof INVOICE_EVENTS)[number]>;

/**
 * What a payment outcome does to the invoice's mirrored subscription: a paid invoice brings a past-due one
 * back to active, a failed payment makes an active one past due. Other statuses are left as they are.
 */
const SUBSCRIPTION_STATUS_AFTER: Partial<Record<InvoiceEvent['type'], { to: string; from: readonly string[] }>> = {
  'invoice.paid': { to: 'active', from: ['past_due'] },
  'invoice.payment_succeeded': { to: 'active', from: ['past_due'] },
  'invoice.payment_failed': { to: 'past_due', from: ['active'] },
};

/** Every invoice event mirrors the invoice (a paid one records its affiliate commission once); payment outcomes also move the subscription's status. */
export function makeInvoiceEvents({ clock }: StripeContext, invoiceMirror: InvoiceMirror) {
  return async function applyInvoiceEvent(tx: Queryable, event: InvoiceEvent): Promise<boolean> {
    const inv = event.data.object;
    await invoiceMirror.mirrorInvoice(tx, inv);
    const change = SUBSCRIPTION_STATUS_AFTER[event.type];
    const subId = invoiceSubscription(inv);
    if (change && subId) await moveProviderSubscriptionStatus(tx, subId, change.to, change.from, clock.now());
    return true;
  };
}
