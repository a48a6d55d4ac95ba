// The SQL of the rate limiters (product §16.4): fixed one-minute windows in `rate_limits`, one row per
// limiter and key, so every API instance counts into the same row. Each function is one statement.
import type { Queryable } from '../Db';

/**
 * Counts one hit of `key` in the window starting at `windowStart`, atomically: a newer window
 * restarts at 1, the current one adds 1, an older one (a clock a little behind) adds to the newer.
 */
export async function hitRateLimit(q: Queryable, key: string, windowStart: Date): Promise<{ hits: number; window_start: Date | string } | null> {
  const rows = await q.query<{ hits: number; window_start: Date | string }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, $2, 1)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN r.window_start >= EXCLUDED.window_start THEN r.hits + 1 ELSE 1 END,
             window_start = GREATEST(r.window_start, EXCLUDED.window_start)
           RETURNING hits, window_start`,
    [key, windowStart],
  );
  return rows[0] ?? null;
}

/** Deletes the rows of windows that started before `before`. */
export async function deleteRateLimitsBefore(q: Queryable, before: Date): Promise<void> {
  await q.query('DELETE FROM rate_limits WHERE window_start < $1', [before]);
}
