import type { ApiClient, CookieAdapter, EventsAdapter, StorageAdapter } from './ApiClient';
import { createAffiliateCalls } from './affiliate/createAffiliateCalls';
import { createAffiliateSessionStore } from './affiliate/createAffiliateSessionStore';
import { createAuthCalls } from './auth/createAuthCalls';
import { createBrowserAdapters } from './adapters/createBrowserAdapters';
import { createMemoryCookies } from './adapters/createMemoryCookies';
import { createMemoryEvents } from './adapters/createMemoryEvents';
import { createMemoryStorage } from './adapters/createMemoryStorage';
import { resolveApiBaseUrl, resolveAppUrl } from './config';
import { createConsentStore } from './consent/createConsentStore';
import { createTokenRefresher } from './http/createTokenRefresher';
import { createRequest, DEFAULT_TIMEOUT_MS } from './http/request';
import { createInvestingCalls } from './investing/createInvestingCalls';
import { createPaymentCalls } from './payments/createPaymentCalls';
import { createSessionStore } from './session/createSessionStore';
import { createSubscriptionCalls } from './subscription/createSubscriptionCalls';

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
}

/**
 * The one public constructor. Without adapters it uses the browser's storage, cookies
 * and window events when `window` exists, else in-memory ones. Nothing is shared
 * between clients.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const browser = typeof globalThis.window !== 'undefined' ? createBrowserAdapters() : null;
  const storage = options.storage ?? browser?.storage ?? { local: createMemoryStorage(), session: createMemoryStorage() };
  const cookies = options.cookies ?? browser?.cookies ?? createMemoryCookies();
  const events = options.events ?? browser?.events ?? createMemoryEvents();
  const now = options.now ?? (() => new Date());
  const session = createSessionStore(storage.local, events);
  const baseUrl = resolveApiBaseUrl(options.baseUrl);
  const request = createRequest({
    baseUrl,
    // Late-bound so a fetch installed after creation (polyfill, test stub) is used.
    fetch: options.fetch ?? ((...a) => fetch(...a)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    getToken: session.getToken,
    // `auth` is created below; the refresher only runs once a call is made.
    refreshToken: createTokenRefresher(session, async () => (await auth.refresh()).token),
  });
  const auth = createAuthCalls(request, session);
  const affiliate = createAffiliateCalls(request);
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
    subscription: createSubscriptionCalls(request),
    payments: createPaymentCalls(request),
    ...createInvestingCalls(request),
  };
}
