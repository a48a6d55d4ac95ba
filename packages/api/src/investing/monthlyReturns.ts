import { dailyReturns } from './timeWeightedReturn';
import type { ValuePoint } from './valueSeries';

/** The time-weighted return of one calendar month ('YYYY-MM'); null when no day of it had money at work. */
export interface MonthlyReturn { month: string; return: number | null }

/** One year of the monthly table: `months[0]` is January; null where the range has no return. */
export interface YearOfMonthlyReturns { year: number; months: (number | null)[]; total: number | null }

const chain = (returns: readonly (number | null)[]): number | null => {
  let growth = 1;
  let any = false;
  for (const r of returns) {
    if (r === null) continue;
    growth *= 1 + r;
    any = true;
  }
  return any ? growth - 1 : null;
};

/**
 * Monthly returns of a value series: the daily time-weighted returns (`dailyReturns`, the first
 * point being the base) chained within each calendar month (UTC), for every month from the first
 * return's to the last one's. Chained over all months they give the series' `timeWeightedReturn`.
 */
export function monthlyReturns(series: readonly ValuePoint[]): MonthlyReturn[] {
  const byMonth = new Map<string, (number | null)[]>();
  for (const d of dailyReturns(series)) {
    const month = d.date.slice(0, 7);
    const list = byMonth.get(month) ?? [];
    list.push(d.return);
    byMonth.set(month, list);
  }
  return [...byMonth].map(([month, returns]) => ({ month, return: chain(returns) }));
}

/** The monthly returns as a year x month table, oldest year first; a year's total is its months chained. */
export function monthlyReturnTable(monthly: readonly MonthlyReturn[]): YearOfMonthlyReturns[] {
  const years = new Map<number, (number | null)[]>();
  for (const m of monthly) {
    const year = Number(m.month.slice(0, 4));
    const month = Number(m.month.slice(5, 7));
    if (!Number.isInteger(year) || !(month >= 1 && month <= 12)) continue;
    const row = years.get(year) ?? Array.from({ length: 12 }, (): number | null => null);
    row[month - 1] = m.return;
    years.set(year, row);
  }
  return [...years].sort(([a], [b]) => a - b).map(([year, months]) => ({ year, months, total: chain(months) }));
}
