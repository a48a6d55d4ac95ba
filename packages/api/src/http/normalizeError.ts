import { callMessages } from '../shellMessages';
import { ApiError, type ApiErrorCode, type ApiErrorKind, type ApiErrorSource } from './ApiError';

/** What the call layer knows about a failure; anything else is treated as a thrown exception. */
export type ErrorInput =
  /** A non-OK response (kind http) or an OK response whose body is not JSON (kind parse). */
  | { kind: 'http' | 'parse'; status: number; statusText?: string; body: string }
  | { kind: 'network' | 'timeout' | 'aborted'; cause: unknown }
  /**
   * A failure the SDK names itself: 'No refresh token available' (found by the client), or an
   * answer's `error` field (`source: 'server'`: the server said so).
   */
  | { kind: 'client'; message: string; code: ApiErrorCode; status?: number; body?: unknown; source?: ApiErrorSource };


const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
// Decision: a whole body used as the message stops after 200 characters (a proxy's error page runs
// to kilobytes and would fill the screen); ApiError.body keeps all of it.
const excerpt = (text: string): string => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

export function codeForStatus(status: number): ApiErrorCode {
  if (status >= 500) return 'server';
  const map: Record<number, ApiErrorCode> = { 400: 'bad_request', 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 422: 'validation', 429: 'rate_limited' };
  return map[status] ?? 'http';
}

/**
 * product §8 order for a JSON body: detail, message, error.message or error.code when
 * error is an object, error when a string, the whole body text, 'An error occurred'.
 * Only non-empty strings count, so an array `detail` falls through to the body text.
 */
export function messageFromBody(body: unknown, text: string): string {
  if (isObj(body)) {
    const e = body.error;
    const m = str(body.detail) ?? str(body.message) ?? (isObj(e) ? str(e.message) ?? str(e.code) : str(e));
    if (m) return m;
  }
  return text.trim() ? excerpt(text) : callMessages.defaultError;
}

function fromResponse(kind: 'http' | 'parse', status: number, statusText: string, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // product §8: body not JSON.
    return new ApiError(`Server error (${status}): ${text.trim() ? excerpt(text) : str(statusText) ?? callMessages.defaultError}`, kind, kind === 'parse' ? 'parse' : codeForStatus(status), status, text);
  }
  // JSON of the wrong shape (an OK answer the SDK cannot use) says nothing to show a user.
  if (kind === 'parse') return new ApiError(callMessages.defaultError, 'parse', 'parse', status, body);
  return new ApiError(messageFromBody(body, text), 'http', codeForStatus(status), status, body);
}

const causeMessage = (cause: unknown): string => (isObj(cause) ? str(cause.message) : str(cause)) ?? callMessages.networkError;

/** The only builder of ApiError. Never throws, whatever it is given. */
export function normalizeError(input: unknown): ApiError {
  if (input instanceof ApiError) return input;
  try {
    if (isObj(input)) {
      const kind = input.kind;
      const status = typeof input.status === 'number' ? input.status : 0;
      if ((kind === 'http' || kind === 'parse') && typeof input.body === 'string') {
        return fromResponse(kind, status, str(input.statusText) ?? '', input.body);
      }
      if (kind === 'network' || kind === 'timeout' || kind === 'aborted') {
        return new ApiError(causeMessage(input.cause), kind as ApiErrorKind, kind, 0);
      }
      if (kind === 'client' && typeof input.code === 'string') {
        const source: ApiErrorSource = input.source === 'server' ? 'server' : 'client';
        return new ApiError(str(input.message) ?? callMessages.defaultError, 'http', input.code as ApiErrorCode, status, input.body, source);
      }
    }
    // An exception from outside the call layer (a bug, a third party): its message, and the
    // exception itself as `cause`, so the screens' mappers show it as unexpected (product §8).
    return Object.assign(new ApiError(causeMessage(input), 'network', 'network', 0), { cause: input });
  } catch {
    return new ApiError(callMessages.networkError, 'network', 'network', 0);
  }
}
