import type { ApiClient } from '../ApiClient';
import { createVerbs } from '../http/createVerbs';
import type { Request } from '../http/request';
import { unwrapList } from '../http/unwrapList';

type Investing = Pick<ApiClient, 'portfolio' | 'stock' | 'transactions' | 'chartgpt' | 'friends' | 'notifications' | 'health'>;

/** Spec 7 "Investing" (bodies defined by the reference server). */
export function createInvestingCalls(request: Request): Investing {
  const { get, post, list, getById, removeById } = createVerbs(request, '/api');
  return {
    portfolio: {
      list: list('/portfolio/'),
      create: post('/portfolio/'),
      update: (id, body, o) => request('PUT', `/api/portfolio/${encodeURIComponent(id)}`, { ...o, body }),
      remove: removeById('/portfolio/'),
    },
    stock: {
      get: getById('/stock/'),
      search: async (q, o) => unwrapList(await request('GET', `/api/stock/search?q=${encodeURIComponent(q)}`, o)),
      history: (symbol, range = {}, o) => {
        const query = (['from', 'to'] as const).filter((k) => range[k]).map((k) => `${k}=${encodeURIComponent(range[k] ?? '')}`).join('&');
        return request('GET', `/api/stock/${encodeURIComponent(symbol)}/history${query ? `?${query}` : ''}`, o);
      },
    },
    transactions: { list: list('/transaction/'), create: post('/transaction/') },
    chartgpt: { ask: post('/chartgpt/') },
    friends: {
      list: list('/friends/'),
      add: post('/friends/'),
      requests: get('/friends/requests'),
      accept: (id, o) => request('POST', `/api/friends/${encodeURIComponent(id)}/accept`, o),
      remove: removeById('/friends/'),
    },
    notifications: { list: list('/notifications/') },
    health: { get: createVerbs(request).get('/health') },
  };
}
