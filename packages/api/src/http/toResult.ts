import type { ApiError } from './ApiError';
import { normalizeError } from './normalizeError';

export type Result<T> = { data: T; error: null } | { data: null; error: ApiError };

/** The spec's `{ data, error }` shape for callers that prefer it to try/catch. */
export async function toResult<T>(promise: Promise<T>): Promise<Result<T>> {
  try {
    return { data: await promise, error: null };
  } catch (e) {
    return { data: null, error: normalizeError(e) };
  }
}
