import { describe, expect, it } from 'vitest';
import { CACHE_GC_MS, CAROUSEL_COUNT, CAROUSEL_INTERVAL_MS, MAX_RETRIES, retryDelay, SCROLL_TO_PRICING_MS, SUBSCRIPTION_REFRESH_MS, VERIFIED_BANNER_MS } from './timing';

describe('timing (product §9)', () => {
  it('holds the spec values', () => {
    expect([CAROUSEL_COUNT, CAROUSEL_INTERVAL_MS, VERIFIED_BANNER_MS, SCROLL_TO_PRICING_MS, SUBSCRIPTION_REFRESH_MS]).toEqual([5, 3000, 5000, 500, 1000]);
    expect(CACHE_GC_MS).toBe(5 * 60 * 1000);
    expect(MAX_RETRIES).toBe(3);
  });

  it('backs off min(1000 x 2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
