// The SDK's test kit for HTTP: one fake fetch that records every request (`scriptedFetch`, a handler
// per request), the same fetch answering a route table (`createFakeFetch`, used by @pt/react's tests
// too), and a client on memory adapters. Transactions: ./tx.ts.
import { createApiClient, type ApiClientOptions } from '../src/createApiClient';
import { createMemoryCookies } from '../src/adapters/createMemoryCookies';
import { createMemoryEvents } from '../src/adapters/createMemoryEvents';
import { createMemoryStorage } from '../src/adapters/createMemoryStorage';

export interface Recorded { url: string; path: string; method: string; headers: Record<string, string>; body: unknown }
/** A reply: a Response, a thrown error, 'hang' (waits for abort), 'ignore-abort' (never settles). */
export type Reply = Response | Error | 'hang' | 'ignore-abort';

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const text = (status: number, body: string, statusText?: string): Response =>
  new Response(status === 204 ? null : body, { status, statusText });

export function scriptedFetch(handler: (req: Recorded, index: number) => Reply | Promise<Reply>) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const rec: Recorded = {
      url,
      path: new URL(url).pathname + new URL(url).search,
      method: (init.method ?? 'GET').toUpperCase(),
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(rec);
    const reply = await handler(rec, requests.length - 1);
    if (reply === 'ignore-abort') return new Promise<Response>(() => undefined);
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        const s = init.signal;
        if (s?.aborted) reject(s.reason);
        s?.addEventListener('abort', () => reject(s.reason));
      });
    }
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A route's reply: a status and JSON body (or raw text), an Error to throw like a network failure, or a whole Response. */
export type RouteReply = { status?: number; body?: unknown; text?: string } | Error | Response;
/** What a route sees of a request. */
export type FakeCall = Pick<Recorded, 'method' | 'path' | 'body' | 'headers'>;
export type Handler = RouteReply | ((req: FakeCall) => RouteReply | Promise<RouteReply>);

/**
 * scriptedFetch answering `'METHOD /path'` routes (the path with its query first, then without it);
 * an unknown route answers 404. `calls` are the recorded requests; `route()` adds or replaces one.
 */
export function createFakeFetch(routes: Record<string, Handler> = {}) {
  const table = { ...routes };
  const { fetch, requests } = scriptedFetch(async (req) => {
    const h = table[`${req.method} ${req.path}`] ?? table[`${req.method} ${new URL(req.url).pathname}`];
    const call: FakeCall = { method: req.method, path: req.path, body: req.body, headers: req.headers };
    const reply = h === undefined ? { status: 404, body: { detail: 'Not found' } } : typeof h === 'function' ? await h(call) : h;
    if (reply instanceof Error || reply instanceof Response) return reply;
    const status = reply.status ?? 200;
    const body = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return {
    fetch,
    calls: requests,
    /** Replace or add routes. */
    route(key: string, handler: Handler) { table[key] = handler; },
    count: (method: string, path: string) => requests.filter((c) => c.method === method && c.path === path).length,
  };
}

export const USER = { id: 'u1', email: 'ann@example.com', full_name: 'Ann Lee', role: 'user' as const, is_admin: false, created_at: '2025-01-01T00:00:00Z' };

export function makeClient(fetch: typeof globalThis.fetch, options: ApiClientOptions = {}) {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  const cookies = createMemoryCookies();
  const events = createMemoryEvents();
  let now = new Date('2025-03-01T12:00:00Z');
  const client = createApiClient({
    baseUrl: 'http://api.test', fetch, storage: { local, session }, cookies, events, timeoutMs: 1000, now: () => now, ...options,
  });
  return { client, local, session, cookies, events, setNow: (d: Date) => { now = d; } };
}

/** Seeds a signed-in session in local storage. */
export function seedSession(local: { setItem(k: string, v: string): void }, token = 'tok1', refresh = 'ref1', user: object = USER) {
  local.setItem('auth_token', token);
  local.setItem('refresh_token', refresh);
  local.setItem('user_data', JSON.stringify(user));
}
