// @pt/api/internal: the SDK's building blocks that its sibling packages (@pt/react) and tests
// use, and that an app should not need: the browser and memory adapters, the storage keys and
// event names the stores use, and the stores' parsers. Not covered by semver: a change here is a
// patch for the main entry's consumers and is made together with the packages that use it.
export { createBrowserAdapters, type Adapters } from './adapters/createBrowserAdapters';
export { createMemoryStorage } from './adapters/createMemoryStorage';
export { createMemoryCookies } from './adapters/createMemoryCookies';
export { createMemoryEvents, type MemoryEvents } from './adapters/createMemoryEvents';
export {
  AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_DATA_KEY, AUTH_STATE_CHANGED_EVENT, PENDING_TOKENS_KEY,
  SIGNUP_EMAIL_KEY, SIGNUP_FULL_NAME_KEY, SIGNUP_SOURCE_KEY, VERIFICATION_COMPLETED_KEY,
} from './session/keys';
export { CONSENT_VERSION, CONSENT_CHANGED_EVENT, parseConsent } from './consent/parseConsent';
export { AFFILIATE_SESSION_KEY } from './affiliate/affiliateSessionKeys';
export { parseAffiliateParams, parseAffiliateSession, toReferralRequest } from './affiliate/parseAffiliateSession';
export { createCalls, type Calls, type CallsConfig } from './createCalls';
