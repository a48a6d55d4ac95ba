import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';

/** A recorded response from `fixtures/market/` (written from the providers' documented formats). */
export const fixture = (name: string): string => readFileSync(new URL(`./fixtures/market/${name}`, import.meta.url), 'utf8');

export interface FakeReply { status?: number; body?: string; headers?: Record<string, string | undefined>; delayMs?: number }
export type FakeRoute = (req: IncomingMessage, url: URL) => FakeReply | undefined;

/**
 * A local stand-in for a market-data provider on 127.0.0.1 (a free port): `route` answers each
 * request (404 when it answers nothing); `requests` records what was asked (path and query, and the
 * cookie header) so a test can check what an adapter sent and how often.
 */
export async function startFakeMarketServer(route: FakeRoute): Promise<{ url: string; requests: { path: string; cookie: string | undefined; headers: IncomingMessage['headers'] }[]; setRoute(r: FakeRoute): void; close(): Promise<void> }> {
  let current = route;
  const requests: { path: string; cookie: string | undefined; headers: IncomingMessage['headers'] }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: `${url.pathname}${url.search}`, cookie: req.headers.cookie, headers: req.headers });
    const reply = current(req, url) ?? { status: 404, body: '{"error":"no route"}' };
    const send = () => {
      if (res.destroyed) return;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const [k, v] of Object.entries(reply.headers ?? {})) if (v !== undefined) headers[k] = v;
      res.writeHead(reply.status ?? 200, headers);
      res.end(reply.body ?? '');
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setRoute: (r) => {
      current = r;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
