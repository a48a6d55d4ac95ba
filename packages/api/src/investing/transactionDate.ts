const pad = (n: number): string => String(n).padStart(2, '0');

/** The reader's calendar date of a moment, 'YYYY-MM-DD' in local time: what a date field shows as today. */
export const localIsoDate = (at: Date): string => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/**
 * The `executed_at` to send for a date picked in a form. The transaction rules read a date alone
 * as 00:00 UTC of that day, which east of UTC is still in the future on the reader's today; so
 * today (the reader's) is sent as the moment of sending, and any other day as the date alone
 * (its trades count on that UTC day, as the portfolio math reads them).
 */
export function executedAtForDate(date: string, now: Date): string {
  return date === localIsoDate(now) ? now.toISOString() : date;
}
