import type { Hono } from 'hono';
import { MAX_PRICE_ALERTS, priceAlertMessages, validatePriceAlert, type PriceAlert, type PriceAlertCondition } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { withUserLock } from '../db/userLock';
import { HttpError, invalidField, notFound } from '../lib/http';
import { iso, num } from '../lib/time';
import { isUuid, parse, readBody } from '../lib/validate';
import type { MarketData } from '../investing/MarketData';
import type { CheckAlerts } from '../alerts/checkAlerts';

interface AlertRow {
  id: string; user_id: string; symbol: string; condition: PriceAlertCondition; threshold: unknown; fired_key: string | null;
  last_fired_at: Date | null; last_fired_price: unknown; created_at: Date;
}

const toAlert = (r: AlertRow): PriceAlert => ({
  id: r.id, symbol: r.symbol, condition: r.condition, threshold: num(r.threshold), armed: r.fired_key === null,
  last_fired_at: r.last_fired_at ? iso(r.last_fired_at) : null, last_fired_price: r.last_fired_price === null ? null : num(r.last_fired_price),
  created_at: iso(r.created_at),
});

/**
 * Price alerts (the plans with `custom_alerts`), the member's own only:
 *
 *   GET    /api/alerts       the member's alerts, oldest first
 *   POST   /api/alerts       { symbol, condition: 'above' | 'below' | 'move', threshold }: @pt/api's validatePriceAlert
 *                            (400 { error, field }), a symbol the market data has, at most MAX_PRICE_ALERTS
 *                            (counted under the member's lock); 201, and the alert is checked at once
 *   DELETE /api/alerts/:id   deletes one
 *
 * Listing and deleting stay open after a downgrade (a member can still tidy up); creating needs the plan.
 * A new alert starts armed: one whose condition already holds fires at its first check, at creation.
 */
export function registerAlertRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, gate: FeatureGate, checkAlerts: CheckAlerts, market: MarketData): void {
  const { db, clock } = deps;

  app.get('/api/alerts', async (c) => {
    const user = await auth.requireUser(c);
    const rows = await db.query<AlertRow>('SELECT * FROM price_alerts WHERE user_id = $1 ORDER BY created_at, id', [user.id]);
    return c.json(rows.map(toAlert));
  });

  app.post('/api/alerts', async (c) => {
    const user = await auth.requireUser(c);
    await gate.requireFeature(user, 'custom_alerts');
    const alert = parse(validatePriceAlert, await readBody(c.req));
    const instrument = await market.instrument(alert.symbol);
    if (!instrument) throw invalidField('symbol', priceAlertMessages.symbolUnknown);
    const now = clock.now();
    const created = await withUserLock(db, user.id, async (tx) => {
      const count = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1', [user.id]))[0]?.n ?? 0;
      if (Number(count) >= MAX_PRICE_ALERTS) throw new HttpError(400, priceAlertMessages.limitReached(MAX_PRICE_ALERTS), {}, { code: 'alert_limit', limit: MAX_PRICE_ALERTS });
      return (await tx.query<AlertRow>(
        'INSERT INTO price_alerts (user_id, symbol, condition, threshold, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [user.id, instrument.symbol, alert.condition, alert.threshold, now],
      ))[0] as AlertRow;
    });
    await checkAlerts(now, { alertIds: [created.id] });
    const row = (await db.query<AlertRow>('SELECT * FROM price_alerts WHERE id = $1', [created.id]))[0] ?? created;
    return c.json(toAlert(row), 201);
  });

  app.delete('/api/alerts/:id', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    const rows = isUuid(id) ? await db.query('DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 RETURNING id', [id, user.id]) : [];
    if (!rows.length) throw notFound('Price alert not found');
    return c.json({ deleted: true, id });
  });
}
