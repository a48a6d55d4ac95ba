import type { Hono } from 'hono';
import { MAIL_DELIVERY_STATUSES, type AdminMail, type AdminMailPage } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { iso, isoOrNull } from '../lib/time';
import { param } from '../lib/queryParams';
import { parse } from '../lib/validate';
import { countOutboxBacklog, listOutboxMails } from '../db/queries/mail';

/**
 * GET /api/admin/mail?status=&limit=&before= (admins; product §15.1): the e-mail outbox newest
 * first, with how many mails wait and how many failed for good. Recipient, subject, template,
 * attempts and the relay's last error; never a body or a link (they hold tokens).
 */
export function registerAdminMailRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db } = deps;
  app.get('/api/admin/mail', async (c) => {
    await auth.requireAdmin(c);
    const { status, limit, before } = parse({
      status: param.oneOf('status', MAIL_DELIVERY_STATUSES),
      limit: param.wholeNumber('limit', { min: 1, max: 100, fallback: 50 }),
      before: param.rowId('before must be a mail id'),
    }, c.req.query());
    const rows = await listOutboxMails(db, status, before, limit + 1);
    const counts = await countOutboxBacklog(db);
    const mails: AdminMail[] = rows.slice(0, limit).map((r) => ({
      id: r.id, to: r.to_email, subject: r.subject, kind: r.kind, status: r.status, attempts: Number(r.attempts), last_error: r.last_error,
      created_at: iso(r.created_at), sent_at: isoOrNull(r.sent_at), failed_at: isoOrNull(r.failed_at),
      next_attempt_at: r.status === 'pending' ? isoOrNull(r.next_attempt_at) : null,
    }));
    const res: AdminMailPage = {
      mails,
      counts,
      next_before: rows.length > limit ? (mails[mails.length - 1]?.id ?? null) : null,
    };
    return c.json(res);
  });
}
