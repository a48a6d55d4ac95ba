import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../lib/http';
import { isDevClock } from '../lib/devClock';
import { invalid, parse, readBody, type Schema } from '../lib/validate';

const DAY_MS = 86_400_000;
/** At most ten years in one move. */
const MAX_SHIFT_DAYS = 3650;
/** A move forward: a JSON number of days, more than 0 and at most MAX_SHIFT_DAYS (a 400 on `days` otherwise, product §16.3). */
const shiftSchema: Schema<{ days: number }> = {
  days: (v) => (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= MAX_SHIFT_DAYS
    ? v : invalid(`days must be a number from 0 (exclusive) to ${MAX_SHIFT_DAYS}`)),
};

/**
 * GET /dev/clock and POST /dev/clock { days }: the development server's time, moved forward for an
 * end-to-end run (a commission's holding period, a renewal). DELETE /dev/clock puts it back on the
 * real time, so a run that moved it does not leave every later test in the future. 404 in production
 * and whenever the server's clock is not a DevClock (tests use their own fake clock).
 */
export function registerDevClockRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { clock, config } = deps;
  const state = () => {
    if (config.nodeEnv === 'production' || !isDevClock(clock)) throw notFound('Not found');
    return clock;
  };
  const answer = (c: ReturnType<typeof state>) => ({ now: c.now().toISOString(), offset_seconds: Math.round(c.offsetMs() / 1000) });

  app.get('/dev/clock', (c) => c.json(answer(state())));

  app.post('/dev/clock', async (c) => {
    const dev = state();
    const { days } = parse(shiftSchema, await readBody(c.req));
    dev.shift(days * DAY_MS);
    return c.json(answer(dev));
  });

  app.delete('/dev/clock', (c) => {
    const dev = state();
    dev.reset();
    return c.json(answer(dev));
  });
}
