import type Stripe from 'stripe';
import type { Invoice, InvoiceStatus } from '@pt/api';
import { idOf } from '../stripeClient';

/** The wire's invoice status: a draft (not yet finalised) reads as open. */
export function invoiceStatus(s: Stripe.Invoice.Status | null): InvoiceStatus {
  if (s === 'paid') return 'paid';
  if (s === 'void') return 'void';
  if (s === 'uncollectible') return 'uncollectible';
  return 'open';
}

/** The provider subscription an invoice bills, when it bills one. */
export const invoiceSubscription = (inv: Stripe.Invoice): string | null => idOf(inv.parent?.subscription_details?.subscription);

/** An invoice in the wire shape; pdf_url is the provider's hosted PDF when it has one, else this server's PDF route. */
export function toWireInvoice(inv: Stripe.Invoice, baseUrl: string): Invoice {
  return {
    invoice_id: inv.id, created: inv.created, amount_paid: inv.amount_paid, amount_due: inv.amount_due, currency: inv.currency,
    status: invoiceStatus(inv.status), due_date: inv.due_date, pdf_url: inv.invoice_pdf ?? `${baseUrl}/api/stripe/invoices/${inv.id}/pdf`,
    subscription_id: invoiceSubscription(inv),
  };
}
