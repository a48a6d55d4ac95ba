/**
 * How the portfolio components write numbers and dates. The app passes its SDK's formatters
 * (currency, dates) so the kit never carries a second copy of those rules; build the object once
 * per portfolio currency and pass the same one to every component (rows memoise on it).
 */
export interface PortfolioFormat {
  /** An amount of money in the portfolio's currency, e.g. 1234.5 -> '$1,234.50'. Given magnitudes: the kit adds the sign. */
  money: (amount: number) => string;
  /** A ratio as a percentage, e.g. 0.0123 -> '1.23%'. Given magnitudes: the kit adds the sign. */
  percent: (ratio: number) => string;
  /** A number of shares, e.g. 12.5 -> '12.5'. */
  quantity: (quantity: number) => string;
  /** A calendar date 'YYYY-MM-DD' (or a transaction's date-time), e.g. 'Nov 21, 2026'. */
  date: (date: string) => string;
  /**
   * An amount per share (a trade's price, a dividend's cash per share) with the decimals it has,
   * e.g. 0.485 -> '$0.485' where `money` would write '$0.49' (the SDK's `formatPerShare`).
   * Without it the kit writes per-share amounts with `money`.
   */
  perShare?: (amount: number) => string;
  /** A whole number of things (holdings, transactions), grouped in thousands: 1204 -> '1,204' (the SDK's `formatCount`). */
  count: (value: number) => string;
}
