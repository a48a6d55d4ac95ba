import type { ApiClient, CookieAdapter, EventsAdapter, StorageAdapter } from './ApiClient';
import { createAffiliateSessionStore } from './affiliate/createAffiliateSessionStore';
import { createBrowserAdapters } from './adapters/createBrowserAdapters';
import { createMemoryCookies } from './adapters/createMemoryCookies';
import { createMemoryEvents } from './adapters/createMemoryEvents';
import { createMemoryStorage } from './adapters/createMemoryStorage';
import { CALL_NAMES } from './callNames';
import { resolveApiBaseUrl, resolveAppUrl } from './config';
import { createConsentStore } from './consent/createConsentStore';
import type { Calls, CallsConfig } from './createCalls';
import { lazyNamespace, loadOnce, type CallNames } from './http/lazyNamespace';
import { createSessionStore } from './session/createSessionStore';

export interface ApiClientOptions {
  /** Passed through resolveApiBaseUrl: invalid or missing means http://localhost:5000. */
  baseUrl?: string;
  /** Passed through resolveAppUrl with the page origin. */
  appUrl?: string;
  fetch?: typeof fetch;
  storage?: { local: StorageAdapter; session: StorageAdapter };
  cookies?: CookieAdapter;
  events?: EventsAdapter;
  /** Per-attempt timeout, default 15000 ms. */
  timeoutMs?: number;
  /** Clock for timestamps (consent, affiliate session); for tests. */
  now?: () => Date;
  /**
   * Builds the call layer at creation (`createCalls` from '@pt/api/internal') instead of loading
   * it with the first call; for tests with fake timers, where the load would add real time.
   */
  calls?: (config: CallsConfig) => Calls;
}

/**
 * The one public constructor. Without adapters it uses the browser's storage, cookies
 * and window events when `window` exists, else in-memory ones. Nothing is shared
 * between clients.
 *
 * The stores are ready at once; the call layer (request, token refresh and every area's
 * calls, createCalls) loads with the first call, as a chunk of its own for a bundler that
 * splits, so a page that makes no call before it is interactive does not carry it.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const browser = typeof globalThis.window !== 'undefined' ? createBrowserAdapters() : null;
  const storage = options.storage ?? browser?.storage ?? { local: createMemoryStorage(), session: createMemoryStorage() };
  const cookies = options.cookies ?? browser?.cookies ?? createMemoryCookies();
  const events = options.events ?? browser?.events ?? createMemoryEvents();
  const now = options.now ?? (() => new Date());
  const session = createSessionStore(storage.local, events);
  const baseUrl = resolveApiBaseUrl(options.baseUrl);
  const config: CallsConfig = {
    baseUrl,
    // Late-bound so a fetch installed after creation (polyfill, test stub) is used.
    fetch: options.fetch ?? ((...a) => fetch(...a)),
    timeoutMs: options.timeoutMs,
    session,
  };
  const eager = options.calls?.(config);
  const calls = loadOnce(async () => (await import('./createCalls')).createCalls(config));
  // A signed-in page makes calls as soon as it renders (the workspace, the dashboards): in a
  // browser its call layer starts loading now, beside the page's own code. A signed-out visitor
  // (the landing) loads it with a first call only.
  if (browser && !eager && session.getSnapshot().status === 'signedIn') void calls().catch(() => undefined);
  const area = <A extends keyof Calls>(name: A): Calls[A] =>
    eager ? eager[name] : lazyNamespace(async () => (await calls())[name], CALL_NAMES[name] as CallNames<Calls[A]>);
  const auth = area('auth');
  // Sign-out clears the session even when the call layer cannot load (offline after a deploy).
  if (!eager) {
    auth.signOut = async (o) => {
      const loaded = await calls().catch((error: unknown) => { session.clear(); throw error; });
      return loaded.auth.signOut(o);
    };
  }
  const affiliate = area('affiliate');
  const consent = createConsentStore(storage.local, cookies, events, now);
  const origin = browser ? (globalThis as { location?: { origin?: string } }).location?.origin : undefined;
  return {
    baseUrl,
    appUrl: resolveAppUrl(options.appUrl, origin),
    session,
    consent,
    affiliateSession: createAffiliateSessionStore(storage.session, cookies, events, consent, now, affiliate),
    auth,
    affiliate,
    subscription: area('subscription'),
    payments: area('payments'),
    portfolio: area('portfolio'),
    stock: area('stock'),
    transactions: area('transactions'),
    chartgpt: area('chartgpt'),
    friends: area('friends'),
    notifications: area('notifications'),
    sharing: area('sharing'),
    alerts: area('alerts'),
    apiTokens: area('apiTokens'),
    health: area('health'),
    account: area('account'),
  };
}
