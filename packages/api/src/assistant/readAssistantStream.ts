import { normalizeError } from '../http/normalizeError';
import type { ChartGptResponse } from '../investing/types';
import type { AssistantStreamEvent } from './types';

/** The events of a text/event-stream body: `event:` (default 'message') and its `data:` lines joined. */
export async function* readServerSentEvents(stream: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length) yield { event, data: data.join('\n') };
          event = 'message';
          data = [];
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
        }
      }
      // An event not ended by a blank line when the stream ends is incomplete: dropped, as the standard says.
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The chart assistant's stream (POST /api/chartgpt/stream, product §15.3) as typed events: `text`
 * pieces as the answer is written, then `done` with the whole answer, its citations and the month's
 * allowance. An `error` event (the model failed or timed out after the answer started) is thrown as
 * the same ApiError a JSON error body would be; a stream that ends without `done` is a network error.
 */
export async function* readAssistantStream(stream: ReadableStream<Uint8Array>): AsyncGenerator<AssistantStreamEvent> {
  for await (const e of readServerSentEvents(stream)) {
    if (e.event === 'text') {
      const { text } = JSON.parse(e.data) as { text?: unknown };
      if (typeof text === 'string' && text) yield { type: 'text', text };
    } else if (e.event === 'done') {
      yield { type: 'done', answer: JSON.parse(e.data) as ChartGptResponse };
      return;
    } else if (e.event === 'error') {
      const body = JSON.parse(e.data) as { status?: unknown };
      const status = typeof body.status === 'number' ? body.status : 502;
      throw normalizeError({ kind: 'http', status, statusText: '', body: e.data });
    }
  }
  throw normalizeError({ kind: 'network', cause: new Error('The answer stopped before it was complete') });
}
