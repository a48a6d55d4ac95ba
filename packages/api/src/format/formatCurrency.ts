/** US-English currency with the upper-case code: formatCurrency(9.99, 'usd') -> '$9.99'. */
export function formatCurrency(amount: number, currency = 'usd'): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
  } catch {
    // Unknown currency code: still show something readable.
    return `${amount} ${currency}`.toUpperCase();
  }
}

/** Minor units (cents) to major units. */
export const fromMinorUnits = (minor: number): number => minor / 100;
