import type { ApiClient, CallOptions } from '../ApiClient';
import type { Request } from '../http/request';
import { unwrapList } from '../http/unwrapList';

type Investing = Pick<ApiClient, 'portfolio' | 'stock' | 'transactions' | 'chartgpt' | 'friends' | 'notifications' | 'health'>;

const id = (v: string) => encodeURIComponent(v);

/** Spec 7 "Investing" (bodies defined by the reference server). */
export function createInvestingCalls(request: Request): Investing {
  const list = async <T>(path: string, o?: CallOptions) => unwrapList<T>(await request(`GET`, path, o));
  return {
    portfolio: {
      list: (o) => list('/api/portfolio/', o),
      create: (body, o) => request('POST', '/api/portfolio/', { ...o, body }),
      update: (pid, body, o) => request('PUT', `/api/portfolio/${id(pid)}`, { ...o, body }),
      remove: async (pid, o) => { await request('DELETE', `/api/portfolio/${id(pid)}`, o); },
    },
    stock: {
      get: (symbol, o) => request('GET', `/api/stock/${id(symbol)}`, o),
      search: (q, o) => list(`/api/stock/search?q=${id(q)}`, o),
    },
    transactions: {
      list: (o) => list('/api/transaction/', o),
      create: (body, o) => request('POST', '/api/transaction/', { ...o, body }),
    },
    chartgpt: { ask: (body, o) => request('POST', '/api/chartgpt/', { ...o, body }) },
    friends: {
      list: (o) => list('/api/friends/', o),
      add: (body, o) => request('POST', '/api/friends/', { ...o, body }),
    },
    notifications: { list: (o) => list('/api/notifications/', o) },
    health: { get: (o) => request('GET', '/health', o) },
  };
}
