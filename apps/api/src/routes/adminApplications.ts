import type { Hono } from 'hono';
import type { AdminApplication, AdminApplicationList, ApplicationCounts } from '@pt/api';
import { validateRejectNotes } from '@pt/api/rules';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { conflict, notFound } from '../lib/http';
import { audit, notify } from '../lib/notify';
import { isUuid, optString, parse, readBody } from '../lib/validate';
import { queueMail } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import { parseFlags } from '../affiliate/ledgerRows';
import { param } from '../lib/queryParams';
import { toApplication } from '../affiliate/mappers';
import { activateAffiliate } from '../affiliate/profiles';
import {
  countApplicationsByStatus, findAdminApplication, listAdminApplications, lockApplication, updateApplicationDecision, type AdminApplicationRow,
} from '../db/queries/affiliate';

const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
const toAdmin = (r: AdminApplicationRow): AdminApplication => ({ ...toApplication(r), reviewer_email: r.reviewer_email, flags: parseFlags(r.flags) });

/** Admin review of affiliate applications: the list with counts, approve and reject (notified, e-mailed, audited). */
export function registerAdminApplicationRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock, config } = deps;

  app.get('/api/admin/affiliate-applications', async (c) => {
    await auth.requireAdmin(c);
    const { status } = parse({ status: param.oneOf('status', APPLICATION_STATUSES) }, c.req.query());
    const rows = await listAdminApplications(db, status);
    const countRows = await countApplicationsByStatus(db);
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
      const current = await lockApplication(tx, id);
      if (!current) throw notFound('Application not found');
      if (current.status !== 'pending') throw conflict(`Application has already been ${current.status}`);
      await updateApplicationDecision(tx, id, { status: decision, notes, reviewerId: adminId, at: now });
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
      return (await findAdminApplication(tx, id)) as AdminApplicationRow;
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
