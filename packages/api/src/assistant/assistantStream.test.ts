import { describe, expect, it } from 'vitest';
import { json, makeClient, scriptedFetch } from '../../test/fakeFetch';
import { ApiError } from '../http/ApiError';
import { assistantErrorMessage, assistantMessages } from './assistantQuestions';
import { assistantQuotaPeriod, assistantQuotaReachedMessage, assistantQuotaText, assistantQuestionsLeft } from './assistantQuota';
import { readServerSentEvents } from './readAssistantStream';
import type { AssistantStreamEvent } from './types';

/** A text/event-stream body delivered in the pieces given (split anywhere, as a network does). */
function sse(pieces: string[]): Response {
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({ start(c) { for (const p of pieces) c.enqueue(enc.encode(p)); c.close(); } });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}
const DONE = { answer: 'Your largest holding is AAPL.', source: 'model', citations: [{ label: 'Weight of AAPL', value: '45.3%', symbol: 'AAPL' }], quota: { used: 3, limit: 100, resets_at: '2026-07-01T00:00:00.000Z' } };

async function collect(events: AsyncIterable<AssistantStreamEvent>): Promise<AssistantStreamEvent[]> {
  const out: AssistantStreamEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

describe('client.chartgpt.stream', () => {
  it('posts to the stream call and yields the text pieces, then the whole answer, however the bytes are split', async () => {
    const body = `event: text\ndata: {"text":"Your largest "}\n\nevent: text\r\ndata: {"text":"holding is AAPL."}\r\n\r\n: keep-alive\n\nevent: done\ndata: ${JSON.stringify(DONE)}\n\n`;
    const { fetch, requests } = scriptedFetch(() => sse([body.slice(0, 7), body.slice(7, 50), body.slice(50)]));
    const { client } = makeClient(fetch);
    const events = await collect(await client.chartgpt.stream({ prompt: 'Largest?' }));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/chartgpt/stream']);
    expect(requests[0]!.body).toEqual({ prompt: 'Largest?' });
    expect(requests[0]!.headers.Accept).toBe('text/event-stream');
    expect(events).toEqual([{ type: 'text', text: 'Your largest ' }, { type: 'text', text: 'holding is AAPL.' }, { type: 'done', answer: DONE }]);
  });

  it('rejects before streaming on a refusal, and throws the error event or a cut stream while reading', async () => {
    const quota = { error: 'You have used the 100 questions your plan includes this month. They renew on Jul 01, 2026.', code: 'assistant_quota', limit: 100, used: 100 };
    const { fetch } = scriptedFetch((_req, i) => [
      json(429, quota),
      sse(['event: text\ndata: {"text":"Your"}\n\nevent: error\ndata: {"error":"The assistant is not answering right now.","code":"assistant_unavailable","status":502}\n\n']),
      sse(['event: text\ndata: {"text":"Your"}\n\n']),
    ][i]!);
    const { client } = makeClient(fetch);
    const refused = await client.chartgpt.stream({ prompt: 'Q' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).status, (refused as ApiError).serverCode]).toEqual([429, 'assistant_quota']);
    expect(assistantErrorMessage(refused)).toBe(quota.error);
    const failed = await collect(await client.chartgpt.stream({ prompt: 'Q' })).catch((e: unknown) => e);
    expect([(failed as ApiError).status, (failed as ApiError).serverCode, (failed as ApiError).message]).toEqual([502, 'assistant_unavailable', 'The assistant is not answering right now.']);
    const cut = await collect(await client.chartgpt.stream({ prompt: 'Q' })).catch((e: unknown) => e);
    expect((cut as ApiError).kind).toBe('network');
    expect(assistantErrorMessage(cut)).toBe(assistantMessages.failed);
    expect(assistantErrorMessage(null)).toBeNull();
  });

  it('reads the status call', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, { source: 'local', quota: { used: 0, limit: null, resets_at: '2026-07-01T00:00:00.000Z' } }));
    const { client } = makeClient(fetch);
    expect(await client.chartgpt.status()).toMatchObject({ source: 'local' });
    expect(requests[0]!.path).toBe('/api/chartgpt/status');
  });
});

describe('server-sent events', () => {
  it('joins data lines, defaults the event name, and drops a last event the stream cut before its blank line', async () => {
    const res = sse(['data: a\ndata: b\n\nevent: x\ndata: c']);
    const out: { event: string; data: string }[] = [];
    for await (const e of readServerSentEvents(res.body!)) out.push(e);
    expect(out).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});

describe('the monthly allowance', () => {
  it('runs from the first of the month, UTC, to the next', () => {
    expect(assistantQuotaPeriod(new Date('2026-12-31T23:59:59Z'))).toEqual({ start: new Date('2026-12-01T00:00:00Z'), resetsAt: new Date('2027-01-01T00:00:00Z') });
    expect(assistantQuotaPeriod(new Date('2026-06-01T00:00:00Z')).start).toEqual(new Date('2026-06-01T00:00:00Z'));
  });
  it('is written for the member', () => {
    const q = { used: 12, limit: 100, resets_at: '2026-07-01T00:00:00.000Z' };
    expect(assistantQuotaText(q)).toBe('12 of 100 questions used this month · renews Jul 01, 2026');
    expect(assistantQuotaText({ ...q, limit: null, used: 1 })).toBe('1 question this month · no monthly limit');
    expect(assistantQuestionsLeft(q)).toBe(88);
    expect(assistantQuestionsLeft({ ...q, used: 120 })).toBe(0);
    expect(assistantQuestionsLeft({ ...q, limit: null })).toBeNull();
    expect(assistantQuotaReachedMessage({ ...q, used: 100 })).toBe('You have used the 100 questions your plan includes this month. They renew on Jul 01, 2026.');
  });
});
