import type { SWRConfiguration } from 'swr';
import { MAX_RETRIES, retryDelay } from '@pt/api';
import { isRetryableError } from './internal/retry';

/** Requests with the same key within this window share one call (our choice; the spec names none). */
const DEDUPE_INTERVAL_MS = 2000;

/**
 * The SWR defaults of product §9: GET data only (mutations never go through SWR, so they
 * never repeat), at most 3 retries with backoff min(1000 x 2^n, 30000) ms and only for
 * server, network and timeout errors.
 */
export const swrDefaults: SWRConfiguration = {
  dedupingInterval: DEDUPE_INTERVAL_MS,
  revalidateOnFocus: false,
  shouldRetryOnError: true,
  errorRetryCount: MAX_RETRIES,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    const max = config.errorRetryCount ?? MAX_RETRIES;
    if (!isRetryableError(error) || retryCount > max) return;
    setTimeout(() => { void revalidate({ retryCount }); }, retryDelay(retryCount - 1));
  },
};
