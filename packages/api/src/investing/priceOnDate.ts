import { addDays } from './isoDate';
import type { DailyClose } from './types';

/** How far back the form looks for a close when the chosen day had none (weekends, holidays, closures). */
export const CLOSE_LOOKBACK_DAYS = 10;

/** The history range to ask for a day's close: that day and the days before it that may hold the last close. */
export const closeLookupRange = (date: string): { from: string; to: string } => ({ from: addDays(date, -CLOSE_LOOKBACK_DAYS), to: date });

/** A day's close, or the last one before it (`exact: false`, `date` the day it is from). */
export interface CloseOnDate { date: string; close: number; exact: boolean }

/**
 * The close of `date` (closes oldest first, as the history call answers), else the last close
 * before it; null when there is none on or before it (product §10.18).
 */
export function closeOnOrBefore(closes: readonly DailyClose[], date: string): CloseOnDate | null {
  for (let i = closes.length - 1; i >= 0; i -= 1) {
    const c = closes[i]!;
    if (c.date <= date) return { date: c.date, close: c.close, exact: c.date === date };
  }
  return null;
}
