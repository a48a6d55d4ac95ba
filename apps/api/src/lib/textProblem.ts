/**
 * What makes a piece of request text unusable, or null when it is fine. Applied to every string
 * of a JSON body (keys too), every query parameter and every path segment, before any route sees it:
 * - C0 control characters other than tab, line feed and carriage return (PostgreSQL refuses NUL in
 *   text, and none of them belongs in a name, an address or a note);
 * - unpaired UTF-16 surrogates (not Unicode text: they cannot be stored or sent back as UTF-8);
 * - an ISO date with year 0000 or an expanded six-digit year (`-010000-01-01T00:00:00Z`): JavaScript
 *   reads those as dates, PostgreSQL keeps only years 4713 BC to 294276 AD and does not read the
 *   six-digit form, and no date this API takes lies outside 0001 to 9999.
 */
export function textProblem(s: string): string | null {
  if (CONTROL.test(s)) return 'contains a control character';
  if (LONE_SURROGATE.test(s)) return 'contains an unpaired surrogate (not valid Unicode)';
  const year = ODD_YEAR_DATE.exec(s)?.[1];
  if (year !== undefined) {
    const n = Number(year);
    return n < 1 || n > 9999 ? 'is a date outside the years 0001 to 9999' : 'is a date with a six-digit year (write the year with four digits)';
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// Without the u flag the pattern sees UTF-16 code units: a high half not followed by a low one, or a low one alone.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ODD_YEAR_DATE = /^\s*([+-]\d{6}|0000)-\d{2}-\d{2}(?:[T ].*)?$/;
