import type { Hono } from 'hono';
import type { AuditEntry, AuditPage } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest } from '../lib/http';
import { iso } from '../lib/time';
import { wholeNumberParam } from '../affiliate/ledgerQuery';

/** GET /api/admin/audit?limit=&before=: admin decisions, newest first; `before` is the id to continue below (`next_before`). */
export function registerAdminAuditRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db } = deps;

  app.get('/api/admin/audit', async (c) => {
    await auth.requireAdmin(c);
    const limit = wholeNumberParam('limit', c.req.query('limit'), { min: 1, max: 100, fallback: 50 });
    const before = c.req.query('before') || null;
    if (before !== null && !/^[1-9]\d{0,17}$/.test(before)) throw badRequest('before must be an audit entry id');
    const rows = await db.query<{ id: string; actor_email: string | null; action: string; target_type: string; target_id: string; details: Record<string, unknown> | string; created_at: Date }>(
      `SELECT a.id::text AS id, u.email AS actor_email, a.action, a.target_type, a.target_id, a.details, a.created_at
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
       WHERE ($1::bigint IS NULL OR a.id < $1::bigint) ORDER BY a.id DESC LIMIT $2`,
      [before, limit + 1],
    );
    const entries: AuditEntry[] = rows.slice(0, limit).map((r) => ({
      id: r.id, actor_email: r.actor_email, action: r.action, target_type: r.target_type, target_id: r.target_id,
      details: typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details, created_at: iso(r.created_at),
    }));
    const res: AuditPage = { entries, next_before: rows.length > limit ? (entries[entries.length - 1]?.id ?? null) : null };
    return c.json(res);
  });
}
