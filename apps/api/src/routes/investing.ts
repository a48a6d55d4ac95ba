import type { Hono } from 'hono';
import { BASE_CURRENCIES, type Portfolio } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { withUserLock } from '../db/userLock';
import { badRequest, invalidField } from '../lib/http';
import { iso } from '../lib/time';
import { optString, readBody, reqString } from '../lib/validate';
import { ownPortfolio as findOwnPortfolio, type PortfolioRow } from '../investing/portfolioRows';
import { countPortfolios, deletePortfolio, insertPortfolio, listPortfolios, updatePortfolio } from '../db/queries/portfolios';

/** Portfolios per member. */
const MAX_PORTFOLIOS = 50;

const toPortfolio = (r: PortfolioRow): Portfolio => ({ id: r.id, name: r.name, description: r.description, currency: r.currency, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });

/** Portfolios; transactions are in transactions.ts, performance in performance.ts, the chart assistant in assistant.ts, notifications in notifications.ts. */
export function registerInvestingRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  function portfolioInput(body: Record<string, unknown>) {
    const name = reqString(body, 'name', { max: 100 });
    const description = optString(body, 'description', 1000) ?? '';
    const currency = (optString(body, 'currency', 3) ?? 'USD').toUpperCase();
    if (!BASE_CURRENCIES.includes(currency)) throw invalidField('currency', `The base currency must be one of ${BASE_CURRENCIES.join(', ')}`);
    return { name, description, currency };
  }
  const ownPortfolio = (userId: string, id: string) => findOwnPortfolio(db, userId, id);

  app.get('/api/portfolio', async (c) => {
    const user = await auth.requireUser(c);
    return c.json((await listPortfolios(db, user.id)).map(toPortfolio));
  });
  app.post('/api/portfolio', async (c) => {
    const user = await auth.requireUser(c);
    const p = portfolioInput(await readBody(c.req));
    // Count and insert under the member's lock, so requests at once cannot pass the limit together.
    const row = await withUserLock(db, user.id, async (tx) => {
      if (await countPortfolios(tx, user.id) >= MAX_PORTFOLIOS) throw badRequest(`You can have at most ${MAX_PORTFOLIOS} portfolios`);
      return insertPortfolio(tx, user.id, p, clock.now());
    });
    return c.json(toPortfolio(row), 201);
  });
  app.put('/api/portfolio/:id', async (c) => {
    const user = await auth.requireUser(c);
    await ownPortfolio(user.id, c.req.param('id'));
    const p = portfolioInput(await readBody(c.req));
    // The data version moves with any change, so nothing computed before it is served after (product §10.16).
    const row = await updatePortfolio(db, user.id, c.req.param('id'), p, clock.now());
    return c.json(toPortfolio(row as PortfolioRow));
  });
  app.delete('/api/portfolio/:id', async (c) => {
    const user = await auth.requireUser(c);
    const p = await ownPortfolio(user.id, c.req.param('id'));
    await deletePortfolio(db, p.id);
    return c.json({ deleted: true, id: p.id });
  });
}
