import type Stripe from 'stripe';
import type { Invoice, InvoiceStatus } from '@pt/api';
import { idOf } from '../stripeClient';
import { fromUnixSeconds } from './fromUnixSeconds';

/** The wire's invoice status: a draft (not yet finalised) reads as open. */
export function invoiceStatus(s: Stripe.Invoice.Status | null): InvoiceStatus {
  if (s === 'paid') return 'paid';
  if (s === 'void') return 'void';
  if (s === 'uncollectible') return 'uncollectible';
  return 'open';
}

/** The provider subscription an invoice bills, when it bills one. */
export const invoiceSubscription = (inv: Stripe.Invoice): string | null => idOf(inv.parent?.subscription_details?.subscription);

/** An invoice's lines as the local table keeps them: subtotal, discounts and taxes (minor units), the first line's period. */
export function invoiceLines(inv: Stripe.Invoice): { subtotal: number; discount: number; tax: number; periodStart: Date | null; periodEnd: Date | null } {
  const sum = (xs: { amount: number }[] | null | undefined) => (xs ?? []).reduce((s, x) => s + x.amount, 0);
  const period = inv.lines?.data[0]?.period;
  return {
    subtotal: typeof inv.subtotal === 'number' ? inv.subtotal : inv.amount_due,
    discount: sum(inv.total_discount_amounts),
    tax: sum(inv.total_taxes),
    periodStart: period ? fromUnixSeconds(period.start) : null,
    periodEnd: period ? fromUnixSeconds(period.end) : null,
  };
}

/** An invoice in the wire shape; pdf_url is the provider's hosted PDF when it has one, else this server's PDF route. */
export function toWireInvoice(inv: Stripe.Invoice, baseUrl: string): Invoice {
  const lines = invoiceLines(inv);
  return {
    invoice_id: inv.id, created: inv.created, amount_paid: inv.amount_paid, amount_due: inv.amount_due, currency: inv.currency,
    status: invoiceStatus(inv.status), due_date: inv.due_date, pdf_url: inv.invoice_pdf ?? `${baseUrl}/api/stripe/invoices/${inv.id}/pdf`,
    subscription_id: invoiceSubscription(inv), description: inv.description ?? inv.lines?.data[0]?.description ?? 'Subscription',
    subtotal: lines.subtotal, discount_amount: lines.discount, tax_amount: lines.tax, credit_amount: 0,
    period_start: lines.periodStart ? Math.floor(lines.periodStart.getTime() / 1000) : null,
    period_end: lines.periodEnd ? Math.floor(lines.periodEnd.getTime() / 1000) : null,
  };
}
