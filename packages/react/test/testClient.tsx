import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderHook, type RenderHookOptions } from '@testing-library/react';
import { createApiClient, type ApiClient, type StorageAdapter, type User } from '@pt/api';
import {
  AUTH_TOKEN_KEY, USER_DATA_KEY, createCalls, createMemoryCookies, createMemoryEvents, createMemoryStorage, type MemoryEvents,
} from '@pt/api/internal';
import { createFakeFetch, type Handler } from '../../api/test/fakeFetch';
import { ApiProvider } from '../src/ApiProvider';

// The fake fetch, the transaction builders and memory storage are the SDK's (packages/api/test/fakeFetch.ts,
// packages/api/test/tx.ts, createMemoryStorage): one kit for both packages.
export { createFakeFetch, type FakeCall, type Handler, type RouteReply as Reply } from '../../api/test/fakeFetch';
export { tx, wireTx } from '../../api/test/tx';

export interface TestEnv {
  client: ApiClient;
  api: ReturnType<typeof createFakeFetch>;
  local: StorageAdapter & { dump(): Record<string, string> };
  session: StorageAdapter & { dump(): Record<string, string> };
  events: MemoryEvents;
  /** Stores a signed-in session as if this tab had signed in before. */
  signInAs(user: Partial<User>): User;
}

export const makeUser = (u: Partial<User> = {}): User => ({
  id: 'u1', email: 'ann@example.com', full_name: 'Ann Example', role: 'user', is_admin: false, created_at: '2025-01-01T00:00:00Z', ...u,
});

/** A fresh client over memory storage, cookies and events, talking to a fake fetch. */
export function createTestEnv(routes: Record<string, Handler> = {}): TestEnv {
  const api = createFakeFetch(routes);
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  const events = createMemoryEvents();
  const client = createApiClient({
    baseUrl: 'http://api.test', appUrl: 'http://app.test', fetch: api.fetch, storage: { local, session },
    cookies: createMemoryCookies(), events, now: () => new Date('2025-01-01T00:00:00Z'),
    // Built at once: tests that step fake timers would otherwise wait for the call layer's load in real time.
    calls: createCalls,
  });
  return {
    client, api, local, session, events,
    signInAs(partial) {
      const user = makeUser(partial);
      local.setItem(AUTH_TOKEN_KEY, 'tok-' + user.id);
      local.setItem(USER_DATA_KEY, JSON.stringify(user));
      events.emit('authStateChanged');
      return user;
    },
  };
}

/** Last location seen by the router, for navigation assertions. */
export const lastLocation = { current: { pathname: '/', search: '', hash: '' } as { pathname: string; search: string; hash: string } };
function LocationSpy() {
  const l = useLocation();
  useLayoutEffect(() => {
    lastLocation.current = { pathname: l.pathname, search: l.search, hash: l.hash };
  }, [l]);
  return null;
}

/** Provider + router wrapper with a fresh SWR cache, so no test reads another's data. */
export function wrapperFor(env: TestEnv, initialEntry = '/', flowStorage: StorageAdapter = env.session) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ApiProvider client={env.client} sessionStorage={flowStorage} swrConfig={{ dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[initialEntry]}>
          <LocationSpy />
          <Routes>
            <Route path="*" element={<>{children}</>} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>
    );
  };
}

export function renderWithApi<R>(hook: () => R, env: TestEnv, initialEntry = '/', options: Omit<RenderHookOptions<unknown>, 'wrapper'> = {}) {
  return renderHook(hook, { wrapper: wrapperFor(env, initialEntry), ...options });
}

/** A JWT-looking token with the given payload (no signature). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64({ alg: 'none' })}.${b64(payload)}.sig`;
}

/** A recorded transaction's money fields when it uses none of them (a US dollar buy, sell or dividend without fee or tax). */
export const NO_MONEY = { currency: 'USD', amount: 0, fee: 0, tax: 0, split_ratio: null, transfer_portfolio_id: null, transfer_id: null } as const;
/**
 * A fake paged list (product §10.15) over `rows()` (read at each request, so a test can change them):
 * `limit` (default 50) and `cursor` (here the next row's index, as text) from the query, other query
 * parameters as filters on the rows' fields of the same name; `total` when `withTotal`.
 */
export function pagedRoute<T extends object>(rows: () => readonly T[], options: { withTotal?: boolean } = {}): Handler {
  return ({ path }) => {
    const q = new URL(path, 'http://api.test').searchParams;
    const limit = Number(q.get('limit') ?? 50);
    const start = Number(q.get('cursor') ?? 0);
    const filters = [...q.entries()].filter(([k]) => !['limit', 'cursor', 'portfolio_id'].includes(k));
    const matching = rows().filter((r) => filters.every(([k, v]) => String((r as Record<string, unknown>)[k]).toUpperCase() === v.toUpperCase()));
    const items = matching.slice(start, start + limit);
    const more = start + limit < matching.length;
    return { body: { items, next_cursor: more ? String(start + limit) : null, has_more: more, limit, ...(options.withTotal ? { total: matching.length } : {}) } };
  };
}
