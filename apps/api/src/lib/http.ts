/**
 * An error with an HTTP status; its message is sent to the client as { error }, with `details`
 * beside it (e.g. `field`, the request field it is about, or a `code` such as 'plan_limit').
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const unauthorized = (m = 'Authentication required') => new HttpError(401, m);
export const forbidden = (m: string) => new HttpError(403, m);
export const notFound = (m: string) => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);
/** A 400 about one request field: `{ error, field }`, so a form shows the message at that field. */
export const invalidField = (field: string, m: string) => new HttpError(400, m, {}, { field });
