import type { AppDeps, OutgoingMail } from '../context';
import { logSafe } from '../lib/logSafe';
import { claimDueMails, markMailFailed, markMailForRetry, markMailSent, type OutboxRow } from '../db/queries/mail';

/** Attempts before a mail is given up as failed (about an hour of tries with the backoff below). */
export const MAX_MAIL_ATTEMPTS = 8;
/** Wait after the first failed attempt; it doubles after each one, up to MAX_RETRY_DELAY_SECONDS. */
export const FIRST_RETRY_DELAY_SECONDS = 30;
export const MAX_RETRY_DELAY_SECONDS = 3600;
/**
 * How long a claimed mail belongs to the instance that claimed it. Longer than one SMTP delivery can
 * take (smtpMailer's timeouts), so no second instance sends it while the first is still trying; an
 * instance that dies mid-send leaves it to be claimed again once this has passed.
 */
export const CLAIM_SECONDS = 300;
/** Mails claimed per round. */
const BATCH = 10;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(FIRST_RETRY_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_SECONDS);

export interface DrainResult { sent: number; retrying: number; failed: number }

export interface OutboxWorker {
  /** Sends every mail that is due now, round after round, until none is left; what it did. */
  drain(): Promise<DrainResult>;
  /** Drains every `intervalMs` on an unref'd timer (never two drains at once); stop() ends it. */
  start(intervalMs?: number): { stop(): void };
}

/**
 * The outbox's sender (product §15.1). A round claims up to BATCH due mails in one statement
 * (`FOR UPDATE SKIP LOCKED`: instances running at once claim different rows, so no mail is sent by
 * two of them), marks them `sending` until CLAIM_SECONDS from now, then delivers each through
 * `deps.mailer`. Delivered: `sent`. Failed: retried after `retryDelaySeconds`, unless the relay
 * refused it for good or it was the MAX_MAIL_ATTEMPTS-th attempt: then `failed`, with the error,
 * which admins see (`GET /api/admin/mail`). In production a mail's body, HTML and links (which hold
 * tokens) are cleared once it is sent or failed; recipient, subject and kind stay.
 *
 * Log lines name the outbox row, its kind and the error, never the recipient's links or the body.
 */
export function makeOutboxWorker(deps: AppDeps): OutboxWorker {
  const log = deps.log ?? console.log;
  const redact = deps.config.nodeEnv === 'production';

  async function claim(): Promise<OutboxRow[]> {
    const now = deps.clock.now();
    return claimDueMails(deps.db, now, new Date(now.getTime() + CLAIM_SECONDS * 1000), BATCH);
  }

  async function deliver(row: OutboxRow, result: DrainResult): Promise<void> {
    const mail: OutgoingMail = {
      id: String(row.id),
      to: row.to_email,
      subject: row.subject,
      text: row.body,
      links: Array.isArray(row.links) ? row.links : (JSON.parse(String(row.links)) as string[]),
      kind: row.kind,
      ...(row.html ? { html: row.html } : {}),
    };
    try {
      await deps.mailer.deliver(mail);
    } catch (err) {
      const permanent = (err as { permanent?: unknown } | null)?.permanent === true;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const now = deps.clock.now();
      if (permanent || row.attempts >= MAX_MAIL_ATTEMPTS) {
        await markMailFailed(deps.db, row.id, now, message, redact);
        result.failed++;
        log(`[mail] #${row.id} (${row.kind}) failed for good after ${row.attempts} attempt(s): ${logSafe(message)}`);
      } else {
        const delay = retryDelaySeconds(row.attempts);
        await markMailForRetry(deps.db, row.id, new Date(now.getTime() + delay * 1000), message);
        result.retrying++;
        log(`[mail] #${row.id} (${row.kind}) attempt ${row.attempts} failed, next in ${delay} s: ${logSafe(message)}`);
      }
      return;
    }
    await markMailSent(deps.db, row.id, deps.clock.now(), redact);
    result.sent++;
  }

  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await claim();
      if (!rows.length) return result;
      for (const row of rows) await deliver(row, result);
    }
  }

  return {
    drain,
    start(intervalMs = 2000) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        drain()
          .catch((err: unknown) => log(`[error] mail outbox: ${err instanceof Error ? err.message : String(err)}`))
          .finally(() => { running = false; });
      }, intervalMs);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}
