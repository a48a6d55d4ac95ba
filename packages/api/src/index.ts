// Explicit named exports only (sideEffects: false).
export { brand, type Brand } from './brand';
export { DEFAULT_API_BASE_URL, DEFAULT_APP_URL, resolveApiBaseUrl, resolveAppUrl } from './config';
export type * from './ApiClient';
export type * from './auth/types';
export type * from './affiliate/types';
export { AUDIENCE_SIZES, MARKETING_CHANNELS } from './affiliate/types';
export type * from './subscription/types';
export { BILLING_CYCLES, KNOWN_FEATURES } from './subscription/types';
export type * from './payments/types';
export { PAYMENT_PROVIDER } from './payments/types';
export type * from './investing/types';

export { createApiClient, type ApiClientOptions } from './createApiClient';
export { ApiError, isApiError, type ApiErrorCode, type ApiErrorKind } from './http/ApiError';
export { normalizeError, messageFromBody, codeForStatus, DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, type ErrorInput } from './http/normalizeError';
export { toResult, type Result } from './http/toResult';
export { DEFAULT_TIMEOUT_MS } from './http/request';
export { createBrowserAdapters, type Adapters } from './adapters/createBrowserAdapters';
export { createMemoryStorage } from './adapters/createMemoryStorage';
export { createMemoryCookies } from './adapters/createMemoryCookies';
export { createMemoryEvents, type MemoryEvents } from './adapters/createMemoryEvents';
export {
  AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_DATA_KEY, AUTH_STATE_CHANGED_EVENT, PENDING_TOKENS_KEY,
  SIGNUP_EMAIL_KEY, SIGNUP_FULL_NAME_KEY, SIGNUP_SOURCE_KEY, VERIFICATION_COMPLETED_KEY,
} from './session/keys';
export { readToken, parseUser, isAdminUser } from './session/parseUser';
export type { SessionStore } from './session/createSessionStore';
export { NO_REFRESH_TOKEN_MESSAGE, SIGN_IN_EXCEPTION_MESSAGE } from './auth/createAuthCalls';
export { CONSENT_VERSION, CONSENT_STORAGE_KEY, CONSENT_CHANGED_EVENT, parseConsent, allowsMarketing, type ConsentRecord } from './consent/parseConsent';
export type { ConsentStore, ConsentChoice } from './consent/createConsentStore';
export {
  AFFILIATE_COOKIE_NAME, AFFILIATE_COOKIE_MAX_AGE_SECONDS, AFFILIATE_SESSION_KEY, AFFILIATE_SESSION_CHANGED_EVENT, AFFILIATE_TOUCH_INTERVAL_MS,
} from './affiliate/affiliateSessionKeys';
export { parseAffiliateParams, parseAffiliateSession, toReferralRequest, type AffiliateSession, type AffiliateParams } from './affiliate/parseAffiliateSession';
export type { AffiliateSessionStore } from './affiliate/createAffiliateSessionStore';
export { affiliateLinkUrl } from './affiliate/affiliateLinkUrl';
export { DEFAULT_INVOICE_LIMIT } from './payments/createPaymentCalls';
