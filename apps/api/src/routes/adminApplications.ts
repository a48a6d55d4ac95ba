import type { Hono } from 'hono';
import type { AdminApplication, AdminApplicationList, ApplicationCounts, FraudFlag } from '@pt/api';
import { validateRejectNotes } from '@pt/api/rules';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest, conflict, notFound } from '../lib/http';
import { audit, notify } from '../lib/notify';
import { isUuid, optString, parse, readBody } from '../lib/validate';
import { queueMail } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import { parseFlags } from '../affiliate/ledgerRows';
import { toApplication, type ApplicationRow } from '../affiliate/mappers';
import { activateAffiliate } from '../affiliate/profiles';

type AdminRow = ApplicationRow & { reviewer_email: string | null; flags: FraudFlag[] | string };
const SELECT = `SELECT a.*, r.email AS reviewer_email FROM affiliate_applications a LEFT JOIN users r ON r.id = a.reviewer_id`;
const toAdmin = (r: AdminRow): AdminApplication => ({ ...toApplication(r), reviewer_email: r.reviewer_email, flags: parseFlags(r.flags) });

/** Admin review of affiliate applications: the list with counts, approve and reject (notified, e-mailed, audited). */
export function registerAdminApplicationRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock, config } = deps;

  app.get('/api/admin/affiliate-applications', async (c) => {
    await auth.requireAdmin(c);
    const status = c.req.query('status');
    if (status && !['pending', 'approved', 'rejected'].includes(status)) throw badRequest('status must be one of: pending, approved, rejected');
    const rows = await db.query<AdminRow>(`${SELECT} WHERE ($1::text IS NULL OR a.status = $1) ORDER BY a.created_at DESC`, [status ?? null]);
    const countRows = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM affiliate_applications GROUP BY status');
    const counts: ApplicationCounts = { pending: 0, approved: 0, rejected: 0, total: 0 };
    for (const r of countRows) {
      if (r.status === 'pending' || r.status === 'approved' || r.status === 'rejected') counts[r.status] = Number(r.n);
      counts.total += Number(r.n);
    }
    const res: AdminApplicationList = { applications: rows.map(toAdmin), counts };
    return c.json(res);
  });

  async function decide(id: string, adminId: string, decision: 'approved' | 'rejected', notes: string | null): Promise<AdminApplication> {
    if (!isUuid(id)) throw notFound('Application not found');
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const current = (await tx.query<ApplicationRow>('SELECT * FROM affiliate_applications WHERE id = $1 FOR UPDATE', [id]))[0];
      if (!current) throw notFound('Application not found');
      if (current.status !== 'pending') throw conflict(`Application has already been ${current.status}`);
      await tx.query(
        'UPDATE affiliate_applications SET status = $2, reviewer_notes = $3, reviewer_id = $4, reviewed_at = $5, updated_at = $5 WHERE id = $1',
        [id, decision, notes, adminId, now],
      );
      if (decision === 'approved') await activateAffiliate(tx, current.user_id);
      await audit(tx, adminId, `affiliate_application.${decision === 'approved' ? 'approve' : 'reject'}`, 'affiliate_application', id, { notes, user_id: current.user_id }, now);
      await notify(
        tx,
        current.user_id,
        decision === 'approved' ? 'Affiliate application approved' : 'Affiliate application rejected',
        decision === 'approved'
          ? 'Welcome to the affiliate programme! Your dashboard is ready.'
          : `Your affiliate application was not approved.${notes ? ` Reviewer notes: ${notes}` : ''}`,
        now,
        'affiliate',
      );
      await queueMail(deps, tx, current.email, decision === 'approved'
        ? mailTemplates.affiliateApproved({ name: current.full_name, url: `${config.appUrl}/affiliates` })
        : mailTemplates.affiliateRejected({ name: current.full_name, notes, url: `${config.appUrl}/affiliate-application` }));
      return (await tx.query<AdminRow>(`${SELECT} WHERE a.id = $1`, [id]))[0] as AdminRow;
    });
    return toAdmin(row);
  }

  app.post('/api/admin/affiliate-applications/:id/approve', async (c) => {
    const admin = await auth.requireAdmin(c);
    const body = await readBody(c.req, true);
    return c.json(await decide(c.req.param('id'), admin.id, 'approved', optString(body, 'notes', 2000) ?? null));
  });

  app.post('/api/admin/affiliate-applications/:id/reject', async (c) => {
    const admin = await auth.requireAdmin(c);
    const body = await readBody(c.req, true);
    // The admin form's rule and text (@pt/api/rules), then the stored length.
    const { notes } = parse(validateRejectNotes, { notes: optString(body, 'notes', 2000) ?? '' });
    return c.json(await decide(c.req.param('id'), admin.id, 'rejected', notes));
  });
}
