import type { Hono } from 'hono';
import { COMMISSION_STATUSES, type AdminCommission } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { notFound } from '../lib/http';
import { isUuid, optString, parse, readBody, reqString } from '../lib/validate';
import { decideCommission } from '../affiliate/commissionDecisions';
import { param } from '../lib/queryParams';
import { toAdminCommission, type CommissionRow } from '../affiliate/ledgerRows';
import { findCommission, listAdminCommissions } from '../db/queries/commissions';
import { settleCommissions } from '../affiliate/settleCommissions';

/** Admin review of ledger entries: `?flagged=true` lists those a fraud flag holds; approve or void each, audited. */
export function registerAdminCommissionRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  app.get('/api/admin/commissions', async (c) => {
    await auth.requireAdmin(c);
    const { flagged, status } = parse({ flagged: param.flag('flagged'), status: param.oneOf('status', COMMISSION_STATUSES) }, c.req.query());
    await settleCommissions(db, clock.now());
    const rows = await listAdminCommissions(db, flagged, status);
    const res: AdminCommission[] = rows.map(toAdminCommission);
    return c.json(res);
  });

  async function decide(id: string, adminId: string, decision: 'approve' | 'void', reason: string | null): Promise<AdminCommission> {
    if (!isUuid(id)) throw notFound('Commission not found');
    const row = await db.transaction(async (tx) => {
      await decideCommission(tx, id, adminId, decision, reason, clock.now());
      return (await findCommission(tx, id)) as CommissionRow;
    });
    return toAdminCommission(row);
  }

  app.post('/api/admin/commissions/:id/approve', async (c) => {
    const admin = await auth.requireAdmin(c);
    const body = await readBody(c.req, true);
    return c.json(await decide(c.req.param('id'), admin.id, 'approve', optString(body, 'reason', 2000) ?? null));
  });

  app.post('/api/admin/commissions/:id/void', async (c) => {
    const admin = await auth.requireAdmin(c);
    const body = await readBody(c.req, true);
    return c.json(await decide(c.req.param('id'), admin.id, 'void', reqString(body, 'reason', { requiredMessage: 'Please give a reason.', max: 2000 })));
  });
}
