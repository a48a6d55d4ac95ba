import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
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

/**
 * An answer as it is sent, made once per cached answer: the JSON's UTF-8 bytes, the same gzipped (what a browser
 * asks for: 43.5 KB of a 1Y chart with its benchmark become about a fifth) and a weak entity tag (a digest of the
 * JSON; weak, so both encodings carry it).
 */
interface SentBody { body: Uint8Array<ArrayBuffer>; gzipped: Uint8Array<ArrayBuffer>; etag: string }

function sentBody(value: unknown): SentBody {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  return {
    body: new Uint8Array(json),
    gzipped: new Uint8Array(gzipSync(json)),
    etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2: `W/` aside; `*` matches any). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** Whether Accept-Encoding accepts gzip (named, or `*`, without `q=0`). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.toLowerCase().split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';').map((x) => x.trim());
    return (coding === 'gzip' || coding === '*') && !params.some((p) => /^q=0(\.0*)?$/.test(p));
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
      (sent) => sent.body.byteLength + sent.gzipped.byteLength,
    );
    // The browser revalidates (no-cache) and gets a 304 without the body while the answer is the same (product §10.27).
    const headers = { ETag: answer.etag, 'Cache-Control': 'private, no-cache', Vary: 'Accept-Encoding' };
    if (matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
    if (acceptsGzip(c.req.header('accept-encoding'))) return c.body(answer.gzipped, 200, { ...headers, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    return c.body(answer.body, 200, { ...headers, 'Content-Type': 'application/json' });
  });
}
