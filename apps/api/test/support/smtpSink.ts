// A real SMTP server in process (smtp-server) that keeps what it receives, parsed (mailparser):
// the server tests send through it, and the end-to-end run starts it (scripts/testSmtpServer.ts)
// so sign-up's mail is read from what arrived over SMTP. It can refuse mail on purpose: a
// temporary (4xx) or permanent (5xx) answer to the next recipients, to test retries and failures.
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The next `times` recipients are refused with `code` (421-451 temporary, 550 permanent). */
  refuseNext(code: number, times?: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(o: { port?: number; host?: string } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals: { code: number; left: number } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (refusals && refusals.left > 0) {
        refusals.left--;
        const err = Object.assign(new Error(refusals.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusals.code });
        callback(err);
        return;
      }
      void address;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((mail) => {
            received.push({
              from: mail.from?.text ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId ?? '',
              raw,
            });
            callback();
          })
          .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
      });
    },
  });
  const host = o.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, host, () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://${host}:${port}`,
    received,
    refuseNext(code, times = 1) { refusals = { code, left: times }; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
