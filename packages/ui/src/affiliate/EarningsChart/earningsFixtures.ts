// Sample months for the chart's stories and tests (not exported by the kit): the SDK's
// `monthlyEarningsRows` shape and its status views (tones of `commissionStatusView`).
import type { EarningsMonth, EarningsSeries } from './EarningsChart';

export type SampleStatus = 'paid' | 'approved' | 'pending' | 'voided';

export const earningsSeries: EarningsSeries<SampleStatus>[] = [
  { key: 'paid', label: 'Paid', tone: 'success' },
  { key: 'approved', label: 'Approved', tone: 'info' },
  { key: 'pending', label: 'Pending', tone: 'warning' },
  { key: 'voided', label: 'Voided', tone: 'neutral', excluded: true },
];

const NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function month(key: string, paid: number, approved: number, pending: number, voided: number): EarningsMonth<SampleStatus> {
  const [year, m] = key.split('-');
  const name = NAMES[Number(m) - 1] ?? key;
  return { month: key, label: `${name} ${year}`, axisLabel: name, paid, approved, pending, voided };
}

/** A year up to Nov 2026: older months paid out, then approved, the last month still pending. */
export const yearOfEarnings: EarningsMonth<SampleStatus>[] = [
  month('2025-12', 0, 0, 0, 0),
  month('2026-01', 29.97, 0, 0, 0),
  month('2026-02', 59.94, 0, 0, 9.99),
  month('2026-03', 89.91, 0, 0, 0),
  month('2026-04', 119.88, 0, 0, 0),
  month('2026-05', 99.9, 0, 0, 29.97),
  month('2026-06', 149.85, 0, 0, 0),
  month('2026-07', 179.82, 0, 0, 0),
  month('2026-08', 0, 209.79, 0, 0),
  month('2026-09', 0, 239.76, 0, 19.98),
  month('2026-10', 0, 120, 30, 0),
  month('2026-11', 0, 0, 269.73, 0),
];

export const quietYear: EarningsMonth<SampleStatus>[] = yearOfEarnings.map((m) => ({ ...m, paid: 0, approved: 0, pending: 0, voided: 0 }));
