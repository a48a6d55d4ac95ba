const formats = new Map<number, Intl.NumberFormat>();

/**
 * A rate the product keeps in percent (a commission of 30, a daily move of -5.31) as it reads:
 * '30%', '12.5%', '-5.31%', with the decimals it has up to `maxDigits` (2 unless told) and none
 * added (product §16.1). A ratio (0.3) is `formatPercent`'s. Made on first use, as every format here.
 */
export function formatRate(percent: number, maxDigits = 2): string {
  let format = formats.get(maxDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDigits });
    formats.set(maxDigits, format);
  }
  return `${format.format(percent)}%`;
}
