import type { ApiClient } from '../ApiClient';
import { createVerbs } from '../http/createVerbs';
import type { Request } from '../http/request';
import { unwrapList } from '../http/unwrapList';
import { readAssistantStream } from '../assistant/readAssistantStream';
import { queryString } from '../http/queryString';
import { pageQuery } from '../paging/pageQuery';

type Investing = Pick<ApiClient, 'portfolio' | 'stock' | 'transactions' | 'chartgpt' | 'friends' | 'notifications' | 'sharing' | 'alerts' | 'apiTokens' | 'health'>;

/** product §7 "Investing" (bodies defined by the reference server). */
export function createInvestingCalls(request: Request): Investing {
  const { get, post, list, getById, removeById } = createVerbs(request, '/api');
  const share = (id: string) => `/api/portfolio/${encodeURIComponent(id)}/share`;
  return {
    portfolio: {
      list: list('/portfolio/'),
      create: post('/portfolio/'),
      update: (id, body, o) => request('PUT', `/api/portfolio/${encodeURIComponent(id)}`, { ...o, body }),
      remove: removeById('/portfolio/'),
      performance: (id, range, o) => {
        const q = typeof range === 'string' ? { range } : range;
        return request('GET', `/api/portfolio/${encodeURIComponent(id)}/performance${queryString(q)}`, o);
      },
      analytics: (id, query = {}, o) => request('GET', `/api/portfolio/${encodeURIComponent(id)}/analytics${queryString(query)}`, o),
      risk: (id, o) => request('GET', `/api/portfolio/${encodeURIComponent(id)}/risk`, o),
      overview: (id, o) => request('GET', `/api/portfolio/${encodeURIComponent(id)}/overview`, o),
    },
    stock: {
      get: getById('/stock/'),
      quotes: (symbols, o) => request('GET', `/api/stock/quotes?symbols=${symbols.map(encodeURIComponent).join(',')}`, o),
      search: async (q, o) => unwrapList(await request('GET', `/api/stock/search?q=${encodeURIComponent(q)}`, o)),
      history: (symbol, range = {}, o) => request('GET', `/api/stock/${encodeURIComponent(symbol)}/history${queryString(range)}`, o),
      dividends: (symbol, range = {}, o) => request('GET', `/api/stock/${encodeURIComponent(symbol)}/dividends${queryString(range)}`, o),
      addInstrument: (symbol, o) => request('POST', '/api/instruments', { ...o, body: { symbol } }),
      addManualInstrument: (body, o) => request('POST', '/api/instruments/manual', { ...o, body }),
      setManualPrices: (symbol, prices, o) => request('PUT', `/api/instruments/${encodeURIComponent(symbol)}/prices`, { ...o, body: { prices } }),
      dataHealth: (o) => request('GET', '/api/admin/market-data/health', o),
    },
    transactions: {
      list: async (query = {}, o) => unwrapList(await request('GET', `/api/transaction/${queryString(query)}`, o)),
      page: (query, o) => request('GET', `/api/transaction/${queryString(pageQuery(query))}`, o),
      create: post('/transaction/'),
      update: (id, body, o) => request('PUT', `/api/transaction/${encodeURIComponent(id)}`, { ...o, body }),
      remove: removeById('/transaction/'),
      import: post('/transaction/import'),
    },
    chartgpt: {
      ask: post('/chartgpt/'),
      stream: async (body, o) => readAssistantStream(await request<ReadableStream<Uint8Array>>('POST', '/api/chartgpt/stream', {
        ...o, body, responseType: 'stream', headers: { Accept: 'text/event-stream' },
      })),
      status: get('/chartgpt/status'),
    },
    friends: {
      list: list('/friends/'),
      add: post('/friends/'),
      requests: get('/friends/requests'),
      accept: (id, o) => request('POST', `/api/friends/${encodeURIComponent(id)}/accept`, o),
      remove: removeById('/friends/'),
      portfolios: (id, o) => request('GET', `/api/friends/${encodeURIComponent(id)}/portfolios`, o),
    },
    notifications: {
      list: list('/notifications/'),
      page: (query = {}, o) => request('GET', `/api/notifications/${queryString(pageQuery(query))}`, o),
      unreadCount: get('/notifications/unread-count'),
      markRead: (id, o) => request('POST', `/api/notifications/${encodeURIComponent(id)}/read`, o),
      markAllRead: (o) => request('POST', '/api/notifications/read-all', o),
    },
    sharing: {
      get: (id, o) => request('GET', share(id), o),
      create: (id, o) => request('POST', share(id), o),
      revoke: async (id, o) => { await request('DELETE', share(id), o); },
      view: getById('/public/portfolios/'),
    },
    alerts: { list: list('/alerts/'), create: post('/alerts/'), remove: removeById('/alerts/') },
    apiTokens: { list: list('/tokens/'), create: post('/tokens/'), revoke: removeById('/tokens/') },
    health: { get: createVerbs(request).get('/health') },
  };
}
