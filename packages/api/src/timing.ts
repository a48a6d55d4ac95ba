// The product's timings of product §9 ("Timing and layout", "Client data cache"). Every surface
// (hooks, pages, other clients) reads them here so a change happens once.

/** Landing carousel: 5 cards, advancing every 3000 ms. */
export const CAROUSEL_COUNT = 5;
export const CAROUSEL_INTERVAL_MS = 3000;
/** The verified banner on the landing page shows for 5 s. */
export const VERIFIED_BANNER_MS = 5000;
/** The 'open the app' fallback note on mobile appears after 2 s. */
export const MOBILE_FALLBACK_MS = 2000;
/** Web sign-up success redirects after 2 s. */
export const SIGNUP_REDIRECT_MS = 2000;
/** Scroll to pricing 0.5 s after an affiliate link is loaded. */
export const SCROLL_TO_PRICING_MS = 500;
/** Subscription data refreshes 1000 ms after subscribing. */
export const SUBSCRIPTION_REFRESH_MS = 1000;
/** Client data cache garbage-collection time: 5 minutes. */
export const CACHE_GC_MS = 300_000;
/** At most 3 retries of a failed read. */
export const MAX_RETRIES = 3;

/** Backoff before retry number n (0-based): min(1000 x 2^n, 30000) ms. */
export const retryDelay = (n: number): number => Math.min(1000 * 2 ** n, 30_000);
