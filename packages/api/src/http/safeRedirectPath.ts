/**
 * A same-origin path to redirect to after sign-in, else `fallback`: it must start with
 * exactly one '/', not '//' or '/\', and contain no backslash, control character or
 * whitespace that a browser could turn into another origin.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return fallback;
  // Control characters are the point of this check (browsers strip tabs and newlines from URLs).
  // eslint-disable-next-line no-control-regex
  if (value[1] === '/' || value.includes('\\') || /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value)) return fallback;
  return value;
}
