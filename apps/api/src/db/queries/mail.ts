// The SQL of the e-mail outbox (product §16.4, §15.1): queuing a mail, the worker's claim and
// outcome, and the admins' view. Each function is one statement on whatever it is given.
import type { MailDeliveryStatus } from '@pt/api';
import type { Queryable } from '../Db';

export interface NewOutboxMail { to: string; subject: string; text: string; html: string | null; kind: string; links: readonly string[]; at: Date }

/** Queues a mail, due at once. */
export async function insertOutboxMail(q: Queryable, m: NewOutboxMail): Promise<void> {
  await q.query(
    `INSERT INTO email_outbox (to_email, subject, body, html, kind, links, created_at, status, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, 'pending', $7)`,
    [m.to, m.subject, m.text, m.html, m.kind, JSON.stringify(m.links), m.at],
  );
}

export interface OutboxRow {
  id: string | number; to_email: string; subject: string; body: string; html: string | null; kind: string; links: string[] | string; attempts: number;
}

/**
 * Claims up to `batch` due mails (pending and due, or sending with an expired claim) in one statement,
 * FOR UPDATE SKIP LOCKED so instances at once claim different rows: they become `sending` until
 * `claimedUntil`, one more attempt counted.
 */
export function claimDueMails(q: Queryable, now: Date, claimedUntil: Date, batch: number): Promise<OutboxRow[]> {
  return q.query<OutboxRow>(
    `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, claimed_until = $2
       WHERE id IN (
         SELECT id FROM email_outbox
         WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND claimed_until <= $1)
         ORDER BY id LIMIT ${Math.trunc(batch)} FOR UPDATE SKIP LOCKED
       )
       RETURNING id, to_email, subject, body, html, kind, links, attempts`,
    [now, claimedUntil],
  );
}

/** What is cleared of a sent or failed mail when `redact` (production): its body, HTML and links, which hold tokens. */
const cleared = (redact: boolean): string => (redact ? `, body = '', html = NULL, links = '[]'::jsonb` : '');

export async function markMailFailed(q: Queryable, id: string | number, at: Date, error: string, redact: boolean): Promise<void> {
  await q.query(
    `UPDATE email_outbox SET status = 'failed', failed_at = $2, last_error = $3, claimed_until = NULL${cleared(redact)} WHERE id = $1 AND status = 'sending'`,
    [id, at, error],
  );
}

export async function markMailForRetry(q: Queryable, id: string | number, nextAttemptAt: Date, error: string): Promise<void> {
  await q.query(
    `UPDATE email_outbox SET status = 'pending', next_attempt_at = $2, last_error = $3, claimed_until = NULL WHERE id = $1 AND status = 'sending'`,
    [id, nextAttemptAt, error],
  );
}

export async function markMailSent(q: Queryable, id: string | number, at: Date, redact: boolean): Promise<void> {
  await q.query(
    `UPDATE email_outbox SET status = 'sent', sent_at = $2, last_error = NULL, claimed_until = NULL${cleared(redact)} WHERE id = $1 AND status = 'sending'`,
    [id, at],
  );
}

export interface AdminMailRow {
  id: string; to_email: string; subject: string; kind: string; status: MailDeliveryStatus; attempts: number; last_error: string | null;
  created_at: Date; sent_at: Date | null; failed_at: Date | null; next_attempt_at: Date | null;
}

/** Up to `limit` mails newest first, of one status when given, before id `before` when given (a bigint as text). */
export const listOutboxMails = (q: Queryable, status: string | null, before: string | null, limit: number): Promise<AdminMailRow[]> =>
  q.query<AdminMailRow>(
    `SELECT id::text AS id, to_email, subject, kind, status, attempts, last_error, created_at, sent_at, failed_at, next_attempt_at
       FROM email_outbox WHERE ($1::text IS NULL OR status = $1) AND ($2::bigint IS NULL OR id < $2::bigint)
       ORDER BY id DESC LIMIT $3`,
    [status, before, limit],
  );

/** How many mails wait (pending or sending) and how many failed for good. */
export async function countOutboxBacklog(q: Queryable): Promise<{ pending: number; failed: number }> {
  const row = (await q.query<{ pending: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM email_outbox WHERE status IN ('pending', 'sending', 'failed')`,
  ))[0];
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
}
