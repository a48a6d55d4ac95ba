import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { iso } from '../lib/time';

export interface MailboxMessage { id: string; to: string; subject: string; text: string; links: string[]; created_at: string }

/** GET /dev/mailbox: the outbox, newest first (not in production). */
export function registerDevRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/dev/mailbox', async (c) => {
    if (deps.config.nodeEnv === 'production') return c.json({ error: 'Not found' }, 404);
    const to = c.req.query('to')?.trim().toLowerCase();
    const rows = await deps.db.query<{ id: string | number; to_email: string; subject: string; body: string; links: string[]; created_at: Date }>(
      `SELECT id, to_email, subject, body, links, created_at FROM email_outbox
       WHERE ($1::text IS NULL OR lower(to_email) = $1) ORDER BY id DESC LIMIT 200`,
      [to || null],
    );
    const messages: MailboxMessage[] = rows.map((r) => ({
      id: String(r.id),
      to: r.to_email,
      subject: r.subject,
      text: r.body,
      links: Array.isArray(r.links) ? r.links : (JSON.parse(String(r.links)) as string[]),
      created_at: iso(r.created_at),
    }));
    return c.json({ messages });
  });
}
