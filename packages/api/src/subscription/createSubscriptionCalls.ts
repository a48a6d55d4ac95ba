import type { ApiClient } from '../ApiClient';
import type { Request } from '../http/request';
import { normalizeError } from '../http/normalizeError';
import { unwrapList } from '../http/unwrapList';
import { unwrapOne } from '../http/unwrapOne';
import type { CreateSubscriptionResponse, Subscription } from './types';

const unwrapSub = (v: unknown) => unwrapOne<Subscription>(v, 'subscription');

/** Spec 7 "Subscriptions". */
export function createSubscriptionCalls(request: Request): ApiClient['subscription'] {
  const base = '/api/subscription';
  return {
    plans: async (o) => unwrapList(await request('GET', `${base}/plans`, o)),
    current: async (o) => unwrapSub(await request('GET', `${base}/current`, { ...o, allow404: true })),
    usage: (o) => request('GET', `${base}/usage`, o),
    async create(body, o) {
      const res = await request<CreateSubscriptionResponse>('POST', `${base}/create-subscription`, { ...o, body });
      // Spec 7: a response `error` field is thrown as an error.
      if (res && typeof res.error === 'string' && res.error) throw normalizeError({ kind: 'client', code: 'http', message: res.error, status: 200, body: res });
      return res;
    },
    update: async (body, o) => unwrapSub(await request('PUT', `${base}/update`, { ...o, body })) as Subscription,
    cancel: async (o) => unwrapSub(await request('POST', `${base}/cancel-subscription-simple`, o)) as Subscription,
    resume: async (o) => unwrapSub(await request('POST', `${base}/resume`, o)) as Subscription,
  };
}
