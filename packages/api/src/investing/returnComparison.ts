import { formatCurrency } from '../format/formatCurrency';
import { dayNumber, formatIsoDate } from './isoDate';
import { moneyWeightedReturn, seriesCashFlows } from './moneyWeightedReturn';
import { cumulativeReturns, timeWeightedReturn } from './timeWeightedReturn';
import type { ValuePoint } from './valueSeries';

/** Differences smaller than this (0.1 percentage point) read as "the same". */
const SAME = 0.001;

/** The two returns of a range side by side and one sentence on why they differ (product §10.23). */
export interface ReturnComparison {
  /** Time-weighted, over the range (not annual): how the holdings did, whatever money came and went. */
  time_weighted: number | null;
  /** Money-weighted (XIRR), a year. */
  money_weighted: number | null;
  /** The money-weighted rate over the range's days, (1 + r)^(days / 365) - 1, to compare with the time-weighted return. */
  money_weighted_period: number | null;
  /** Why the two differ for this portfolio, in one sentence naming the largest movement of money. */
  sentence: string;
}

const percent = (r: number): string => `${r < 0 ? '-' : r > 0 ? '+' : ''}${Math.abs(r * 100).toFixed(1)} %`;

/**
 * Compares the time-weighted return of a series (`rangeLedger`'s or `valueSeries`') with its
 * money-weighted one over the same days, and says why they differ: the money-weighted return
 * weighs each day by the money at work then, so money paid in before a rise (or taken out
 * before a fall) lifts it above the time-weighted one, and the other way round lowers it. The
 * sentence names the day with the largest net movement of money and what the portfolio did
 * after it. `currency` writes the amount.
 */
export function compareReturns(series: readonly ValuePoint[], currency: string): ReturnComparison {
  const twr = timeWeightedReturn(series);
  const cf = seriesCashFlows(series);
  const mwr = cf ? moneyWeightedReturn(cf.flows, cf.endValue) : null;
  const first = series[0];
  const last = series[series.length - 1];
  const days = first && last ? dayNumber(last.date) - dayNumber(first.date) : 0;
  const mwrPeriod = mwr === null ? null : Math.pow(1 + mwr, days / 365) - 1;
  const result = (sentence: string): ReturnComparison => ({ time_weighted: twr, money_weighted: mwr, money_weighted_period: mwrPeriod, sentence });
  if (twr === null || mwrPeriod === null) return result('There is not enough money at work in this range to compare the two returns.');

  let largest = -1;
  for (let i = 1; i < series.length; i++) if (series[i]!.flow !== 0 && (largest < 0 || Math.abs(series[i]!.flow) > Math.abs(series[largest]!.flow))) largest = i;
  if (largest < 0) {
    return result('They are the same here: no money was paid in or taken out during the range, so both only measure how the portfolio did.');
  }
  const diff = mwrPeriod - twr;
  const flow = series[largest]!;
  const cumulative = cumulativeReturns(series);
  const end = 1 + (cumulative[cumulative.length - 1]?.return ?? 0);
  const deposit = flow.flow > 0;
  // Money paid in works from the start of its day, money taken out until its end.
  const split = deposit ? largest - 1 : largest;
  const mid = 1 + (cumulative[split]?.return ?? 0);
  const before = mid - 1;
  const after = end / mid - 1;
  const what = `your largest ${deposit ? 'deposit' : 'withdrawal'}, ${formatCurrency(Math.abs(flow.flow), currency)} on ${formatIsoDate(flow.date)}`;
  const since = `the portfolio made ${percent(before)} before it and ${percent(after)} from then on`;
  if (Math.abs(diff) < SAME) {
    return result(`They are almost the same: the money paid in and taken out made little difference (${what}; ${since}).`);
  }
  const higher = diff > 0;
  // Compare growth per day before and after the movement, so a short stretch is not outweighed by a long one.
  const daysBefore = split;
  const daysAfter = series.length - 1 - split;
  const perDay = (growth: number, n: number): number | null => (n > 0 && growth > -1 ? Math.pow(1 + growth, 1 / n) : null);
  const [b, a] = [perDay(before, daysBefore), perDay(after, daysAfter)];
  const timingHelped = b !== null && a !== null && (deposit ? a > b : a < b);
  const timingHurt = b !== null && a !== null && (deposit ? a < b : a > b);
  if ((higher && timingHelped) || (!higher && timingHurt)) {
    const when = higher
      ? deposit ? 'came before the portfolio did better' : 'left before the portfolio did worse'
      : deposit ? 'came before the portfolio did worse' : 'left before the portfolio did better';
    return result(`Your money-weighted return is ${higher ? 'higher' : 'lower'} than the time-weighted one because ${what}, ${when}: ${since}.`);
  }
  return result(higher
    ? 'Your money-weighted return is higher than the time-weighted one: more of your money was at work on the days the portfolio did well.'
    : 'Your money-weighted return is lower than the time-weighted one: more of your money was at work on the days the portfolio did badly.');
}
