import type { Queryable } from '../db';
import { atMostEvery } from './atMostEvery';
import { deleteRateLimitsBefore, hitRateLimit } from '../db/queries/rateLimits';

/** Every limiter counts in fixed one-minute windows. */
export const RATE_WINDOW_MS = 60_000;

export interface RateLimiter {
  /** Counts one request for `key`: null when allowed, otherwise the seconds until the window resets. */
  hit(key: string, now: Date): Promise<number | null>;
}

/**
 * A fixed-window limiter kept in the database (table rate_limits), so every API instance counts
 * into the same row. One atomic upsert per request: a new window restarts at 1, the current one
 * adds 1. An instance whose clock is a little behind adds to the newer window instead of
 * resetting it. Rows of ended windows are deleted once a minute.
 */
export function makeRateLimiter(db: Queryable, o: { name: string; limit: number }): RateLimiter {
  const prune = atMostEvery(RATE_WINDOW_MS, async (now) => {
    await deleteRateLimitsBefore(db, windowStart(now));
  });
  return {
    async hit(key, now) {
      await prune(now);
      const row = await hitRateLimit(db, `${o.name}:${key}`, windowStart(now));
      if (!row || Number(row.hits) <= o.limit) return null;
      const endsAt = new Date(row.window_start).getTime() + RATE_WINDOW_MS;
      return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
    },
  };
}

const windowStart = (now: Date): Date => new Date(Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS);
