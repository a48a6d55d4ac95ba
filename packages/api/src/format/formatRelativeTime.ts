import { formatDate } from './formatDate';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Made on first use: the first RelativeTimeFormat loads its locale data (about 50 ms under
// Lighthouse's 4x CPU slowdown), and a page that imports this writes no time until it shows one.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

/**
 * How long ago a moment was, in the reader's words (product §16.1): 'Just now', '5 minutes ago',
 * '3 hours ago', 'Yesterday', '3 days ago', and from a week on the date as `formatDate` writes it
 * ('Nov 03, 2026', the reader's time). A moment slightly ahead of this device's clock is 'Just now',
 * not 'in 1 minute'; an unreadable one reads as ''.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return relative().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) {
    const text = relative().format(-Math.floor(ago / DAY), 'day');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return formatDate(new Date(at));
}
