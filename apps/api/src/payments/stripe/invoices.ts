import type Stripe from 'stripe';
import type { Invoice } from '@pt/api';
import { notFound } from '../../lib/http';
import { idOf, isStripeNotFound, toHttpError } from '../stripeClient';
import type { Customers } from './customers';
import { toWireInvoice } from './invoiceFields';
import type { InvoiceMirror } from './invoiceMirror';
import type { StripeContext } from './stripeContext';

const INVOICE_ID_RE = /^in_[A-Za-z0-9_]{1,100}$/;

/**
 * The member's invoices, read from the provider (the source of truth) and mirrored on the way. One-time
 * payments are provider payments, not invoices, so they do not appear here.
 */
export function makeInvoices({ client, call }: StripeContext, customers: Customers, invoiceMirror: InvoiceMirror) {
  /** GET /api/stripe/invoices: the customer's newest invoices, at most limit. */
  async function listInvoices(userId: string, limit: number, baseUrl: string): Promise<Invoice[]> {
    const cus = await customers.existingCustomerId(userId);
    if (!cus) return [];
    const list = await call((s) => s.invoices.list({ customer: cus, limit }));
    await invoiceMirror.mirrorInvoices(list.data);
    return list.data.map((inv) => toWireInvoice(inv, baseUrl));
  }

  /** One of the user's invoices from the provider; another customer's (or an unknown id) is a 404. */
  async function ownInvoice(userId: string, id: string): Promise<Stripe.Invoice> {
    const cus = await customers.existingCustomerId(userId);
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
    await invoiceMirror.mirrorInvoices([inv]);
    return toWireInvoice(inv, baseUrl);
  }

  /** The provider's hosted PDF link of one of the user's invoices (404 while it has none, e.g. a draft). */
  async function invoicePdfUrl(userId: string, id: string): Promise<string> {
    const inv = await ownInvoice(userId, id);
    if (!inv.invoice_pdf) throw notFound('This invoice has no PDF yet');
    return inv.invoice_pdf;
  }

  /** POST invoices/:id/pay: the provider pays one of the member's open invoices (with a card, else the default one) and it is mirrored. */
  async function payInvoice(userId: string, id: string, paymentMethodId: string | null, baseUrl: string): Promise<Invoice> {
    const own = await ownInvoice(userId, id);
    const paid = await call((s) => s.invoices.pay(own.id, paymentMethodId ? { payment_method: paymentMethodId } : {}));
    await invoiceMirror.mirrorInvoices([paid]);
    return toWireInvoice(paid, baseUrl);
  }

  return { listInvoices, getInvoice, invoicePdfUrl, payInvoice };
}
