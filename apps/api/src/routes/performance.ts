import type { Hono } from 'hono';
import { PERFORMANCE_RANGE_LABELS, PERFORMANCE_RANGES } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { invalidField } from '../lib/http';
import type { MarketData } from '../investing/MarketData';
import { marketData } from '../investing/stocks';
import { ownPortfolio, portfolioTransactions } from '../investing/portfolioRows';
import { portfolioPerformance, readPerformanceRange } from '../investing/portfolioPerformance';
import { createClosesCache } from '../investing/closesCache';

const RANGE_NAMES = PERFORMANCE_RANGES.map((r) => PERFORMANCE_RANGE_LABELS[r]).join(', ');

/** `GET /api/portfolio/{id}/performance?range=`: the owner's portfolio value series over 1W, 1M, 3M, YTD, 1Y or All. */
export function registerPerformanceRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, market: MarketData = marketData): void {
  const { db, clock } = deps;
  const closes = createClosesCache(market);
  app.get('/api/portfolio/:id/performance', async (c) => {
    const user = await auth.requireUser(c);
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    const range = readPerformanceRange(c.req.query('range') ?? '1Y');
    if (!range) throw invalidField('range', `range must be one of ${RANGE_NAMES}`);
    const transactions = await portfolioTransactions(db, portfolio.id);
    return c.json(portfolioPerformance(portfolio.id, transactions, range, market, clock.now(), closes));
  });
}
