import type { Hono } from 'hono';
import type { ChartGptResponse, Notification, Portfolio, Transaction, TransactionType } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { Billing } from '../payments/billing';
import type { Queryable } from '../db';
import { withUserLock } from '../db/userLock';
import { holdingsUsed } from './subscription';
import { badRequest, forbidden, notFound } from '../lib/http';
import { iso, num } from '../lib/time';
import { isUuid, oneOf, optString, readBody, reqNumber, reqString } from '../lib/validate';
import { findSymbol, quote } from '../investing/stocks';

interface PortfolioRow { id: string; name: string; description: string; currency: string; created_at: Date; updated_at: Date }
interface TxRow { id: string; portfolio_id: string; symbol: string; type: TransactionType; quantity: unknown; price: unknown; executed_at: Date; created_at: Date }

/** Portfolios per member. */
const MAX_PORTFOLIOS = 50;

const toPortfolio = (r: PortfolioRow): Portfolio => ({ id: r.id, name: r.name, description: r.description, currency: r.currency, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });
const toTx = (r: TxRow): Transaction => ({
  id: r.id, portfolio_id: r.portfolio_id, symbol: r.symbol, type: r.type, quantity: num(r.quantity), price: num(r.price), executed_at: iso(r.executed_at), created_at: iso(r.created_at),
});

export function registerInvestingRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, billing: Billing): void {
  const { db, clock } = deps;

  function portfolioInput(body: Record<string, unknown>) {
    const name = reqString(body, 'name', { max: 100 });
    const description = optString(body, 'description', 1000) ?? '';
    const currency = (optString(body, 'currency', 3) ?? 'USD').toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) throw badRequest('currency must be a three-letter ISO code');
    return { name, description, currency };
  }
  async function ownPortfolio(userId: string, id: string, q: Queryable = db): Promise<PortfolioRow> {
    const r = isUuid(id) ? (await q.query<PortfolioRow>('SELECT * FROM portfolios WHERE id = $1 AND user_id = $2', [id, userId]))[0] : undefined;
    if (!r) throw notFound('Portfolio not found');
    return r;
  }

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

  app.get('/api/transaction', async (c) => {
    const user = await auth.requireUser(c);
    const pid = c.req.query('portfolio_id');
    if (pid !== undefined) await ownPortfolio(user.id, pid);
    const rows = await db.query<TxRow>(
      'SELECT * FROM transactions WHERE user_id = $1 AND ($2::uuid IS NULL OR portfolio_id = $2) ORDER BY executed_at DESC, created_at DESC',
      [user.id, pid ?? null],
    );
    return c.json(rows.map(toTx));
  });
  app.post('/api/transaction', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const portfolioId = reqString(body, 'portfolio_id');
    const sym = findSymbol(reqString(body, 'symbol', { max: 10 }));
    if (!sym) throw badRequest('symbol is not a known symbol (search /api/stock/search?q=...)');
    const type = oneOf(body, 'type', ['buy', 'sell'] as const);
    const quantity = reqNumber(body, 'quantity', { min: 0.000001, max: 1e9 });
    const price = reqNumber(body, 'price', { min: 0, max: 1e9 });
    let executedAt = clock.now();
    if (body.executed_at !== undefined && body.executed_at !== null) {
      const d = typeof body.executed_at === 'string' ? new Date(body.executed_at) : new Date(Number.NaN);
      if (Number.isNaN(d.getTime())) throw badRequest('executed_at must be an ISO date-time');
      if (d.getTime() > clock.now().getTime() + 60_000) throw badRequest('executed_at may not be in the future');
      executedAt = d;
    }
    // The holding and plan-limit checks and the insert run under the member's lock: sells at once cannot take a
    // holding below zero, and buys of new symbols at once cannot pass the plan's holdings limit.
    const row = await withUserLock(db, user.id, async (tx) => {
      await ownPortfolio(user.id, portfolioId, tx);
      const held = async (where: string, params: unknown[]) =>
        num((await tx.query<{ q: unknown }>(`SELECT COALESCE(sum(CASE WHEN type = 'buy' THEN quantity ELSE -quantity END), 0) AS q FROM transactions WHERE ${where}`, params))[0]?.q ?? 0);
      if (type === 'sell') {
        const q = await held('portfolio_id = $1 AND symbol = $2', [portfolioId, sym.symbol]);
        if (quantity > q + 1e-9) throw badRequest(`You can sell at most ${q} ${sym.symbol} from this portfolio`);
      } else if ((await held('user_id = $1 AND symbol = $2', [user.id, sym.symbol])) <= 0) {
        const s = await billing.current(user.id, tx);
        const plan = await billing.plan(s && s.status !== 'past_due' ? s.plan_id : 'free', tx);
        if (plan.holdings_limit !== null && (await holdingsUsed(tx, user.id)) >= plan.holdings_limit) {
          throw forbidden(`Your ${plan.name} plan allows up to ${plan.holdings_limit} holdings. Upgrade to add more.`);
        }
      }
      return (await tx.query<TxRow>(
        `INSERT INTO transactions (user_id, portfolio_id, symbol, type, quantity, price, executed_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [user.id, portfolioId, sym.symbol, type, quantity, price, executedAt, clock.now()],
      ))[0] as TxRow;
    });
    return c.json(toTx(row), 201);
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
