import type { Hono } from 'hono';
import type { Portfolio } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { withUserLock } from '../db/userLock';
import { badRequest } from '../lib/http';
import { iso } from '../lib/time';
import { optString, readBody, reqString } from '../lib/validate';
import { ownPortfolio as findOwnPortfolio, type PortfolioRow } from '../investing/portfolioRows';

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
    if (!/^[A-Z]{3}$/.test(currency)) throw badRequest('currency must be a three-letter ISO code');
    return { name, description, currency };
  }
  const ownPortfolio = (userId: string, id: string) => findOwnPortfolio(db, userId, id);

  app.get('/api/portfolio', async (c) => {
    const user = await auth.requireUser(c);
    const rows = await db.query<PortfolioRow>('SELECT * FROM portfolios WHERE user_id = $1 ORDER BY created_at, name', [user.id]);
    return c.json(rows.map(toPortfolio));
  });
  app.post('/api/portfolio', async (c) => {
    const user = await auth.requireUser(c);
    const p = portfolioInput(await readBody(c.req));
    // Count and insert under the member's lock, so requests at once cannot pass the limit together.
    const row = await withUserLock(db, user.id, async (tx) => {
      const count = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM portfolios WHERE user_id = $1', [user.id]))[0]?.n ?? 0;
      if (Number(count) >= MAX_PORTFOLIOS) throw badRequest(`You can have at most ${MAX_PORTFOLIOS} portfolios`);
      return (await tx.query<PortfolioRow>(
        'INSERT INTO portfolios (user_id, name, description, currency, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING *',
        [user.id, p.name, p.description, p.currency, clock.now()],
      ))[0] as PortfolioRow;
    });
    return c.json(toPortfolio(row), 201);
  });
  app.put('/api/portfolio/:id', async (c) => {
    const user = await auth.requireUser(c);
    await ownPortfolio(user.id, c.req.param('id'));
    const p = portfolioInput(await readBody(c.req));
    const rows = await db.query<PortfolioRow>(
      // The data version moves with any change, so nothing computed before it is served after (product §10.16).
      'UPDATE portfolios SET name = $3, description = $4, currency = $5, updated_at = $6, data_version = data_version + 1 WHERE id = $1 AND user_id = $2 RETURNING *',
      [c.req.param('id'), user.id, p.name, p.description, p.currency, clock.now()],
    );
    return c.json(toPortfolio(rows[0] as PortfolioRow));
  });
  app.delete('/api/portfolio/:id', async (c) => {
    const user = await auth.requireUser(c);
    const p = await ownPortfolio(user.id, c.req.param('id'));
    await db.query('DELETE FROM portfolios WHERE id = $1', [p.id]);
    return c.json({ deleted: true, id: p.id });
  });
}
