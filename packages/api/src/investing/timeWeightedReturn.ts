import type { ValuePoint } from './valueSeries';

/** Below this many dollars a portfolio holds nothing, and a day has no return. */
const NOTHING = 1e-9;

/** `return` is the day's return as a fraction; null on a day with no money at work. */
export interface PeriodReturn { date: string; return: number | null }

/**
 * The return of each day after the first point:
 *
 *   r_t = (V_t + outflow_t) / (V_{t-1} + inflow_t) - 1
 *
 * Flow timing: money put in counts from the start of its day, money taken out until the end
 * of its day, as if a buy's money had arrived in the morning and waited for the trade (what
 * a cash account would do; Portfolio Performance's true time-weighted return treats its
 * deposits and removals this way). The day's return is then a capital-weighted average of what
 * the old holdings made and what the new money made from its price to the close, so it stays
 * between the two. It is exact for buys at the opening price and sells at the close.
 * The other common choice, net flow at the end of the day, (V_t - F_t) / V_{t-1}, is exact for
 * trades at the close but credits a buy's gain from its price to the close to the money held
 * the day before: a $1 million buy that closes 1 % up on a day that began at $1 makes that day
 * +1,000,000 %, and the first day of a portfolio (V_{t-1} = 0) has no return at all. Gross
 * flows, not the net, also give a buy and a sale on the same day their own result.
 */
export function dailyReturns(series: readonly ValuePoint[]): PeriodReturn[] {
  const out: PeriodReturn[] = [];
  for (let i = 1; i < series.length; i++) {
    const p = series[i]!;
    const base = series[i - 1]!.value + p.inflow;
    out.push({ date: p.date, return: base > NOTHING ? (p.value + p.outflow) / base - 1 : null });
  }
  return out;
}

/**
 * Time-weighted return, chained daily: the product of (1 + r_t) over the days of the series
 * after its first point, minus 1. The first point is the starting value, so a series for a
 * period starts on the day before it. Deposits and withdrawals do not count as gains; null
 * when no day of the series had money at work.
 */
export function timeWeightedReturn(series: readonly ValuePoint[]): number | null {
  let growth = 1;
  let any = false;
  for (const d of dailyReturns(series)) {
    if (d.return === null) continue;
    growth *= 1 + d.return;
    any = true;
  }
  return any ? growth - 1 : null;
}

/** The time-weighted return from the first point to each point (0 at the first), for a chart. */
export function cumulativeReturns(series: readonly ValuePoint[]): PeriodReturn[] {
  let growth = 1;
  const first = series[0];
  const out: PeriodReturn[] = first ? [{ date: first.date, return: 0 }] : [];
  for (const d of dailyReturns(series)) {
    if (d.return !== null) growth *= 1 + d.return;
    out.push({ date: d.date, return: growth - 1 });
  }
  return out;
}
