import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { iso } from '../lib/time';
import { sampleMails, type MailTemplateName } from '../mail/templates';
import { findMailHtml, listMailbox } from '../db/queries/dev';

export interface MailboxMessage { id: string; to: string; subject: string; text: string; links: string[]; kind: string; status: string; created_at: string }

/**
 * Development only (404 when NODE_ENV=production; product §15.2):
 *
 *   GET /dev/mailbox[?to=email]       the outbox, newest first, text and links (sign-up and reset links for local runs)
 *   GET /dev/mailbox/:id.html         one stored mail's HTML body, as a mail client shows it
 *   GET /dev/mail/templates           the templates, each with a preview link
 *   GET /dev/mail/templates/:name     one template rendered with sample values (HTML; ?format=text: its text body)
 */
export function registerDevRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const off = () => deps.config.nodeEnv === 'production';
  const notFound = { error: 'Not found' };

  app.get('/dev/mailbox', async (c) => {
    if (off()) return c.json(notFound, 404);
    const to = c.req.query('to')?.trim().toLowerCase();
    const rows = await listMailbox(deps.db, to || null);
    const messages: MailboxMessage[] = rows.map((r) => ({
      id: String(r.id),
      to: r.to_email,
      subject: r.subject,
      text: r.body,
      links: Array.isArray(r.links) ? r.links : (JSON.parse(String(r.links)) as string[]),
      kind: r.kind,
      status: r.status,
      created_at: iso(r.created_at),
    }));
    return c.json({ messages });
  });

  app.get('/dev/mailbox/:file', async (c) => {
    if (off()) return c.json(notFound, 404);
    const id = /^([1-9]\d{0,17})\.html$/.exec(c.req.param('file'))?.[1];
    const html = id ? await findMailHtml(deps.db, id) : null;
    if (!html) return c.json(notFound, 404);
    return devHtml(c.html(html));
  });

  app.get('/dev/mail/templates', (c) => {
    if (off()) return c.json(notFound, 404);
    const names = Object.keys(sampleMails(deps.config.appUrl));
    return c.json({ templates: names.map((name) => ({ name, html: `/dev/mail/templates/${name}`, text: `/dev/mail/templates/${name}?format=text` })) });
  });

  app.get('/dev/mail/templates/:name', (c) => {
    if (off()) return c.json(notFound, 404);
    const samples = sampleMails(deps.config.appUrl);
    const name = c.req.param('name');
    if (!Object.hasOwn(samples, name)) return c.json(notFound, 404);
    const mail = samples[name as MailTemplateName];
    if (c.req.query('format') === 'text') return c.text(`Subject: ${mail.subject}\n\n${mail.text}`);
    return devHtml(c.html(mail.html));
  });
}

/** A mail's HTML opened in a browser: no script runs in it and it cannot be framed by another site. */
async function devHtml(res: Response | Promise<Response>): Promise<Response> {
  const r = await res;
  r.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'");
  return r;
}
