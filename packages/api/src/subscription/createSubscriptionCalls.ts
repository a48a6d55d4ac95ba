import type { ApiClient } from '../ApiClient';
import type { Request } from '../http/request';
import { normalizeError } from '../http/normalizeError';
import { createVerbs } from '../http/createVerbs';
import { unwrapOne } from '../http/unwrapOne';
import type { CreateSubscriptionResponse, Subscription } from './types';

const unwrapSub = (v: unknown) => unwrapOne<Subscription>(v, 'subscription');

/** product §7 "Subscriptions". */
export function createSubscriptionCalls(request: Request): ApiClient['subscription'] {
  const base = '/api/subscription';
  const { get, list, post } = createVerbs(request, base);
  const sub = (method: string, path: string) => async (body?: unknown, o?: object) =>
    unwrapSub(await request(method, base + path, { ...o, body })) as Subscription;
  return {
    plans: list('/plans'),
    current: async (o) => unwrapSub(await request('GET', `${base}/current`, { ...o, allow404: true })),
    usage: get('/usage'),
    async create(body, o) {
      const res = await request<CreateSubscriptionResponse>('POST', `${base}/create-subscription`, { ...o, body });
      // product §7: a response `error` field is thrown as an error.
      if (res && typeof res.error === 'string' && res.error) throw normalizeError({ kind: 'client', code: 'http', message: res.error, status: 200, body: res, source: 'server' });
      return res;
    },
    update: sub('PUT', '/update'),
    cancel: (o) => sub('POST', '/cancel-subscription-simple')(undefined, o),
    resume: (o) => sub('POST', '/resume')(undefined, o),
    quote: post('/quote'),
    previewChange: (body, o) => request('GET', `${base}/change-preview?new_price_id=${encodeURIComponent(body.new_price_id)}`, o),
  };
}
