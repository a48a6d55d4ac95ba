import type { AppDeps, OutgoingMail } from '../context';
import type { Queryable } from '../db';
import { logSafe } from '../lib/logSafe';
import { insertOutboxMail } from '../db/queries/mail';
import { mailTemplates, type RenderedMail } from './templates';

const URL_RE = /https?:\/\/[^\s<>"')]+/g;

/**
 * Queues a mail in the transactional outbox (product §15.1): one `email_outbox` row, written with
 * `q`, so a caller inside a transaction writes it in the same transaction as the event it tells
 * of (rolled back with it, never sent for something that did not happen). The outbox worker
 * (`outboxWorker.ts`) sends it after the commit, with retries.
 */
export async function queueMail(deps: AppDeps, q: Queryable, to: string, mail: RenderedMail): Promise<void> {
  const links = mail.text.match(URL_RE) ?? [];
  await insertOutboxMail(q, { to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind, links, at: deps.clock.now() });
}

/**
 * Queues a mail given as a subject and plain text (its HTML is the product's layout around that
 * text), in `q`'s transaction when one is given. The name and signature callers have always used:
 * nothing is delivered here any more; the outbox worker sends it.
 */
export async function sendMail(deps: AppDeps, mail: { to: string; subject: string; text: string }, q: Queryable = deps.db): Promise<void> {
  await queueMail(deps, q, mail.to, mailTemplates.message({ subject: mail.subject, text: mail.text }));
}

/**
 * The development transport (no SMTP_URL; refused when NODE_ENV=production, see config.ts): one
 * log line per e-mail with its recipient, subject and links, so sign-up works on one machine with
 * the dev mailbox. Links carry tokens, which is why production never uses it.
 */
export function logMailer(log: (line: string) => void = console.log): { deliver(m: OutgoingMail): void } {
  return {
    deliver(m) {
      log(`[mail] to=${logSafe(m.to)} subject="${logSafe(m.subject)}"${m.links.length ? ` links=${m.links.map(logSafe).join(' ')}` : ''}`);
    },
  };
}
