// How the affiliate screens (the dashboard's and the admin area's) write amounts, rates, counts,
// shares and dates: the SDK's formatters, in the one object the kit's affiliate components take
// (product §16.1; the kit keeps no copy of these rules).
// The formats are built on first use (the workspace's frame loads this module too, through shared
// code, and building a date format when the module loads cost about 20 ms under a 4x CPU slowdown).
import { formatCount, formatCurrency, formatDate, formatPercent, formatRate, formatTimeOfDay } from '@pt/api/format';
import type { LedgerFormat } from '@pt/ui/affiliate';

export const ledgerFormat: LedgerFormat = {
  money: (amount) => formatCurrency(amount),
  rate: (percent) => formatRate(percent),
  count: (value) => formatCount(value),
  // The dashboard keeps the conversion rate in percent to one decimal (product §3.6).
  share: (percent) => formatPercent(percent / 100, { digits: 1 }),
  date: (iso) => formatDate(iso),
  dateTime: (iso) => {
    const at = new Date(iso);
    return Number.isNaN(at.getTime()) ? formatDate(iso) : `${formatDate(at)}, ${formatTimeOfDay(at, { seconds: false })}`;
  },
};
