import { dayNumber, isIsoDate } from './isoDate';
import type { ValuePoint } from './valueSeries';

/** Money into the portfolio on a day (positive: put in, negative: taken out), in dollars. */
export interface CashFlow { date: string; amount: number }
export interface EndValue { date: string; value: number }

/** Where the search for a bracket stops: ln(1 + r) = +-2048 covers any annual rate a float can show. */
const BRACKET = [0, ...Array.from({ length: 18 }, (_, k) => 2 ** (k - 6))].flatMap((x) => (x ? [-x, x] : [0])).sort((a, b) => a - b);

/**
 * Money-weighted return (XIRR): the annual rate r at which the flows, grown to the end date,
 * equal the end value: sum of amount x (1 + r)^(days to the end / 365) = endValue. Annual, so
 * a few days' gain shows as a large rate. Solved for x = ln(1 + r) by bisection inside a
 * bracket where the difference changes sign, searched outwards from r = 0; with several roots
 * (flows changing sign more than once) the one nearest 0 wins. Null when there is no root
 * (such as money taken out with nothing put in), no time between the flows and the end, no
 * flow at all, or a rate too large for a float (a dollar worth millions a day later). Flows on the same day are added up first.
 */
export function moneyWeightedReturn(flows: readonly CashFlow[], endValue: EndValue): number | null {
  if (!isIsoDate(endValue.date) || !Number.isFinite(endValue.value)) return null;
  const end = dayNumber(endValue.date);
  const byDay = new Map<number, number>();
  for (const f of flows) {
    if (!isIsoDate(f.date) || !Number.isFinite(f.amount)) continue;
    const d = dayNumber(f.date);
    byDay.set(d, (byDay.get(d) ?? 0) + f.amount);
  }
  const years: number[] = [];
  const amounts: number[] = [];
  for (const [day, amount] of byDay) {
    if (amount === 0) continue;
    years.push((end - day) / 365);
    amounts.push(amount);
  }
  if (!years.some((y) => y !== 0)) return null;
  // Grown value of the flows minus the end value; decreasing in x while every flow is put in before the end.
  const gap = (x: number): number => {
    let sum = -endValue.value;
    for (let i = 0; i < years.length; i++) sum += amounts[i]! * Math.exp(x * years[i]!);
    return sum;
  };
  const bracket = findBracket(gap);
  if (!bracket) return null;
  let [lo, hi, fLo] = bracket;
  for (let i = 0; i < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); i++) {
    const mid = (lo + hi) / 2;
    const f = gap(mid);
    if (f === 0) return Math.expm1(mid);
    if (Math.sign(f) === Math.sign(fLo)) [lo, fLo] = [mid, f];
    else hi = mid;
  }
  const r = Math.expm1((lo + hi) / 2);
  return Number.isFinite(r) ? r : null;
}

/** Adjacent points of BRACKET around a sign change of f, the pair nearest x = 0 first. */
function findBracket(f: (x: number) => number): [number, number, number] | null {
  const values = BRACKET.map((x) => ({ x, f: f(x) }));
  let best: [number, number, number] | null = null;
  let bestDistance = Infinity;
  for (let i = 0; i + 1 < values.length; i++) {
    const a = values[i]!;
    const b = values[i + 1]!;
    if (Number.isNaN(a.f) || Number.isNaN(b.f)) continue;
    const distance = Math.min(Math.abs(a.x), Math.abs(b.x));
    if (a.f === 0 && Math.abs(a.x) < bestDistance) [best, bestDistance] = [[a.x, a.x, 0], Math.abs(a.x)];
    else if (Math.sign(a.f) * Math.sign(b.f) < 0 && distance < bestDistance) [best, bestDistance] = [[a.x, b.x, a.f], distance];
  }
  return best;
}

/**
 * The flows and end value of a value series for `moneyWeightedReturn`: the first point's value
 * counts as put in on its day, then each later day's net flow, and the last point's value.
 */
export function seriesCashFlows(series: readonly ValuePoint[]): { flows: CashFlow[]; endValue: EndValue } | null {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return null;
  const flows: CashFlow[] = first.value > 0 ? [{ date: first.date, amount: first.value }] : [];
  for (let i = 1; i < series.length; i++) if (series[i]!.flow !== 0) flows.push({ date: series[i]!.date, amount: series[i]!.flow });
  return { flows, endValue: { date: last.date, value: last.value } };
}
