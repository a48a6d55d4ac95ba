import type { Hono } from 'hono';
import type { AdminPayout, PayoutStatus } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { notFound } from '../lib/http';
import { isUuid, parse, readBody, reqString } from '../lib/validate';
import { param } from '../lib/queryParams';
import { decidePayout, type PayoutDecision } from '../affiliate/payoutDecisions';
import { toAdminPayout, type PayoutRow } from '../affiliate/payoutRows';
import { findPayout, listAdminPayouts } from '../db/queries/payouts';

const PAYOUT_STATUSES: readonly PayoutStatus[] = ['requested', 'paid', 'rejected'];

/** Admin payouts: every affiliate's requests, marked paid with the transfer's reference or rejected with a reason. */
export function registerAdminPayoutRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  app.get('/api/admin/payouts', async (c) => {
    await auth.requireAdmin(c);
    const { status } = parse({ status: param.oneOf('status', PAYOUT_STATUSES) }, c.req.query());
    const rows = await listAdminPayouts(db, status);
    const res: AdminPayout[] = rows.map(toAdminPayout);
    return c.json(res);
  });

  async function decide(id: string, adminId: string, decision: PayoutDecision): Promise<AdminPayout> {
    if (!isUuid(id)) throw notFound('Payout not found');
    const row = await db.transaction(async (tx) => {
      await decidePayout(deps, tx, id, adminId, decision, clock.now());
      return (await findPayout(tx, id)) as PayoutRow;
    });
    return toAdminPayout(row);
  }

  app.post('/api/admin/payouts/:id/paid', async (c) => {
    const admin = await auth.requireAdmin(c);
    const body = await readBody(c.req, true);
    const reference = reqString(body, 'reference', { requiredMessage: 'Please enter the transfer reference.', max: 200 });
    return c.json(await decide(c.req.param('id'), admin.id, { kind: 'paid', reference }));
  });

  app.post('/api/admin/payouts/:id/reject', async (c) => {
    const admin = await auth.requireAdmin(c);
    const body = await readBody(c.req, true);
    const reason = reqString(body, 'reason', { requiredMessage: 'Please give a reason.', max: 2000 });
    return c.json(await decide(c.req.param('id'), admin.id, { kind: 'rejected', reason }));
  });
}
