// product §3 and §9: where the affiliate session lives.
/** The first-party affiliate cookie (30 days, path /, SameSite Lax); the cookie policy names it. */
export const AFFILIATE_COOKIE_NAME = 'pt_affiliate';
export const AFFILIATE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Session-storage key of the affiliate session. */
export const AFFILIATE_SESSION_KEY = 'affiliate_session';
export const AFFILIATE_SESSION_CHANGED_EVENT = 'affiliateSessionChanged';
/** lastSeenAt is refreshed when older than this. */
export const AFFILIATE_TOUCH_INTERVAL_MS = 60_000;
