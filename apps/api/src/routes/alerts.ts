import type { Hono } from 'hono';
import { MAX_PRICE_ALERTS, priceAlertMessages, validatePriceAlert, type PriceAlert } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { withUserLock } from '../db/userLock';
import { HttpError, invalidField, notFound } from '../lib/http';
import { iso, num } from '../lib/time';
import { isUuid, parse, readBody } from '../lib/validate';
import type { MarketData } from '../investing/MarketData';
import type { CheckAlerts } from '../alerts/checkAlerts';
import { countAlertsOfUser, deleteAlert, findAlert, insertAlert, listAlertsOfUser, type AlertRow } from '../db/queries/alerts';

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
    const rows = await listAlertsOfUser(db, user.id);
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
      if (await countAlertsOfUser(tx, user.id) >= MAX_PRICE_ALERTS) throw new HttpError(400, priceAlertMessages.limitReached(MAX_PRICE_ALERTS), {}, { code: 'alert_limit', limit: MAX_PRICE_ALERTS });
      return insertAlert(tx, { userId: user.id, symbol: instrument.symbol, condition: alert.condition, threshold: alert.threshold, now });
    });
    await checkAlerts(now, { alertIds: [created.id] });
    const row = (await findAlert(db, created.id)) ?? created;
    return c.json(toAlert(row), 201);
  });

  app.delete('/api/alerts/:id', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    if (!isUuid(id) || !(await deleteAlert(db, id, user.id))) throw notFound('Price alert not found');
    return c.json({ deleted: true, id });
  });
}
