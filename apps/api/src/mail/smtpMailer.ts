import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from '../context';

/** A delivery that failed; `permanent`: retrying cannot help (the relay refused the message or its address for good). */
export class MailDeliveryError extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** The message of an SMTP failure without anything that could carry the mail's content (its recipient stays, its body never is in it). */
function describe(err: unknown): { message: string; permanent: boolean } {
  const e = err as { responseCode?: number; code?: string; response?: string; message?: string } | null;
  const code = typeof e?.responseCode === 'number' ? e.responseCode : null;
  // 5xx: the relay refused for good (no such mailbox, policy); an envelope nodemailer cannot send (no valid
  // address) too. 4xx answers and network errors pass: they are tried again.
  const permanent = code !== null ? code >= 500 && code < 600 : e?.code === 'EENVELOPE';
  const text = (e?.response ?? e?.message ?? String(err)).replace(/\s+/g, ' ').slice(0, 300);
  return { message: code !== null ? `SMTP ${code}: ${text}` : `${e?.code ? `${e.code}: ` : ''}${text}`, permanent };
}

/** Timeouts of one delivery: shorter than the worker's claim on a mail, so a slow relay never lets a second instance send it too. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/**
 * Sends through the SMTP relay of `smtpUrl` (smtp://user:pass@host:587 with STARTTLS when the relay
 * offers it, smtps://…:465 for TLS from the start) as `from`, text and HTML in one message, with the
 * outbox row as Message-ID. Nodemailer's own logging stays off: nothing of a mail reaches the log.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    logger: false,
    debug: false,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  }, { from });
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'portfoliotracker.local';
  return {
    async deliver(mail: OutgoingMail) {
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.id ? { messageId: `<outbox-${mail.id}@${domain}>` } : {}),
        });
      } catch (err) {
        const d = describe(err);
        throw new MailDeliveryError(d.message, d.permanent);
      }
    },
    close() {
      transport.close();
    },
  };
}
