// The end-to-end run's mail relay (product §15.1): a real SMTP server (smtp-server, in this
// process) that the API sends to through SMTP_URL, and a small HTTP endpoint from which the specs
// read what arrived: GET /messages?to=<address> → { messages: [{ from, to, subject, text, html }] },
// newest last. Ports from the environment: SMTP_SINK_PORT and SMTP_SINK_HTTP_PORT.
import { createServer } from 'node:http';
import { startSmtpSink } from '../test/support/smtpSink';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2580);
const sink = await startSmtpSink({ port: smtpPort });
const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method !== 'GET' || url.pathname !== '/messages') {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Not found"}');
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = sink.received
    .filter((m) => !to || m.to.some((a) => a.toLowerCase() === to))
    .map(({ from, to: rcpt, subject, text, html }) => ({ from, to: rcpt, subject, text, html }));
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ messages }));
});
http.listen(httpPort, '127.0.0.1', () => console.log(`SMTP sink on 127.0.0.1:${sink.port}, messages at http://127.0.0.1:${httpPort}/messages`));
const stop = () => { http.close(); void sink.close().then(() => process.exit(0)); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
