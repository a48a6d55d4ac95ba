import type { Hono } from 'hono';
import { PERFORMANCE_RANGE_LABELS, PERFORMANCE_RANGES } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { invalidField } from '../lib/http';
import type { MarketData } from '../investing/MarketData';
import { ownPortfolio, portfolioTransactions } from '../investing/portfolioRows';
import { portfolioPerformance, readPerformanceRange, transactionsInCurrency } from '../investing/portfolioPerformance';
import { createClosesCache, type ClosesCache } from '../investing/closesCache';
import { readBenchmark } from '../investing/readBenchmark';

const RANGE_NAMES = PERFORMANCE_RANGES.map((r) => PERFORMANCE_RANGE_LABELS[r]).join(', ');

/**
 * `GET /api/portfolio/{id}/performance?range=&benchmark=`: the owner's portfolio value series over 1W, 1M, 3M, YTD,
 * 1Y or All. With `benchmark=SYMBOL` (any symbol of the market data) the benchmark's returns over the same days come
 * with it; that is advanced analytics, so a plan without `advanced_analytics` is refused (403 `feature_locked`)
 * rather than answered without the line the chart asked for. Without `benchmark` the call is open to every plan.
 */
export function registerPerformanceRoutes(
  app: Hono<AppEnv>, deps: AppDeps, auth: Auth, gate: FeatureGate, market: MarketData, closes: ClosesCache = createClosesCache(market),
): void {
  const { db, clock } = deps;
  app.get('/api/portfolio/:id/performance', async (c) => {
    const user = await auth.requireUser(c);
    const wanted = c.req.query('benchmark');
    if (wanted !== undefined) await gate.requireFeature(user, 'advanced_analytics');
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    const range = readPerformanceRange(c.req.query('range') ?? '1Y');
    if (!range) throw invalidField('range', `range must be one of ${RANGE_NAMES}`);
    const benchmark = wanted === undefined ? null : await readBenchmark(wanted, market);
    const transactions = await transactionsInCurrency(await portfolioTransactions(db, portfolio.id), portfolio.currency, market);
    return c.json(await portfolioPerformance(portfolio.id, transactions, range, market, clock.now(), closes, benchmark));
  });
}
