// The one error type that leaves the SDK. Build it only through normalizeError.

/**
 * What went wrong:
 * - `http`: the server answered and refused: a non-OK status, or an OK answer with an `error`
 *   field (`status` is the answer's). Also `no_refresh_token`, which the client finds before any
 *   request (see `source`).
 * - `parse`: an OK answer the client cannot use: not JSON, or JSON without what the call needs.
 * - `network`: no answer arrived (fetch threw: offline, DNS, blocked), or an exception outside the call layer.
 * - `timeout`: no answer within the call's timeout.
 * - `aborted`: the caller's signal stopped the call.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'parse';

/**
 * Who found the failure: `server`, when the server's answer says the call failed (every `http`
 * error but `no_refresh_token`); `client`, when the SDK found it itself (no answer, an answer it
 * cannot use, an abort, no refresh token). A screen can tell 'the server refused' from 'we could
 * not reach or read it' without knowing every code.
 */
export type ApiErrorSource = 'server' | 'client';

/**
 * Stable codes callers may switch on (messages may change, codes do not):
 * bad_request 400, unauthorized 401, forbidden 403, not_found 404, conflict 409,
 * validation 422, rate_limited 429, server 5xx, http any other non-OK status or a
 * response `error` field, no_refresh_token, network, timeout, aborted, parse.
 */
export type ApiErrorCode =
  | 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'validation'
  | 'rate_limited' | 'server' | 'http' | 'no_refresh_token' | 'network' | 'timeout' | 'aborted' | 'parse';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  declare readonly kind: ApiErrorKind;
  declare readonly source: ApiErrorSource;
  declare readonly code: ApiErrorCode;
  /** HTTP status, 0 when no response arrived. */
  declare readonly status: number;
  /** The parsed JSON body (or raw text) of the failed response, when there was one. */
  declare readonly body?: unknown;
  /** The request field the body's `field` names (a form shows the message there); undefined when none. */
  declare readonly field?: string;
  /**
   * The body's own `code` (such as 'plan_limit'), a reason the server states beyond the status;
   * undefined when none. `code` stays the SDK's stable code of the status.
   */
  declare readonly serverCode?: string;
  constructor(message: string, kind: ApiErrorKind, code: ApiErrorCode, status: number, body?: unknown, source: ApiErrorSource = kind === 'http' ? 'server' : 'client') {
    super(message);
    const fromBody = (name: string): string | undefined => {
      const v: unknown = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
      return typeof v === 'string' && v.trim() ? v : undefined;
    };
    Object.assign(this, { kind, source, code, status, body, field: fromBody('field'), serverCode: fromBody('code') });
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
