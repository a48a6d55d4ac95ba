import { dayNumber, isIsoDate } from './isoDate';
import { dailyReturns } from './timeWeightedReturn';
import type { ValuePoint } from './valueSeries';

/** Trading days a year: the annualising factor is its square root. */
export const TRADING_DAYS_PER_YEAR = 252;

/** Monday to Friday (the sample market data's calendar; a real feed passes its own days). */
export const isWeekday = (date: string): boolean => {
  if (!isIsoDate(date)) return false;
  const w = (dayNumber(date) + 4) % 7; // 1970-01-01 was a Thursday
  return w !== 0 && w !== 6;
};

export interface Volatility {
  /** sqrt(252) x the sample standard deviation of the trading-day returns, as a fraction; null with fewer than 2 of them. */
  annualised: number | null;
  /** How many trading-day returns it was computed from. */
  observations: number;
}

/**
 * The trading-day returns of a value series: from one trading day's close to the next, each the
 * calendar days' returns since the previous trading day chained (a weekend's flows and a holiday
 * count in the Monday after it, so nothing is lost and no quiet day is counted as a 0 % day). A
 * day with no money at work adds nothing; a trading day whose whole stretch had none gives no
 * return. The first point is the base, as for `timeWeightedReturn`.
 */
export function tradingDayReturns(series: readonly ValuePoint[], isTradingDay: (date: string) => boolean = isWeekday): number[] {
  const out: number[] = [];
  let growth = 1;
  let any = false;
  for (const d of dailyReturns(series)) {
    if (d.return !== null) {
      growth *= 1 + d.return;
      any = true;
    }
    if (!isTradingDay(d.date)) continue;
    if (any) out.push(growth - 1);
    growth = 1;
    any = false;
  }
  return out;
}

/**
 * Annualised volatility of a value series: the sample standard deviation (n - 1) of its
 * trading-day returns (see `tradingDayReturns`) x sqrt(252). Flows do not count as moves: the
 * returns are the time-weighted ones. Null with fewer than two returns.
 */
export function annualisedVolatility(series: readonly ValuePoint[], isTradingDay: (date: string) => boolean = isWeekday): Volatility {
  const returns = tradingDayReturns(series, isTradingDay);
  const n = returns.length;
  if (n < 2) return { annualised: null, observations: n };
  const mean = returns.reduce((s, r) => s + r, 0) / n;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (n - 1);
  return { annualised: Math.sqrt(variance) * Math.sqrt(TRADING_DAYS_PER_YEAR), observations: n };
}
