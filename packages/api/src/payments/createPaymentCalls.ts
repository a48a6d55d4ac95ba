import type { ApiClient, CallOptions } from '../ApiClient';
import type { Request } from '../http/request';
import { unwrapList } from '../http/unwrapList';
import { PAYMENT_PROVIDER } from './types';

export const DEFAULT_INVOICE_LIMIT = 10;

const idem = (key?: string) => (key ? { 'Idempotency-Key': key } : undefined);

/** Spec 7: every call under the card provider's prefix /api/stripe/. */
export function createPaymentCalls(request: Request): ApiClient['payments'] {
  const base = `/api/${PAYMENT_PROVIDER}`;
  const enc = encodeURIComponent;
  const list = async <T>(path: string, o?: CallOptions, key?: string) => unwrapList<T>(await request('GET', base + path, o), key);
  return {
    listPaymentMethods: (o) => list('/payment-methods', o, 'payment_methods'),
    attachPaymentMethod: (body, o) => request('POST', `${base}/payment-methods`, { ...o, body }),
    removePaymentMethod: async (id, o) => { await request('DELETE', `${base}/payment-methods/${enc(id)}`, o); },
    createSetupIntent: ({ idempotencyKey, ...o } = {}) => request('POST', `${base}/setup-intent`, { ...o, body: {}, headers: idem(idempotencyKey) }),
    createPaymentIntent: (body, { idempotencyKey, ...o } = {}) =>
      request('POST', `${base}/payment-intent`, { ...o, body: { ...body, currency: body.currency ?? 'usd' }, headers: idem(idempotencyKey) }),
    listInvoices: (limit = DEFAULT_INVOICE_LIMIT, o) => list(`/invoices?limit=${limit}`, o, 'invoices'),
    getInvoice: (id, o) => request('GET', `${base}/invoices/${enc(id)}`, o),
    getCustomer: (o) => request('GET', `${base}/customer`, o),
    listSubscriptions: (o) => list('/subscriptions', o, 'subscriptions'),
    createCheckoutSession: (body, o) => request('POST', `${base}/checkout-session`, { ...o, body }),
  };
}
