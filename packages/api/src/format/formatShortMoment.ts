import { formatTimeOfDay } from './formatTimeOfDay';

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment short enough for a table column (product §16.1), in the reader's time: the time for a
 * moment of the same day as `now` ('11:45 AM'), else the day ('May 29'). '' for one that cannot be read.
 */
export function formatShortMoment(value: Date | string | number, now: Date = new Date()): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  if (at.toDateString() === now.toDateString()) return formatTimeOfDay(at, { seconds: false });
  dayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
  return dayFormat.format(at);
}
