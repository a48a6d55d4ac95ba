import type { Hono } from 'hono';
import type { Payout } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { toPayout, type PayoutRow } from '../affiliate/payoutRows';
import { findPayout, listAffiliatePayouts } from '../db/queries/payouts';
import { requireAffiliate } from '../affiliate/profiles';
import { requestPayout } from '../affiliate/requestPayout';

/** An approved affiliate's payout requests: the list, and a request for the whole approved balance. */
export function registerAffiliatePayoutRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  app.get('/api/affiliate/payouts', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view payouts');
    const rows = await listAffiliatePayouts(db, p.id);
    const res: Payout[] = rows.map(toPayout);
    return c.json(res);
  });

  app.post('/api/affiliate/payouts', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'request payouts');
    const id = await requestPayout(db, user.id, p.id, clock.now());
    const row = (await findPayout(db, id)) as PayoutRow;
    return c.json(toPayout(row), 201);
  });
}
