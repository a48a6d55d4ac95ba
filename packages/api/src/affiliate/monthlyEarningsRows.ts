import type { MonthlyEarning } from './ledgerTypes';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' as shown on the chart's axis and in its table: '2026-05' -> 'May 2026' (the month itself, in any time zone). */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
}

/** The chart's series, stacked in this order; voided commission is kept apart (it was never earned). */
export const EARNINGS_SERIES = ['paid', 'approved', 'pending'] as const;
export type EarningsSeries = (typeof EARNINGS_SERIES)[number];

export interface MonthlyEarningsRow extends MonthlyEarning {
  label: string;
  /** pending + approved + paid: what the month earned. */
  total: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The chart's rows (and its accessible table's): each month with its label and its earned total, oldest first. */
export const monthlyEarningsRows = (months: readonly MonthlyEarning[]): MonthlyEarningsRow[] =>
  months.map((m) => ({ ...m, label: monthLabel(m.month), total: cents(m.pending + m.approved + m.paid) }));
