// The SQL of the development mailbox (product §15.2, §16.4): the outbox as /dev/mailbox shows it.
// Development only; each function is one statement.
import type { Queryable } from '../Db';

export interface MailboxRow { id: string | number; to_email: string; subject: string; body: string; links: string[]; kind: string; status: string; created_at: Date }

/** The newest 200 mails of the outbox, newest first, to one address (lower case) or (null) to all. */
export const listMailbox = (q: Queryable, to: string | null): Promise<MailboxRow[]> =>
  q.query<MailboxRow>(
    `SELECT id, to_email, subject, body, links, kind, status, created_at FROM email_outbox
       WHERE ($1::text IS NULL OR lower(to_email) = $1) ORDER BY id DESC LIMIT 200`,
    [to],
  );

/** One stored mail's HTML body (null when it has none or does not exist). */
export async function findMailHtml(q: Queryable, id: string): Promise<string | null> {
  return (await q.query<{ html: string | null }>('SELECT html FROM email_outbox WHERE id = $1::bigint', [id]))[0]?.html ?? null;
}
