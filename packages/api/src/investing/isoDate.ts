// Calendar dates as 'YYYY-MM-DD' strings, read in UTC: the unit of daily closes, value
// series and ranges. UTC so that the browser and the server name the same day for a time.

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD'. */
export const dayNumber = (date: string): number => Math.round(Date.parse(date) / DAY_MS);
/** 'YYYY-MM-DD' of a day number (the inverse of dayNumber for years 0-9999; others through Date). */
export function fromDayNumber(day: number): string {
  if (!Number.isSafeInteger(day)) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  // Howard Hinnant's civil_from_days: no Date object for each of a series' 4,000 days.
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (!(y >= 0 && y <= 9999)) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** A real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) && fromDayNumber(dayNumber(value)) === value;
}

// Reading dates and times by their digits: the portfolio math reads one per transaction and per
// close (50,000 transactions and 260,000 closes in the benchmark), and Date.parse costs about ten
// times as much. Each reader gives exactly what the slow path gives (property-tested); anything
// outside the plain forms goes to it.

/** The digit at i as a number, or -1. */
const digit = (s: string, i: number): number => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
};
const two = (s: string, i: number): number => {
  const a = digit(s, i);
  const b = digit(s, i + 1);
  return a < 0 || b < 0 ? -1 : a * 10 + b;
};
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number): number => (m === 2 ? (isLeap(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The date part 'YYYY-MM-DD' at the start of s as a day number, or null when it is not a real date. */
function leadingDay(s: string): number | null {
  if (s.length < 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return null;
  const y0 = s.charCodeAt(0) - 48, y1 = s.charCodeAt(1) - 48, y2 = s.charCodeAt(2) - 48, y3 = s.charCodeAt(3) - 48;
  const m0 = s.charCodeAt(5) - 48, m1 = s.charCodeAt(6) - 48, d0 = s.charCodeAt(8) - 48, d1 = s.charCodeAt(9) - 48;
  // Each is a digit when it is from 0 to 9: (x >>> 0) > 9 also catches the negative ones.
  if ((y0 >>> 0) > 9 || (y1 >>> 0) > 9 || (y2 >>> 0) > 9 || (y3 >>> 0) > 9 || (m0 >>> 0) > 9 || (m1 >>> 0) > 9 || (d0 >>> 0) > 9 || (d1 >>> 0) > 9) return null;
  const y = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const m = m0 * 10 + m1;
  const d = d0 * 10 + d1;
  if (m < 1 || m > 12 || d < 1 || (d > 28 && d > daysInMonth(y, m))) return null;
  return daysFromCivil(y, m, d);
}

/**
 * `isIsoDate(value) ? dayNumber(value) : null`, without building a Date: a close's day, read
 * once per close by `valueSeries`.
 */
export function isoDayNumber(value: unknown): number | null {
  return typeof value === 'string' && value.length === 10 ? leadingDay(value) : null;
}

/**
 * `Date.parse(value)` (milliseconds, NaN when it does not parse), fast for what the server and
 * `toISOString` write ('2026-06-01T15:30:00.000Z', '2026-06-01T15:30:00-05:00', '2026-06-01'):
 * anything else, such as a time without a zone (local time) or a day 31 of a shorter month, is
 * left to Date.parse.
 */
export function parseTime(value: string): number {
  const n = value.length;
  const day = n >= 10 ? leadingDay(value) : null;
  if (day === null || value.charCodeAt(0) === 48 && value.charCodeAt(1) === 48) return Date.parse(value);
  if (n === 10) return day * DAY_MS;
  if (n < 20 || value.charCodeAt(10) !== 84 || value.charCodeAt(13) !== 58 || value.charCodeAt(16) !== 58) return Date.parse(value);
  const h = two(value, 11);
  const mi = two(value, 14);
  const sec = two(value, 17);
  if (h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 59) return Date.parse(value);
  let i = 19;
  let ms = 0;
  if (value.charCodeAt(i) === 46) {
    const start = ++i;
    for (let d = digit(value, i); d >= 0 && i - start < 3; d = digit(value, ++i)) ms = ms * 10 + d;
    const digits = i - start;
    if (digits === 0 || digit(value, i) >= 0) return Date.parse(value);
    ms *= digits === 1 ? 100 : digits === 2 ? 10 : 1;
  }
  let offset = 0;
  const z = value.charCodeAt(i);
  if (z === 90 && i + 1 === n) offset = 0;
  else if ((z === 43 || z === 45) && i + 6 === n && value.charCodeAt(i + 3) === 58) {
    const oh = two(value, i + 1);
    const om = two(value, i + 4);
    if (oh < 0 || oh > 23 || om < 0 || om > 59) return Date.parse(value);
    offset = (z === 43 ? 1 : -1) * (oh * 60 + om) * 60_000;
  } else return Date.parse(value);
  return day * DAY_MS + ((h * 60 + mi) * 60 + sec) * 1000 + ms - offset;
}

/** The UTC date of a date-time or date ('2026-06-01T23:30:00-05:00' -> '2026-06-02'); null when it does not parse. */
export function toIsoDate(value: string | Date): string | null {
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

export const addDays = (date: string, days: number): string => fromDayNumber(dayNumber(date) + days);

/** Same day `months` later (or earlier), clamped to the month's last day: Mar 31 - 1 month = Feb 28/29. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** 'MMM dd, yyyy' of the date itself, whatever the reader's time zone ('2026-06-01' -> 'Jun 01, 2026'). */
export function formatIsoDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${'JanFebMarAprMayJunJulAugSepOctNovDec'.substr((Number(m) - 1) * 3, 3)} ${d}, ${y}`;
}
