// A local server that speaks the OpenAI chat completions API (POST /v1/chat/completions, streamed
// as server-sent events), for the assistant's tests and the end-to-end run (product §15.3). It
// plays a model that uses its tools: asked a question without tool results, it calls
// get_holdings; given them, it answers from them in pieces ('Your largest holding is AAPL at
// 45.3% of your portfolio, worth $1,234.56. …'). Each request is recorded as received. It can fail
// on purpose: an HTTP error status, a stream cut short, or no answer at all (a timeout).
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface RecordedRequest { headers: IncomingMessage['headers']; body: { model?: string; messages?: { role: string; content?: string | null; tool_calls?: unknown[] }[]; tools?: unknown[]; stream?: boolean } }

export type FakeFailure = { kind: 'status'; status: number } | { kind: 'cut' } | { kind: 'hang' };

export interface FakeModelServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** The next request fails this way. */
  failNext(f: FakeFailure): void;
  close(): Promise<void>;
}

interface Holding { symbol: string; value: string; weight: string }
interface HoldingsResult { total_value: string; total_return: string; holdings: Holding[] }

/** The answer the fake model writes from get_holdings' result. */
export function fakeAnswer(r: HoldingsResult): string {
  const top = r.holdings[0];
  if (!top) return `You hold no open positions right now; your portfolios are worth ${r.total_value}.`;
  return `Your largest holding is ${top.symbol} at ${top.weight} of your portfolio, worth ${top.value}. `
    + `All together your holdings are worth ${r.total_value}, with a total return of ${r.total_return}.`;
}

export async function startFakeModelServer(o: { port?: number; chunkDelayMs?: number; apiKey?: string } = {}): Promise<FakeModelServer> {
  const requests: RecordedRequest[] = [];
  const failures: FakeFailure[] = [];
  const delay = o.chunkDelayMs ?? 0;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const hanging = new Set<() => void>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
          res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as RecordedRequest['body'];
        requests.push({ headers: req.headers, body });
        if (o.apiKey && req.headers.authorization !== `Bearer ${o.apiKey}`) {
          res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
          return;
        }
        const failure = failures.shift();
        if (failure?.kind === 'status') {
          res.writeHead(failure.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: `fake failure ${failure.status}` } }));
          return;
        }
        if (failure?.kind === 'hang') {
          await new Promise<void>((resolve) => { hanging.add(resolve); res.on('close', resolve); });
          res.destroy();
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
        const send = (delta: Record<string, unknown>, finish: string | null = null) =>
          res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
        const messages = body.messages ?? [];
        const toolResult = [...messages].reverse().find((m) => m.role === 'tool');
        if (!toolResult) {
          // Round one: call get_holdings, its arguments in two pieces as real servers send them.
          send({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'get_holdings', arguments: '' } }] });
          if (failure?.kind === 'cut') {
            res.destroy();
            return;
          }
          await sleep(delay);
          send({ tool_calls: [{ index: 0, function: { arguments: '{' } }] });
          send({ tool_calls: [{ index: 0, function: { arguments: '}' } }] }, 'tool_calls');
          res.end('data: [DONE]\n\n');
          return;
        }
        const answer = fakeAnswer(JSON.parse(toolResult.content ?? '{}') as HoldingsResult);
        const words = answer.split(/(?<= )/);
        send({ role: 'assistant', content: '' });
        for (const [i, w] of words.entries()) {
          if (failure?.kind === 'cut' && i === 3) {
            res.destroy();
            return;
          }
          send({ content: w });
          await sleep(delay);
        }
        send({}, 'stop');
        res.end('data: [DONE]\n\n');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    failNext: (f) => { failures.push(f); },
    close: () => new Promise<void>((resolve) => {
      for (const release of hanging) release();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
