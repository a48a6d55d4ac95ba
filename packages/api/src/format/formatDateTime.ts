import { INVALID_DATE, toDate } from './formatDate';

const formats = new Map<string, Intl.DateTimeFormat>();
// Made on first use per zone: building a date-and-time format is slow, and most pages need none.
const formatIn = (timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
    formats.set(key, format);
  }
  return format;
};

/**
 * A moment as the product writes one: 'Nov 24, 2026, 10:01 PM' in the reader's time, or with
 * `timeZone` (an IANA name, e.g. 'UTC') in that zone, which the text then names:
 * 'Nov 24, 2026, 10:01 PM UTC'. A writer that does not know the reader's zone (the server) passes
 * one. Spaces are plain ones: newer ICU versions put a narrow no-break space before 'PM', and a
 * text that differs by the runtime's ICU would not match itself across machines. 'Invalid date'
 * for anything `toDate` cannot read.
 */
export function formatDateTime(value: unknown, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return INVALID_DATE;
  const text = formatIn(timeZone).format(d).replace(/[\u00a0\u202f]/g, ' ');
  return timeZone ? `${text} ${timeZone}` : text;
}
