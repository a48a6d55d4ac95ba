import type { AppDeps } from '../context';
import type { Queryable } from '../db';

const URL_RE = /https?:\/\/[^\s<>"')]+/g;

/** Stores the e-mail in the outbox, then hands it to the mailer (which logs it in development). */
export async function sendMail(deps: AppDeps, mail: { to: string; subject: string; text: string }, q: Queryable = deps.db): Promise<void> {
  const links = mail.text.match(URL_RE) ?? [];
  await q.query('INSERT INTO email_outbox (to_email, subject, body, links, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)', [
    mail.to,
    mail.subject,
    mail.text,
    JSON.stringify(links),
    deps.clock.now(),
  ]);
  await deps.mailer.deliver({ ...mail, links });
}

/** The default mailer: one log line per e-mail with its recipient, subject and links. */
export function logMailer(log: (line: string) => void = console.log): { deliver(m: { to: string; subject: string; links: string[] }): void } {
  return {
    deliver(m) {
      log(`[mail] to=${m.to} subject="${m.subject}"${m.links.length ? ` links=${m.links.join(' ')}` : ''}`);
    },
  };
}
