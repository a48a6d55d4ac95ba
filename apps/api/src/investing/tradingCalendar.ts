// US trading days of the sample data: Monday to Friday. Exchange holidays are ignored (the
// sample has a close on New Year's Day and Thanksgiving); a real feed brings its own calendar.

const DAY_MS = 86_400_000;

export const dayNumber = (date: string): number => Math.round(Date.parse(date) / DAY_MS);
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 1970-01-01 (day 0) was a Thursday. */
export const isWeekday = (day: number): boolean => { const w = (day + 4) % 7; return w !== 0 && w !== 6; };

/** The weekdays (every day with `everyDay`, for crypto) from `start` on, as day numbers, extended as far as asked. */
export function createTradingCalendar(start: string, everyDay = false) {
  const days: number[] = [];
  let next = dayNumber(start);
  const extendTo = (day: number) => {
    for (; next <= day; next++) if (everyDay || isWeekday(next)) days.push(next);
  };
  /** Index of the last trading day on or before `day`; -1 before the first. */
  function indexOnOrBefore(day: number): number {
    extendTo(day);
    let lo = 0, hi = days.length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (days[mid]! <= day) [found, lo] = [mid, mid + 1];
      else hi = mid - 1;
    }
    return found;
  }
  return { days, indexOnOrBefore };
}
