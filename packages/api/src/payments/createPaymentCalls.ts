import type { ApiClient } from '../ApiClient';
import { createVerbs } from '../http/createVerbs';
import type { Request } from '../http/request';
import { unwrapList } from '../http/unwrapList';
import { invoiceFileName } from './invoiceDisplay';
import { PAYMENT_PROVIDER } from './types';

export const DEFAULT_INVOICE_LIMIT = 10;

/** product §7: every call under the card provider's prefix /api/stripe/. */
export function createPaymentCalls(request: Request): ApiClient['payments'] {
  const base = `/api/${PAYMENT_PROVIDER}`;
  const { get, post, list, getById, removeById } = createVerbs(request, base);
  // Idempotency keys let a retried intent creation reuse the first one.
  const idem = (o: { idempotencyKey?: string } = {}) => ({ ...o, headers: o.idempotencyKey ? { 'Idempotency-Key': o.idempotencyKey } : undefined });
  return {
    listPaymentMethods: list('/payment-methods'),
    attachPaymentMethod: post('/payment-methods'),
    removePaymentMethod: removeById('/payment-methods/'),
    createSetupIntent: (o) => request('POST', `${base}/setup-intent`, { ...idem(o), body: {} }),
    createPaymentIntent: (body, o) => request('POST', `${base}/payment-intent`, { ...idem(o), body: { ...body, currency: body.currency ?? 'usd' } }),
    listInvoices: async (limit = DEFAULT_INVOICE_LIMIT, o) => unwrapList(await request('GET', `${base}/invoices?limit=${limit}`, o)),
    getInvoice: getById('/invoices/'),
    downloadInvoice: async (id, o) => ({
      blob: await request<Blob>('GET', `${base}/invoices/${encodeURIComponent(id)}/pdf`, { ...o, responseType: 'blob' }),
      fileName: invoiceFileName(id),
    }),
    getCustomer: get('/customer'),
    listSubscriptions: list('/subscriptions'),
    createCheckoutSession: post('/checkout-session'),
    payInvoice: (id, body = {}, o) => request('POST', `${base}/invoices/${encodeURIComponent(id)}/pay`, { ...o, body }),
    provider: get('/provider'),
    createLocalCard: post('/local/cards'),
    confirmLocal: post('/local/confirm'),
  };
}
