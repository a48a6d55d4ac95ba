// How the workspace writes numbers and dates: the SDK's currency and date rules, one object per
// portfolio currency (the kit's rows memoise on it).
import { formatCount, formatCurrency, formatDateTime, formatIsoDate, formatPercent, formatPerShare } from '@pt/api/format';
import type { PortfolioFormat } from '@pt/ui/workspace';

// Made on first use, not when the module loads: the workspace's first render needs none of them
// (it shows loading states), and building them with a date-and-time format took about 50 ms under
// Lighthouse's 4x CPU slowdown in the task that evaluates the overview's modules. The SDK's
// formatters (percent, the quotes' date and time) are built on first use too.
let quantityFormat: Intl.NumberFormat | undefined;
const quantity = () => (quantityFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }));

const formats = new Map<string, Required<PortfolioFormat>>();

/**
 * Money in the portfolio's currency ('$1,234.50'), an amount per share with the decimals it has
 * (a dividend of '$0.485'), ratios as percentages with two decimals,
 * quantities with up to six decimals, counts grouped in thousands ('1,204'), and dates as 'MMM dd, yyyy' of the trading day (the UTC
 * date, as the portfolio math counts a trade).
 */
export function portfolioFormat(currency: string): Required<PortfolioFormat> {
  const code = currency.trim().toUpperCase() || 'USD';
  let format = formats.get(code);
  if (!format) {
    format = {
      money: (amount) => formatCurrency(amount, code),
      percent: (ratio) => formatPercent(ratio),
      quantity: (value) => quantity().format(value),
      date: (date) => formatIsoDate(date.slice(0, 10)),
      perShare: (amount) => formatPerShare(amount, code),
      count: formatCount,
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
