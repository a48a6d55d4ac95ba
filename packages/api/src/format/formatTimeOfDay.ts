const formats = new Map<boolean, Intl.DateTimeFormat>();

export interface TimeOfDayOptions {
  /** To the second ('3:45:07 PM', the default, for a 'Last updated' line) or to the minute ('3:45 PM'). */
  seconds?: boolean;
}

/**
 * The time of day of a moment in the reader's time (product §16.1): '3:45:07 PM', or '3:45 PM' with
 * `{ seconds: false }`. Plain spaces, as `formatDateTime` writes them: newer ICU versions put a
 * narrow no-break space before 'PM'. '' for a moment that cannot be read. Made on first use.
 */
export function formatTimeOfDay(value: Date | string | number, { seconds = true }: TimeOfDayOptions = {}): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  let format = formats.get(seconds);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', ...(seconds ? { second: '2-digit' as const } : {}) });
    formats.set(seconds, format);
  }
  return format.format(at).replace(/[\u00a0\u202f]/g, ' ');
}
