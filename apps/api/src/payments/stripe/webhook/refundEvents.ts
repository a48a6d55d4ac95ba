import type { Queryable } from '../../../db';
import { isInvoiceRefundable } from '../../../db/queries/invoices';
import { refundInvoice } from '../../refundInvoice';
import { idOf } from '../../stripeClient';
import type { StripeContext } from '../stripeContext';
import type { EventOfType } from './eventFamily';

export const REFUND_EVENTS = ['charge.refunded'] as const;
type RefundEvent = EventOfType<(typeof REFUND_EVENTS)[number]>;

/**
 * A charge refunded in full in the provider's dashboard: the invoice it paid (found through the
 * provider's invoice payments of its payment intent) records the refund and its unpaid affiliate
 * commission is voided (refundInvoice), once. A partial refund, a charge that paid no mirrored
 * invoice, or an invoice already refunded changes nothing (handled: false); an admin may void the
 * commission by hand.
 */
export function makeRefundEvents({ clock, call }: StripeContext) {
  return async function applyRefundEvent(tx: Queryable, event: RefundEvent): Promise<boolean> {
    const charge = event.data.object;
    const paymentIntent = idOf(charge.payment_intent);
    if (!charge.refunded || !paymentIntent) return false;
    const payments = await call((s) => s.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 }));
    const invoiceId = idOf(payments.data[0]?.invoice);
    if (!invoiceId) return false;
    if (!(await isInvoiceRefundable(tx, invoiceId))) return false;
    await refundInvoice(tx, invoiceId, clock.now(), charge.amount_refunded);
    return true;
  };
}
