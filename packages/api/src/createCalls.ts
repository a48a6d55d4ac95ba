import type { ApiClient } from './ApiClient';
import { createAccountCalls } from './account/createAccountCalls';
import { createAffiliateCalls } from './affiliate/createAffiliateCalls';
import { createAuthCalls } from './auth/createAuthCalls';
import { createTokenRefresher } from './http/createTokenRefresher';
import { createRequest, DEFAULT_TIMEOUT_MS } from './http/request';
import { createInvestingCalls } from './investing/createInvestingCalls';
import { createPaymentCalls } from './payments/createPaymentCalls';
import type { SessionStore } from './session/createSessionStore';
import { createSubscriptionCalls } from './subscription/createSubscriptionCalls';

export interface CallsConfig {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number | undefined;
  session: SessionStore;
}

export type Calls = Omit<ApiClient, 'baseUrl' | 'appUrl' | 'session' | 'consent' | 'affiliateSession'>;

/**
 * The call layer (request, token refresh) and every area's calls: one module, which
 * createApiClient loads with the first call, so a page that makes none does not carry it.
 */
export function createCalls({ baseUrl, fetch, timeoutMs, session }: CallsConfig): Calls {
  const request = createRequest({
    baseUrl,
    fetch,
    timeoutMs: timeoutMs ?? DEFAULT_TIMEOUT_MS,
    getToken: session.getToken,
    // `auth` is created below; the refresher only runs once a call is made.
    refreshToken: createTokenRefresher(session, async () => (await auth.refresh()).token),
  });
  const auth = createAuthCalls(request, session);
  return {
    auth,
    affiliate: createAffiliateCalls(request),
    subscription: createSubscriptionCalls(request),
    payments: createPaymentCalls(request),
    ...createInvestingCalls(request),
    account: createAccountCalls(request, session),
  };
}
