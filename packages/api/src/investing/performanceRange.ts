import { addDays, addMonths, isIsoDate } from './isoDate';

/** The performance chart's ranges, in the order the chart offers them. */
export const PERFORMANCE_RANGES = ['1W', '1M', '3M', 'YTD', '1Y', 'ALL'] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];
export const PERFORMANCE_RANGE_LABELS: Readonly<Record<PerformanceRange, string>> = { '1W': '1W', '1M': '1M', '3M': '3M', YTD: 'YTD', '1Y': '1Y', ALL: 'All' };

/**
 * The dates of a range ending `today` (both 'YYYY-MM-DD'), for `valueSeries`: `from` is the
 * base day whose close is the starting value, so the range's returns begin the day after it.
 * 1W: 7 days before; 1M, 3M, 1Y: the same day 1, 3, 12 months before (Mar 31 - 1M = Feb 28);
 * YTD: Dec 31 of last year; ALL: the day before the first transaction. A portfolio younger
 * than the range starts the day before its first transaction too, so the chart does not open
 * on a flat stretch of nothing. Without transactions ALL is just `today`.
 * `today` is best the date of the quotes' `as_of`, the last day market data has.
 */
export function performanceRange(range: PerformanceRange, today: string, firstTransactionDate?: string | null): { from: string; to: string } {
  if (!isIsoDate(today)) throw new RangeError('performanceRange: today must be a date written YYYY-MM-DD');
  const start = firstTransactionDate && isIsoDate(firstTransactionDate) ? addDays(firstTransactionDate, -1) : null;
  let from: string;
  switch (range) {
    case '1W': from = addDays(today, -7); break;
    case '1M': from = addMonths(today, -1); break;
    case '3M': from = addMonths(today, -3); break;
    case 'YTD': from = `${Number(today.slice(0, 4)) - 1}-12-31`; break;
    case '1Y': from = addMonths(today, -12); break;
    case 'ALL': from = start ?? today; break;
    default: {
      const unknown: never = range;
      throw new RangeError(`performanceRange: unknown range ${String(unknown)}`);
    }
  }
  if (start !== null && start > from) from = start;
  return { from: from < today ? from : today, to: today };
}
