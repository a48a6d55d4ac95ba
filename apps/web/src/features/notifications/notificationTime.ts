// How long ago a notification arrived, in the reader's words: recent ones relative to now ('Just
// now', '5 minutes ago', 'Yesterday'), a week or older as the app's date ('Nov 03, 2026').
// Written with Intl alone: the SDK's date helpers would be shared with the landing's lazy
// sections, and the build merges such a small shared module into the landing's start-up JS.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Made on first use: the header loads this module on every signed-in page, and the first
// RelativeTimeFormat loads its locale data (about 50 ms under Lighthouse's 4x CPU slowdown), while
// the times are only written once the bell's panel opens.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));
/** The app's 'MMM dd, yyyy', in the reader's time zone. */
const day = () => (dayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }));

/** '5 minutes ago' from an ISO moment, as seen at `now`; an unreadable moment reads as ''. */
export function notificationTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  // A moment slightly ahead of this device's clock is 'Just now', not 'in 1 minute'.
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return relative().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) {
    const text = relative().format(-Math.floor(ago / DAY), 'day');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return day().format(at);
}
