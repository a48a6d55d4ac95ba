import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { MarketData } from '../investing/MarketData';
import type { PortfolioCache } from '../investing/portfolioCache';
import { portfolioOverview } from '../investing/portfolioOverview';
import { makeReadOwnPortfolio } from '../investing/ownPortfolio';

/**
 * `GET /api/portfolio/{id}/overview` (owner only; every plan): the workspace overview's holdings,
 * summary, allocation and symbols, computed here so the browser never reads the whole history for
 * them (product §10.16). The positions are cached with the portfolio's data version; the quotes are
 * read on every request.
 */
export function registerOverviewRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, market: MarketData, portfolios: PortfolioCache): void {
  const { db, clock } = deps;
  const readOwn = makeReadOwnPortfolio(db, auth, null, portfolios);
  app.get('/api/portfolio/:id/overview', async (c) => {
    // The session and the version in one statement (product §10.27).
    const { state } = await readOwn(c, c.req.param('id'));
    return c.json(await portfolioOverview(state, market, clock.now(), deps.log));
  });
}
