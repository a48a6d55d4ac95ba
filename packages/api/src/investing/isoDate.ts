// Calendar dates as 'YYYY-MM-DD' strings, read in UTC: the unit of daily closes, value
// series and ranges. UTC so that the browser and the server name the same day for a time.

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD'. */
export const dayNumber = (date: string): number => Math.round(Date.parse(date) / DAY_MS);
export const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) && fromDayNumber(dayNumber(value)) === value;
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
