import type { Hono } from 'hono';
import type { AuditEntry, AuditPage } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest } from '../lib/http';
import { iso } from '../lib/time';
import { makePager } from '../lib/paging';
import { listAuditEntries } from '../db/queries/audit';

/** A page of the audit log holds 1 to 100 entries. */
const AUDIT_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 };

/** GET /api/admin/audit?limit=&cursor=: admin decisions, newest first, a page at a time (product §10.15). */
export function registerAdminAuditRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db } = deps;
  const pager = makePager(deps.config.jwtSecret);

  app.get('/api/admin/audit', async (c) => {
    await auth.requireAdmin(c);
    const page = pager.read(c.req.query(), 'audit', {}, AUDIT_PAGE_LIMITS, 1);
    const after = page.after?.[0] ?? null;
    if (after !== null && !/^[1-9]\d{0,17}$/.test(after)) throw badRequest('cursor is not a cursor of this list');
    const rows = await listAuditEntries(db, after, page.limit + 1);
    const res: AuditPage = pager.page(rows, page, 'audit', {}, (r) => [r.id], (r): AuditEntry => ({
      id: r.id, actor_email: r.actor_email, action: r.action, target_type: r.target_type, target_id: r.target_id,
      details: typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details, created_at: iso(r.created_at),
    }));
    return c.json(res);
  });
}
