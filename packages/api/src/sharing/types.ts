// Portfolio sharing (reference-server wire types): a public, read-only view of one portfolio in
// percentages, without a single amount (no quantity, price, value, cost or gain in dollars).
import type { PerformanceRange } from '../investing/performanceRange';
import type { MarketDataSource, ReturnMethodCode } from '../investing/types';

/**
 * A portfolio's public link: `GET/POST/DELETE /api/portfolio/{id}/share`. `url` is the app's page
 * for `token`. `active` is false while the owner's plan does not include portfolio sharing: the
 * link then answers 404 (it is kept, and opens again once the plan includes sharing).
 */
export interface PortfolioShare { portfolio_id: string; token: string; url: string; active: boolean; created_at: string }

/** An open holding in the public view; ratios are fractions (0.25 = 25 %). */
export interface PublicHolding {
  symbol: string;
  name: string | null;
  /** Share of the portfolio's value; null without a quote. */
  weight: number | null;
  /** (realised + unrealised gain, dividends included) / the cost of every share bought; null without a quote or cost. */
  total_return: number | null;
  /** Today's change of the price; null without a quote. */
  day_change: number | null;
}

/** A slice of the allocation chart: weight only. */
export interface PublicAllocationSlice { key: string; weight: number; symbols: string[]; other: boolean }

/** `GET /api/public/portfolios/{token}` (no sign-in): served with `X-Robots-Tag: noindex`. */
export interface PublicPortfolio {
  name: string;
  /** Returns are time-weighted, chained daily (see RETURN_METHOD). */
  method: ReturnMethodCode;
  source: MarketDataSource;
  /** The oldest quote time among the holdings; null without quotes. */
  as_of: string | null;
  delayed_minutes: number | null;
  /** The whole portfolio's total return and today's change, as fractions. */
  total_return: number | null;
  day_change: number | null;
  /** Open holdings, largest weight first. */
  holdings: PublicHolding[];
  allocation: PublicAllocationSlice[];
  /** Cumulative return since the first transaction, one point a calendar day ('YYYY-MM-DD'). */
  performance: { from: string; to: string; points: { date: string; cumulative_return: number | null }[] };
  /** The time-weighted return of each range of the performance chart, ending on `performance.to`. */
  period_returns: Record<PerformanceRange, number | null>;
}

/** A friend's shared portfolio (`GET /api/friends/{id}/portfolios`): open it at `url`. */
export interface FriendSharedPortfolio { portfolio_id: string; name: string; token: string; url: string; shared_at: string }
