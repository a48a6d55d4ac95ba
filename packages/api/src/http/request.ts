import type { CallOptions } from '../ApiClient';
import { normalizeError } from './normalizeError';

export const DEFAULT_TIMEOUT_MS = 15000;
/** How long a prefetched answer waits for the read it was made for (product §10.28). */
export const PREFETCH_KEEP_MS = 10_000;

export interface RequestOptions extends CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** false for calls whose 401 means "wrong credentials", not "expired token" (sign-in, refresh...). */
  refresh?: boolean;
  /** Resolve with null instead of rejecting on a 404. */
  allow404?: boolean;
  /**
   * 'blob': the OK body as bytes (a file download) instead of parsed JSON; 'stream': the OK body as the
   * response's byte stream (the timeout covers waiting for the answer to start, the caller's signal the
   * whole stream). An error body is still read as text.
   */
  responseType?: 'json' | 'blob' | 'stream';
}

export type Request = <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;

export interface RequestDeps {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  getToken(): string | null;
  /** Single-flight refresh: a usable token, or null when the session ended. */
  refreshToken(usedToken: string): Promise<string | null>;
}

interface RawResponse { ok: boolean; status: number; statusText: string; body: string; blob?: Blob; stream?: ReadableStream<Uint8Array> }

/** JSON over fetch with Bearer auth, timeout, abort, and one refresh-and-retry on 401. */
export function createRequest(deps: RequestDeps): Request {
  async function send(method: string, path: string, o: RequestOptions, token: string | null): Promise<RawResponse> {
    const caller = o.signal;
    const ms = o.timeoutMs ?? deps.timeoutMs;
    const ctrl = new AbortController();
    const abort = () => ctrl.abort();
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; abort(); }, ms);
    caller?.addEventListener('abort', abort);
    if (caller?.aborted) abort();
    // Racing against the abort also covers fetch implementations that ignore the signal.
    const stopped = new Promise<never>((_, reject) => ctrl.signal.addEventListener('abort', () => reject(ctrl.signal.reason)));
    stopped.catch(() => undefined);
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...o.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let streaming = false;
    try {
      // JSON.stringify(undefined) is undefined: no body.
      const res = await Promise.race([deps.fetch(deps.baseUrl + path, { method, headers, body: JSON.stringify(o.body), signal: ctrl.signal }), stopped]);
      if (res.ok && o.responseType === 'stream' && res.body) {
        // The caller's signal keeps ending the fetch (and so the stream) after this returns.
        streaming = true;
        return { ok: true, status: res.status, statusText: res.statusText, body: '', stream: res.body };
      }
      if (res.ok && o.responseType === 'blob') {
        const blob = await Promise.race([res.blob(), stopped]);
        return { ok: true, status: res.status, statusText: res.statusText, body: '', blob };
      }
      const body = await Promise.race([res.text(), stopped]);
      return { ok: res.ok, status: res.status, statusText: res.statusText, body };
    } catch (cause) {
      throw normalizeError(
        timedOut ? { kind: 'timeout', cause: new Error(`Request timed out after ${ms} ms`) }
        : caller?.aborted ? { kind: 'aborted', cause: caller.reason }
        : { kind: 'network', cause },
      );
    } finally {
      clearTimeout(timer);
      if (!streaming) caller?.removeEventListener('abort', abort);
    }
  }

  // Prefetched answers by method, path and session token, each taken by one later read (product §10.28).
  const kept = new Map<string, Promise<RawResponse>>();
  function sendOrTake(method: string, path: string, o: RequestOptions, token: string | null): Promise<RawResponse> {
    if (method !== 'GET') return send(method, path, o, token);
    const key = `${path} ${token ?? ''}`;
    if (o.prefetch) {
      const answer = send(method, path, o, token);
      kept.set(key, answer);
      setTimeout(() => { if (kept.get(key) === answer) kept.delete(key); }, PREFETCH_KEEP_MS);
      return answer;
    }
    const early = kept.get(key);
    if (!early) return send(method, path, o, token);
    kept.delete(key);
    // A prefetch that never got an answer (network, timeout) is asked again, with this read's signal.
    return early.catch(() => send(method, path, o, token));
  }

  return async <T>(method: string, path: string, o: RequestOptions = {}): Promise<T> => {
    const token = deps.getToken();
    let r = await sendOrTake(method, path, o, token);
    if (r.status === 401 && token && o.refresh !== false) {
      const fresh = await deps.refreshToken(token);
      if (fresh) r = await send(method, path, o, fresh);
    }
    if (r.status === 404 && o.allow404) return null as T;
    if (!r.ok) throw normalizeError({ ...r, kind: 'http' });
    if (r.blob) return r.blob as T;
    if (r.stream) return r.stream as T;
    if (!r.body.trim()) return null as T;
    try {
      return JSON.parse(r.body) as T;
    } catch {
      throw normalizeError({ ...r, kind: 'parse' });
    }
  };
}
