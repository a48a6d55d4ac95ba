import type { Hono } from 'hono';
import {
  sharedPortfolioUrl, toPublicPortfolio, withQuotes,
  type FriendSharedPortfolio, type HoldingQuote, type PortfolioShare, type PublicPortfolio,
} from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { notFound } from '../lib/http';
import { randomToken } from '../lib/crypto';
import { iso } from '../lib/time';
import { isUuid } from '../lib/validate';
import type { MarketData } from '../investing/MarketData';
import { ownPortfolio } from '../investing/portfolioRows';
import { createPortfolioCache, type PortfolioCache } from '../investing/portfolioCache';
import { portfolioPerformance, stateBasis } from '../investing/portfolioPerformance';
import { createClosesCache } from '../investing/closesCache';
import { createSampleFx, type FxSource } from '../investing/fxRates';
import { findAcceptedFriendOf } from '../db/queries/friends';
import {
  deleteShareOfPortfolio, findShareByToken, findShareOfPortfolio, insertShareUnlessShared, listSharesOfUser, type ShareRow,
} from '../db/queries/sharing';

/** Random bytes of a share token: 192 bits, far beyond guessing (base64url: 32 characters). */
const SHARE_TOKEN_BYTES = 24;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;
const NOT_SHARED = 'This shared portfolio does not exist or is no longer shared.';

/**
 * Portfolio sharing (the plans with `portfolio_sharing`): one public, read-only link per portfolio.
 *
 *   GET    /api/portfolio/:id/share       the owner's link, or null
 *   POST   /api/portfolio/:id/share       shares it (201), or returns the link it has (200); gated
 *   DELETE /api/portfolio/:id/share       revokes it: the link is 404 from then on; sharing again makes a new token
 *   GET    /api/public/portfolios/:token  no sign-in: @pt/api's toPublicPortfolio, weights and returns only
 *   GET    /api/friends/:id/portfolios    the portfolios an accepted friend (by the friendship's id) shares
 *
 * A link shows only while its owner's plan includes sharing: after a downgrade it answers 404 and
 * friends no longer see it, and it opens again, with the same token, once the plan is back. The
 * owner still sees it (`active: false`) and can revoke it. Owner checks answer 404 for another
 * member's portfolio, as every portfolio route does.
 */
export function registerSharingRoutes(
  app: Hono<AppEnv>, deps: AppDeps, auth: Auth, gate: FeatureGate, market: MarketData, portfolios: PortfolioCache = createPortfolioCache(),
  fx: FxSource = createSampleFx(),
): void {
  const { db, clock, config } = deps;
  const closes = createClosesCache(market);
  const toShare = (r: ShareRow, active: boolean): PortfolioShare => ({
    portfolio_id: r.portfolio_id, token: r.token, url: sharedPortfolioUrl(config.appUrl, r.token), active, created_at: iso(r.created_at),
  });

  app.get('/api/portfolio/:id/share', async (c) => {
    const user = await auth.requireUser(c);
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    const row = await findShareOfPortfolio(db, portfolio.id);
    return c.json(row ? toShare(row, await gate.hasFeature(user, 'portfolio_sharing')) : null);
  });

  app.post('/api/portfolio/:id/share', async (c) => {
    const user = await auth.requireUser(c);
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    await gate.requireFeature(user, 'portfolio_sharing');
    // One link per portfolio: of requests at once, one inserts and the others return its link.
    const created = await insertShareUnlessShared(db, { portfolioId: portfolio.id, userId: user.id, token: randomToken(SHARE_TOKEN_BYTES), now: clock.now() });
    if (created) return c.json(toShare(created, true), 201);
    const existing = await findShareOfPortfolio(db, portfolio.id);
    if (!existing) throw notFound('Portfolio not found');
    return c.json(toShare(existing, true), 200);
  });

  app.delete('/api/portfolio/:id/share', async (c) => {
    const user = await auth.requireUser(c);
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    if (!(await deleteShareOfPortfolio(db, portfolio.id))) throw notFound('This portfolio is not shared');
    return c.json({ revoked: true, portfolio_id: portfolio.id });
  });

  app.get('/api/public/portfolios/:token', async (c) => {
    // Search engines leave it out, and no cache keeps it after a revocation.
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const token = c.req.param('token');
    const row = SHARE_TOKEN.test(token) ? await findShareByToken(db, token) : null;
    if (!row || !(await gate.hasFeature({ id: row.user_id }, 'portfolio_sharing'))) throw notFound(NOT_SHARED);
    const now = clock.now();
    const state = await portfolios.state(db, row.user_id, row.portfolio_id);
    const quotes: HoldingQuote[] = [...(await market.quotes(state.symbols, now)).quotes.values()];
    const res: PublicPortfolio = toPublicPortfolio({
      name: row.name,
      holdings: withQuotes(state.positions, quotes, { currency: row.currency }),
      // The series counts every holding and the cash in the portfolio's base currency (product §10.22).
      performance: await portfolioPerformance(row.portfolio_id, state, 'ALL', market, now, closes, null, await stateBasis(fx, state, market.latestDate(now))),
    });
    return c.json(res);
  });

  app.get('/api/friends/:id/portfolios', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    const friend = isUuid(id) ? await findAcceptedFriendOf(db, id, user.id) : null;
    if (!friend) throw notFound('Friend not found');
    if (!(await gate.hasFeature({ id: friend }, 'portfolio_sharing'))) return c.json([]);
    const rows = await listSharesOfUser(db, friend);
    const res: FriendSharedPortfolio[] = rows.map((r) => ({
      portfolio_id: r.portfolio_id, name: r.name, token: r.token, url: sharedPortfolioUrl(config.appUrl, r.token), shared_at: iso(r.created_at),
    }));
    return c.json(res);
  });
}
