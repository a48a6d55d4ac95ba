// Timing and cache constants of spec 9 ("Timing and layout", "Client data cache",
// "Plans"). The SDK does not export these yet, so they are defined once here.

/** Spec 9: landing carousel, 5 cards advancing every 3000 ms. */
export const CAROUSEL_COUNT = 5;
export const CAROUSEL_INTERVAL_MS = 3000;
/** Spec 9: the verified banner shows for 5 s. */
export const VERIFIED_BANNER_MS = 5000;
/** Spec 9: mobile app-link fallback note after 2 s. */
export const MOBILE_FALLBACK_MS = 2000;
/** Spec 9: web sign-up success redirect after 2 s. */
export const SIGNUP_REDIRECT_MS = 2000;
/** Spec 9: scroll to pricing 0.5 s after an affiliate link is loaded. */
export const SCROLL_TO_PRICING_MS = 500;
/** Spec 9: subscription data refreshes 1000 ms after subscribing. */
export const SUBSCRIPTION_REFRESH_MS = 1000;
/** Spec 9: client data cache garbage-collection time, 5 minutes. */
export const CACHE_GC_MS = 5 * 60 * 1000;
/** Spec 9: at most 3 retries with backoff min(1000 x 2^n, 30000) ms. */
export const MAX_RETRIES = 3;
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;
/** Requests with the same key within this window share one call. */
export const DEDUPE_INTERVAL_MS = 2000;

/** Backoff before retry number n (0-based): min(1000 x 2^n, 30000) ms. */
export const retryDelay = (n: number): number => Math.min(RETRY_BASE_MS * 2 ** n, RETRY_MAX_MS);
