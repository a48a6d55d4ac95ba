import type Stripe from 'stripe';
import type { Queryable } from '../../db';
import { recordConversion } from '../affiliateCommission';
import { upsertProviderInvoice } from '../../db/queries/invoices';
import { findSubscriptionDiscount } from '../../db/queries/subscriptions';
import { fromUnixSeconds } from './fromUnixSeconds';
import { discountLineLabel } from '@pt/api';
import { invoiceLines, invoiceStatus, invoiceSubscription } from './invoiceFields';
import type { LocalUserOf } from './localUserOf';
import type { StripeContext } from './stripeContext';

/**
 * Mirrors provider invoices into the local table (an invoice links its subscription only when that one is
 * mirrored). A paid invoice records the referred member's affiliate conversion, once per invoice
 * (affiliateCommission.ts), in the same transaction as the invoice, so both land together or not at all.
 */
export function makeInvoiceMirror({ db, clock, log }: StripeContext, localUserOf: LocalUserOf) {
  /** Mirrors one invoice through q: call inside a transaction (the invoice, the conversion and the affiliate's counters). */
  async function mirrorInvoice(q: Queryable, inv: Stripe.Invoice): Promise<void> {
    const userId = await localUserOf(q, inv.customer, inv.parent?.subscription_details?.metadata?.user_id);
    if (!userId) {
      log(`[stripe] invoice ${inv.id} not mirrored: unknown customer`);
      return;
    }
    const description = inv.description ?? inv.lines.data[0]?.description ?? 'Subscription';
    // The lines a company files (product §11.6): the provider's subtotal, its discounts (the coupon of the
    // member's referral, named as the subscription names it), its taxes, the period of the first line.
    const lines = invoiceLines(inv);
    const sub = invoiceSubscription(inv);
    const label = lines.discount > 0 && sub ? await findSubscriptionDiscount(q, sub) : null;
    const row = await upsertProviderInvoice(q, {
      id: inv.id, userId, subscriptionId: sub, description, amountDue: inv.amount_due, amountPaid: inv.amount_paid, currency: inv.currency,
      status: invoiceStatus(inv.status), dueDate: inv.due_date === null ? null : fromUnixSeconds(inv.due_date), createdAt: fromUnixSeconds(inv.created),
      pdfUrl: inv.invoice_pdf ?? null, subtotal: lines.subtotal, discountAmount: lines.discount,
      discountLabel: label?.discount_label && label.discount_source ? discountLineLabel({ source: label.discount_source, label: label.discount_label, rate: label.discount_rate }) : lines.discount > 0 ? 'Discount' : null,
      taxAmount: lines.tax, periodStart: lines.periodStart, periodEnd: lines.periodEnd,
    });
    if (row) await recordConversion(q, row, clock.now());
  }

  /** Mirrors invoices read from the provider, each in a transaction of its own. */
  async function mirrorInvoices(list: Stripe.Invoice[]): Promise<void> {
    for (const inv of list) await db.transaction((tx) => mirrorInvoice(tx, inv));
  }

  return { mirrorInvoice, mirrorInvoices };
}
export type InvoiceMirror = ReturnType<typeof makeInvoiceMirror>;
