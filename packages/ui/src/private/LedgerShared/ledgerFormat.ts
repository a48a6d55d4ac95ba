/**
 * How the affiliate components (dashboard, payouts, admin) write amounts, rates, counts and dates
 * (product §16.1). The app passes its SDK's formatters (currency, rate, percent, 'MMM dd, yyyy'),
 * so the kit carries no second copy of those rules; build the object once and pass the same one to
 * every component. Amounts are US dollars. A component asks for the part it writes
 * (`Pick<LedgerFormat, 'money' | 'count'>`).
 */
export interface LedgerFormat {
  /** An amount in dollars, e.g. 1234.5 -> '$1,234.50'. */
  money: (amount: number) => string;
  /** A commission or discount rate in percent (not a ratio), e.g. 30 -> '30%'. */
  rate: (percent: number) => string;
  /** A whole number of things (clicks, uses, applications, users), e.g. 1204 -> '1,204'. */
  count: (value: number) => string;
  /** A share of a whole given in percent, always with one decimal, e.g. a conversion rate of 3 -> '3.0%'. */
  share: (percent: number) => string;
  /** A day from an ISO date or date-time, e.g. '2026-11-21T10:00:00Z' -> 'Nov 21, 2026'. */
  date: (iso: string) => string;
  /** A moment from an ISO date-time, with the time, e.g. 'Nov 21, 2026, 10:04 AM'. */
  dateTime: (iso: string) => string;
}
