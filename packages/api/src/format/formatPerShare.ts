/** The most decimals a per-share amount shows: dividends are declared to the tenth of a cent ($0.485) and beyond. */
const PER_SHARE_MAX_DECIMALS = 4;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount per share (a dividend's cash per share, a trade's price): the currency's usual
 * decimals, and more, up to four, when the amount has them, so a dividend of $0.485 is not shown
 * as $0.49. Decimals beyond the currency's are never padded: 0.485 -> '$0.485', 0.5 -> '$0.50',
 * 0.12345 -> '$0.1235'. Totals (quantity x price, income) stay `formatCurrency`'s cents.
 */
export function formatPerShare(amount: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  try {
    let format = formats.get(code);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, maximumFractionDigits: PER_SHARE_MAX_DECIMALS });
      formats.set(code, format);
    }
    return format.format(amount);
  } catch {
    // Unknown currency code: still show something readable.
    return `${amount} ${code}`;
  }
}
