let format: Intl.NumberFormat | undefined;

/**
 * A whole number of things (clicks, uses, users, applications) as the product writes one, grouped
 * in US English: 1204 -> '1,204', a fraction rounded (product §16.1). Made on first use, as every
 * format here.
 */
export function formatCount(value: number): string {
  format ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return format.format(value);
}
