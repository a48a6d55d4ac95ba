/**
 * How the affiliate money components write amounts, rates and dates. The app passes its SDK's
 * formatters (currency, 'MMM dd, yyyy'), so the kit carries no second copy of those rules; build
 * the object once and pass the same one to every component. Amounts are US dollars.
 */
export interface LedgerFormat {
  /** An amount in dollars, e.g. 1234.5 -> '$1,234.50'. */
  money: (amount: number) => string;
  /** A commission rate in percent (not a ratio), e.g. 30 -> '30%'. */
  rate: (percent: number) => string;
  /** A day from an ISO date or date-time, e.g. '2026-11-21T10:00:00Z' -> 'Nov 21, 2026'. */
  date: (iso: string) => string;
  /** A moment from an ISO date-time, with the time, e.g. 'Nov 21, 2026, 10:04 AM'. */
  dateTime: (iso: string) => string;
}
