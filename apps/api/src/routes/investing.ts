import type { Hono } from 'hono';
import type { ChartGptResponse, Notification, Portfolio } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { withUserLock } from '../db/userLock';
import { badRequest } from '../lib/http';
import { iso, num } from '../lib/time';
import { optString, readBody, reqString } from '../lib/validate';
import { quote } from '../investing/stocks';
import { ownPortfolio as findOwnPortfolio, type PortfolioRow } from '../investing/portfolioRows';

/** Portfolios per member. */
const MAX_PORTFOLIOS = 50;

const toPortfolio = (r: PortfolioRow): Portfolio => ({ id: r.id, name: r.name, description: r.description, currency: r.currency, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });

/** Portfolios, chartgpt and notifications; transactions are in transactions.ts, performance in performance.ts. */
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
      'UPDATE portfolios SET name = $3, description = $4, currency = $5, updated_at = $6 WHERE id = $1 AND user_id = $2 RETURNING *',
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

  app.post('/api/chartgpt', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const prompt = reqString(body, 'prompt', { max: 2000 });
    const now = clock.now();
    await db.query('INSERT INTO chartgpt_prompts (user_id, prompt, created_at) VALUES ($1, $2, $3)', [user.id, prompt, now]);
    const portfolios = await db.query<{ id: string; name: string }>('SELECT id, name FROM portfolios WHERE user_id = $1 ORDER BY created_at', [user.id]);
    const holdings = await db.query<{ symbol: string; q: unknown; cost: unknown }>(
      `SELECT symbol, sum(CASE WHEN type = 'buy' THEN quantity ELSE -quantity END) AS q,
              sum(CASE WHEN type = 'buy' THEN quantity * price ELSE 0 END) AS cost
       FROM transactions WHERE user_id = $1 GROUP BY symbol ORDER BY symbol`,
      [user.id],
    );
    const txCount = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1', [user.id]))[0]?.n ?? 0;
    const lines: string[] = ['This is a local summary computed from your own portfolios and transactions, not an outside AI model.'];
    if (!portfolios.length) {
      lines.push('You have no portfolios yet. Create one and record a transaction to get a summary.');
    } else {
      lines.push(`You have ${portfolios.length} portfolio(s) (${portfolios.map((p) => p.name).join(', ')}) and ${Number(txCount)} transaction(s).`);
      let total = 0;
      const parts: string[] = [];
      for (const h of holdings) {
        const q = num(h.q);
        if (q <= 0) continue;
        const qt = quote(h.symbol, now);
        const value = qt ? q * qt.price : 0;
        total += value;
        parts.push(`${h.symbol}: ${q} shares${qt ? ` worth about $${value.toFixed(2)} at $${qt.price.toFixed(2)} (${qt.change_percent >= 0 ? '+' : ''}${qt.change_percent}% today)` : ''}`);
      }
      if (parts.length) {
        lines.push(`Current holdings: ${parts.join('; ')}.`);
        lines.push(`Estimated total value: $${total.toFixed(2)} (prices delayed 15 minutes).`);
      } else lines.push('You hold no open positions right now.');
      const mentioned = holdings.map((h) => h.symbol).filter((s) => prompt.toUpperCase().includes(s));
      if (mentioned.length) lines.push(`You asked about ${mentioned.join(', ')}; the figures above include them.`);
    }
    const res: ChartGptResponse = { answer: lines.join('\n'), source: 'local' };
    return c.json(res);
  });

  app.get('/api/notifications', async (c) => {
    const user = await auth.requireUser(c);
    const rows = await db.query<{ id: string; title: string; body: string; read: boolean; created_at: Date }>(
      'SELECT id, title, body, read, created_at FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100',
      [user.id],
    );
    const res: Notification[] = rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
    return c.json(res);
  });
}
