import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { PERFORMANCE_RANGE_LABELS, PERFORMANCE_RANGES } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { invalidField } from '../lib/http';
import type { MarketData } from '../investing/MarketData';
import { portfolioPerformance, readPerformanceRange, stateBasis } from '../investing/portfolioPerformance';
import { createClosesCache, type ClosesCache } from '../investing/closesCache';
import { createPortfolioCache, type PortfolioCache } from '../investing/portfolioCache';
import { readBenchmark } from '../investing/readBenchmark';
import { makeReadOwnPortfolio } from '../investing/ownPortfolio';
import { createSampleFx, type FxSource } from '../investing/fxRates';

const RANGE_NAMES = PERFORMANCE_RANGES.map((r) => PERFORMANCE_RANGE_LABELS[r]).join(', ');

/** An answer as it is sent: the JSON's UTF-8 bytes, encoded once, and its entity tag (a digest of them). */
interface SentBody { body: Uint8Array<ArrayBuffer>; etag: string }

function sentBody(value: unknown): SentBody {
  const body = new Uint8Array(Buffer.from(JSON.stringify(value), 'utf8'));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * `GET /api/portfolio/{id}/performance?range=&benchmark=`: the owner's portfolio value series over 1W, 1M, 3M, YTD,
 * 1Y or All. With `benchmark=SYMBOL` (any symbol of the market data) the benchmark's returns over the same days come
 * with it; that is advanced analytics, so a plan without `advanced_analytics` is refused (403 `feature_locked`)
 * rather than answered without the line the chart asked for. Without `benchmark` the call is open to every plan.
 *
 * Cached (product §10.16): the answer depends on the transactions, the range, the benchmark and the market's latest
 * day only, so it is kept with the portfolio's data version (`PortfolioCache`) under the other three, as the JSON
 * text sent; a request then costs one statement (the session, the plan and the version together, product §10.27).
 * A write moves the version.
 */
export function registerPerformanceRoutes(
  app: Hono<AppEnv>, deps: AppDeps, auth: Auth, gate: FeatureGate, market: MarketData, closes: ClosesCache = createClosesCache(market),
  portfolios: PortfolioCache = createPortfolioCache(), fx: FxSource = createSampleFx(),
): void {
  const { db, clock } = deps;
  const readOwn = makeReadOwnPortfolio(db, auth, gate, portfolios);
  app.get('/api/portfolio/:id/performance', async (c) => {
    const wanted = c.req.query('benchmark');
    const { state } = await readOwn(c, c.req.param('id'), wanted === undefined ? undefined : 'advanced_analytics');
    const range = readPerformanceRange(c.req.query('range') ?? '1Y');
    if (!range) throw invalidField('range', `range must be one of ${RANGE_NAMES}`);
    const benchmark = wanted === undefined ? null : await readBenchmark(wanted, market);
    const now = clock.now();
    const latest = market.latestDate(now);
    const answer = await portfolios.derive(
      state,
      `performance:${range}:${benchmark ?? ''}:${latest}`,
      // Every holding and the cash, in the portfolio's base currency at the day's rates (product §10.22).
      async () => sentBody(await portfolioPerformance(state.portfolioId, state, range, market, now, closes, benchmark, await stateBasis(fx, state, latest))),
      (sent) => sent.body.byteLength,
    );
    // The browser revalidates (no-cache) and gets a 304 without the body while the answer is the same (product §10.27).
    const headers = { ETag: answer.etag, 'Cache-Control': 'private, no-cache' };
    if (matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
    return c.body(answer.body, 200, { ...headers, 'Content-Type': 'application/json' });
  });
}
