// How the workspace writes numbers and dates: the SDK's currency and date rules, one object per
// portfolio currency (the kit's rows memoise on it).
import { formatCurrency, formatIsoDate } from '@pt/api';
import type { PortfolioFormat } from '@pt/ui';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const formats = new Map<string, PortfolioFormat>();

/**
 * Money in the portfolio's currency ('$1,234.50'), ratios as percentages with two decimals,
 * quantities with up to six decimals, and dates as 'MMM dd, yyyy' of the trading day (the UTC
 * date, as the portfolio math counts a trade).
 */
export function portfolioFormat(currency: string): PortfolioFormat {
  const code = currency.trim().toUpperCase() || 'USD';
  let format = formats.get(code);
  if (!format) {
    format = {
      money: (amount) => formatCurrency(amount, code),
      percent: (ratio) => percent.format(ratio),
      quantity: (value) => quantity.format(value),
      date: (date) => formatIsoDate(date.slice(0, 10)),
    };
    formats.set(code, format);
  }
  return format;
}

/** When the quotes were taken, in the reader's time: 'Nov 21, 2026, 3:45 PM'; null without one. */
export function quotesAsOf(asOf: string | null): string | null {
  if (!asOf) return null;
  const at = new Date(asOf);
  return Number.isNaN(at.getTime()) ? null : moment.format(at);
}
