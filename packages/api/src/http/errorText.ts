import { ApiError } from './ApiError';

/** The text of an error-ish value: an Error's message or a non-empty string; else null. */
export function errorText(e: unknown): string | null {
  const m = e instanceof Error ? e.message : e;
  return typeof m === 'string' && m.trim() ? m : null;
}

/** The server's (or call layer's) message of an ApiError or string, else the fallback (product §8 toasts). */
export function serverMessageOr(e: unknown, fallback: string): string {
  return reportedText(e) || fallback;
}

/**
 * The text of a reported failure, an ApiError or a string ("" when blank); null for anything else:
 * an unexpected failure, also when it was wrapped in an ApiError (its `cause`, see normalizeError).
 */
export const reportedText = (e: unknown): string | null =>
  ((e instanceof ApiError && e.cause === undefined) || typeof e === 'string' ? errorText(e) ?? '' : null);

/** Case-insensitive "contains any of". */
export const mentions = (text: string, ...needles: string[]): boolean => needles.some((n) => text.toLowerCase().includes(n.toLowerCase()));
