import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { codeForStatus, messageFromBody, normalizeError } from './normalizeError';
import { serverMessageOr } from './errorText';

const http = (status: number, body: string, statusText = '') => normalizeError({ kind: 'http', status, statusText, body });

describe('normalizeError: product §8 call layer order', () => {
  it.each([
    [{ detail: 'd', message: 'm', error: 'e' }, 'd'],
    [{ message: 'm', error: { message: 'em' } }, 'm'],
    [{ error: { message: 'em', code: 'ec' } }, 'em'],
    [{ error: { code: 'ec' } }, 'ec'],
    [{ error: 'plain' }, 'plain'],
    [{ other: 1 }, '{"other":1}'],
    [{ detail: [{ msg: 'x' }] }, '{"detail":[{"msg":"x"}]}'],
    [{ detail: '', message: '  ', error: 'e' }, 'e'],
  ])('%j -> %s', (body, expected) => {
    expect(http(400, JSON.stringify(body)).message).toBe(expected);
  });

  it("empty JSON text falls back to 'An error occurred'", () => {
    expect(messageFromBody(null, '')).toBe('An error occurred');
    expect(messageFromBody({}, '  ')).toBe('An error occurred');
  });

  it("non-JSON body: 'Server error ({status}): {text or status text or An error occurred}'", () => {
    expect(http(502, '<h1>Bad</h1>', 'Bad Gateway').message).toBe('Server error (502): <h1>Bad</h1>');
    expect(http(503, '', 'Service Unavailable').message).toBe('Server error (503): Service Unavailable');
    expect(http(500, '', '').message).toBe('Server error (500): An error occurred');
  });

  it('a whole body used as the message stops after 200 characters; the body itself is kept whole', () => {
    const page = `<html>${'<p>Bad gateway</p>'.repeat(100)}</html>`;
    const e = http(502, page, 'Bad Gateway');
    expect(e.message).toBe(`Server error (502): ${page.slice(0, 200)}…`);
    expect(e.body).toBe(page);
    const json = JSON.stringify({ trace: 'x'.repeat(500) });
    expect(http(500, json, '').message).toBe(`${json.slice(0, 200)}…`);
    const exact = 'y'.repeat(200);
    expect(http(502, exact, '').message).toBe(`Server error (502): ${exact}`);
    // Messages the server meant for users are not cut.
    const detail = 'z'.repeat(300);
    expect(http(400, JSON.stringify({ detail }), '').message).toBe(detail);
  });

  it('OK response with a non-JSON body is a parse error', () => {
    const e = normalizeError({ kind: 'parse', status: 200, body: 'oops' });
    expect([e.kind, e.code, e.message]).toEqual(['parse', 'parse', 'Server error (200): oops']);
  });

  it("network: the exception's message or 'Network error'", () => {
    expect(normalizeError(new TypeError('Failed to fetch')).message).toBe('Failed to fetch');
    expect(normalizeError(new Error('')).message).toBe('Network error');
    expect(normalizeError(undefined).message).toBe('Network error');
    expect(normalizeError({ kind: 'network', cause: 'boom' }).message).toBe('boom');
    expect(normalizeError({ kind: 'timeout', cause: new Error('late') })).toMatchObject({ kind: 'timeout', code: 'timeout', status: 0 });
  });

  it('stable codes per status', () => {
    expect([400, 401, 403, 404, 409, 422, 429, 500, 503, 418].map(codeForStatus)).toEqual([
      'bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'validation', 'rate_limited', 'server', 'server', 'http',
    ]);
  });

  it('returns an ApiError unchanged and keeps the parsed body', () => {
    const e = http(409, '{"error":"dup"}');
    expect(normalizeError(e)).toBe(e);
    expect(e.body).toEqual({ error: 'dup' });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
  });

  it('client failures keep their code and message', () => {
    expect(normalizeError({ kind: 'client', code: 'no_refresh_token', message: 'No refresh token available', status: 401 })).toMatchObject({
      kind: 'http', code: 'no_refresh_token', status: 401, message: 'No refresh token available',
    });
  });
});

describe('normalizeError properties', () => {
  it('never throws and always gives an ApiError with a non-empty message, for any input', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }), (input) => {
        const e = normalizeError(input);
        expect(e).toBeInstanceOf(ApiError);
        expect(typeof e.message).toBe('string');
        expect(e.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('any response status and body text: never throws, message follows the spec shape', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.oneof(fc.string(), fc.json(), fc.constant('')), fc.string(), (status, body, statusText) => {
        const e = http(status, body, statusText);
        expect(e.status).toBe(status);
        expect(e.message.length).toBeGreaterThan(0);
        let isJson = true;
        try { JSON.parse(body); } catch { isJson = false; }
        if (!isJson) expect(e.message.startsWith(`Server error (${status}): `)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('hostile objects (throwing getters, proxies) never make it throw', () => {
    const hostile = [
      Object.defineProperty({}, 'message', { get() { throw new Error('x'); } }),
      Object.defineProperty({ kind: 'http' }, 'status', { get() { throw new Error('x'); } }),
      new Proxy({}, { get() { throw new Error('trap'); }, has() { throw new Error('trap'); } }),
      { toString: 0, valueOf: 0 },
    ];
    for (const h of hostile) expect(normalizeError(h)).toBeInstanceOf(ApiError);
  });
});

describe('normalizeError: exceptions from outside the call layer', () => {
  it('keeps the exception as cause, so the screens count it as unexpected, not as a server message', () => {
    const bug = new TypeError('x is undefined');
    const e = normalizeError(bug);
    expect(e).toMatchObject({ kind: 'network', message: 'x is undefined' });
    expect(e.cause).toBe(bug);
    expect(serverMessageOr(e, 'An unexpected error occurred. Please try again.')).toBe('An unexpected error occurred. Please try again.');
    expect(serverMessageOr(normalizeError({ kind: 'network', cause: new TypeError('Failed to fetch') }), 'fallback')).toBe('Failed to fetch');
    expect(normalizeError({ kind: 'network', cause: bug }).cause).toBeUndefined();
  });
});

describe('ApiError.source: who found the failure', () => {
  it('the server, when its answer says the call failed', () => {
    expect(normalizeError({ kind: 'http', status: 409, body: '{"detail":"taken"}' }).source).toBe('server');
    expect(normalizeError({ kind: 'http', status: 502, body: '<html>bad gateway</html>' }).source).toBe('server');
    expect(normalizeError({ kind: 'client', code: 'http', message: 'Card declined', status: 200, source: 'server' }).source).toBe('server');
  });
  it('the client, when no usable answer came or it stopped before asking', () => {
    expect(normalizeError({ kind: 'parse', status: 200, body: 'not json' }).source).toBe('client');
    expect(normalizeError({ kind: 'network', cause: new TypeError('Failed to fetch') }).source).toBe('client');
    expect(normalizeError({ kind: 'timeout', cause: 'Request timed out after 15000 ms' }).source).toBe('client');
    expect(normalizeError({ kind: 'aborted', cause: new DOMException('Aborted', 'AbortError') }).source).toBe('client');
    const noToken = normalizeError({ kind: 'client', code: 'no_refresh_token', message: 'No refresh token available', status: 401 });
    expect([noToken.kind, noToken.source]).toEqual(['http', 'client']);
    expect(normalizeError(new Error('a bug')).source).toBe('client');
  });
});
