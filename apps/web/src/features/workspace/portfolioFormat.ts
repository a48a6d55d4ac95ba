// How the workspace writes numbers and dates: the SDK's currency and date rules, one object per
// portfolio currency (the kit's rows memoise on it).
import { formatCurrency, formatDateTime, formatIsoDate, formatPerShare } from '@pt/api';
import type { PortfolioFormat } from '@pt/ui';

// Made on first use, not when the module loads: the workspace's first render needs none of them
// (it shows loading states), and building them with a date-and-time format took about 50 ms under
// Lighthouse's 4x CPU slowdown in the task that evaluates the overview's modules. The date and
// time of the quotes are the SDK's formatDateTime (built on first use too).
let percentFormat: Intl.NumberFormat | undefined;
let quantityFormat: Intl.NumberFormat | undefined;
const percent = () => (percentFormat ??= new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const quantity = () => (quantityFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }));

const formats = new Map<string, Required<PortfolioFormat>>();

/**
 * Money in the portfolio's currency ('$1,234.50'), an amount per share with the decimals it has
 * (a dividend of '$0.485'), ratios as percentages with two decimals,
 * quantities with up to six decimals, and dates as 'MMM dd, yyyy' of the trading day (the UTC
 * date, as the portfolio math counts a trade).
 */
export function portfolioFormat(currency: string): Required<PortfolioFormat> {
  const code = currency.trim().toUpperCase() || 'USD';
  let format = formats.get(code);
  if (!format) {
    format = {
      money: (amount) => formatCurrency(amount, code),
      percent: (ratio) => percent().format(ratio),
      quantity: (value) => quantity().format(value),
      date: (date) => formatIsoDate(date.slice(0, 10)),
      perShare: (amount) => formatPerShare(amount, code),
    };
    formats.set(code, format);
  }
  return format;
}

/** When the quotes were taken, in the reader's time: 'Nov 21, 2026, 3:45 PM'; null without one. */
export function quotesAsOf(asOf: string | null): string | null {
  if (!asOf) return null;
  const at = new Date(asOf);
  return Number.isNaN(at.getTime()) ? null : formatDateTime(at);
}

let shortTime: Intl.DateTimeFormat | undefined;
let shortDay: Intl.DateTimeFormat | undefined;
/**
 * A price's time as the holdings table writes it under the price (product §13.5), short enough for
 * its column: the time for a price of today ('11:45 AM'), else the day ('May 29'), in the reader's zone.
 */
export function quoteTimeShort(asOf: string, now: Date = new Date()): string {
  const at = new Date(asOf);
  if (Number.isNaN(at.getTime())) return '';
  const sameDay = at.toDateString() === now.toDateString();
  const f = sameDay
    ? (shortTime ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }))
    : (shortDay ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }));
  return f.format(at).replace(/\u202f/g, ' ');
}
