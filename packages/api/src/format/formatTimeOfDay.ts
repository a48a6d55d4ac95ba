let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * The time of day of a moment in the reader's time, to the second (product §16.1): '3:45:07 PM',
 * for a 'Last updated' line. Plain spaces, as `formatDateTime` writes them: newer ICU versions put a
 * narrow no-break space before 'PM'. '' for a moment that cannot be read.
 */
export function formatTimeOfDay(value: Date | string | number): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  timeFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
  return timeFormat.format(at).replace(/[\u00a0\u202f]/g, ' ');
}
