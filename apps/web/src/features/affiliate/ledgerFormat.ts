// How the affiliate money screens (the dashboard's and the admin area's) write amounts, rates and
// dates: the SDK's formatters, in the one object the kit's money components take.
import { formatCurrency, formatDate } from '@pt/api';
import type { LedgerFormat } from '@pt/ui';

// Made on first use: the workspace's frame loads this module too (through shared code), and
// building a date format when the module loads cost about 20 ms under a 4x CPU slowdown.
let timeFormat: Intl.DateTimeFormat | undefined;
const time = () => (timeFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));

export const ledgerFormat: LedgerFormat = {
  money: (amount) => formatCurrency(amount),
  rate: (percent) => `${percent}%`,
  date: (iso) => formatDate(iso),
  dateTime: (iso) => {
    const at = new Date(iso);
    return Number.isNaN(at.getTime()) ? formatDate(iso) : `${formatDate(at)}, ${time().format(at)}`;
  },
};
