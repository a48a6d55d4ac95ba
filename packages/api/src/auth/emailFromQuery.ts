import { isValidEmail } from './isValidEmail';

/** Longest e-mail address a form accepts from the address bar (the limit of RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

/**
 * An e-mail from the query (`?email=`) to prefill a sign-in or sign-up form, trimmed: only an
 * address the forms' own validator accepts (product §5), so a prefilled form never starts invalid.
 */
export function emailFromQuery(search: string): string {
  const raw = new URLSearchParams(search).get('email')?.trim() ?? '';
  return raw.length <= MAX_EMAIL_LENGTH && isValidEmail(raw) ? raw : '';
}
