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
import { portfolioPerformance, sourceInCurrency } from '../investing/portfolioPerformance';
import { createClosesCache } from '../investing/closesCache';

/** Random bytes of a share token: 192 bits, far beyond guessing (base64url: 32 characters). */
const SHARE_TOKEN_BYTES = 24;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;
const NOT_SHARED = 'This shared portfolio does not exist or is no longer shared.';

interface ShareRow { portfolio_id: string; user_id: string; token: string; created_at: Date }

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
): void {
  const { db, clock, config } = deps;
  const closes = createClosesCache(market);
  const toShare = (r: ShareRow, active: boolean): PortfolioShare => ({
    portfolio_id: r.portfolio_id, token: r.token, url: sharedPortfolioUrl(config.appUrl, r.token), active, created_at: iso(r.created_at),
  });

  app.get('/api/portfolio/:id/share', async (c) => {
    const user = await auth.requireUser(c);
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    const row = (await db.query<ShareRow>('SELECT * FROM portfolio_shares WHERE portfolio_id = $1', [portfolio.id]))[0];
    return c.json(row ? toShare(row, await gate.hasFeature(user, 'portfolio_sharing')) : null);
  });

  app.post('/api/portfolio/:id/share', async (c) => {
    const user = await auth.requireUser(c);
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    await gate.requireFeature(user, 'portfolio_sharing');
    // One link per portfolio: of requests at once, one inserts and the others return its link.
    const created = (await db.query<ShareRow>(
      'INSERT INTO portfolio_shares (portfolio_id, user_id, token, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (portfolio_id) DO NOTHING RETURNING *',
      [portfolio.id, user.id, randomToken(SHARE_TOKEN_BYTES), clock.now()],
    ))[0];
    if (created) return c.json(toShare(created, true), 201);
    const existing = (await db.query<ShareRow>('SELECT * FROM portfolio_shares WHERE portfolio_id = $1', [portfolio.id]))[0];
    if (!existing) throw notFound('Portfolio not found');
    return c.json(toShare(existing, true), 200);
  });

  app.delete('/api/portfolio/:id/share', async (c) => {
    const user = await auth.requireUser(c);
    const portfolio = await ownPortfolio(db, user.id, c.req.param('id'));
    const rows = await db.query('DELETE FROM portfolio_shares WHERE portfolio_id = $1 RETURNING portfolio_id', [portfolio.id]);
    if (!rows.length) throw notFound('This portfolio is not shared');
    return c.json({ revoked: true, portfolio_id: portfolio.id });
  });

  app.get('/api/public/portfolios/:token', async (c) => {
    // Search engines leave it out, and no cache keeps it after a revocation.
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    const token = c.req.param('token');
    const row = SHARE_TOKEN.test(token)
      ? (await db.query<ShareRow & { name: string; currency: string }>(
        'SELECT s.*, p.name, p.currency FROM portfolio_shares s JOIN portfolios p ON p.id = s.portfolio_id WHERE s.token = $1',
        [token],
      ))[0]
      : undefined;
    if (!row || !(await gate.hasFeature({ id: row.user_id }, 'portfolio_sharing'))) throw notFound(NOT_SHARED);
    const now = clock.now();
    const state = await portfolios.state(db, row.user_id, row.portfolio_id);
    const quotes: HoldingQuote[] = [...(await market.quotes(state.symbols, now)).quotes.values()];
    const res: PublicPortfolio = toPublicPortfolio({
      name: row.name,
      holdings: withQuotes(state.positions, quotes, { currency: row.currency }),
      // Weights and the series count the holdings in the portfolio's currency (product §13.7).
      performance: await portfolioPerformance(row.portfolio_id, await sourceInCurrency(state, market), 'ALL', market, now, closes),
    });
    return c.json(res);
  });

  app.get('/api/friends/:id/portfolios', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    const friendship = isUuid(id)
      ? (await db.query<{ friend: string }>(
        `SELECT CASE WHEN user_id = $2 THEN friend_id ELSE user_id END AS friend FROM friends
         WHERE id = $1 AND (user_id = $2 OR friend_id = $2) AND status = 'accepted'`,
        [id, user.id],
      ))[0]
      : undefined;
    if (!friendship) throw notFound('Friend not found');
    if (!(await gate.hasFeature({ id: friendship.friend }, 'portfolio_sharing'))) return c.json([]);
    const rows = await db.query<ShareRow & { name: string }>(
      'SELECT s.*, p.name FROM portfolio_shares s JOIN portfolios p ON p.id = s.portfolio_id WHERE s.user_id = $1 ORDER BY p.created_at, p.name',
      [friendship.friend],
    );
    const res: FriendSharedPortfolio[] = rows.map((r) => ({
      portfolio_id: r.portfolio_id, name: r.name, token: r.token, url: sharedPortfolioUrl(config.appUrl, r.token), shared_at: iso(r.created_at),
    }));
    return c.json(res);
  });
}
