import { normalFrom, seededRandom } from './seededRandom';
import { SAMPLE_ANCHOR_DATE, SAMPLE_HISTORY_START } from './sampleMarketData';
import { createTradingCalendar, dateOfDay, dayNumber } from './tradingCalendar';

/**
 * Sample daily FX rates (product §13.2): units of each currency for one US dollar, near the ECB's
 * reference rates at the end of 2024 on the anchor date, a seeded random walk (8 % a year) either
 * side of it, on weekdays. NOT market rates: deterministic, offline, like the sample's prices.
 */
export const SAMPLE_FX_ANCHORS: Readonly<Record<string, number>> = { EUR: 0.9626, GBP: 0.7983, CAD: 1.4382, CHF: 0.9063, JPY: 157.2 };
export const SAMPLE_FX_CURRENCIES = Object.keys(SAMPLE_FX_ANCHORS);

const calendar = createTradingCalendar(SAMPLE_HISTORY_START);
const anchorIndex = calendar.indexOnOrBefore(dayNumber(SAMPLE_ANCHOR_DATE));
const walks = new Map<string, { next: () => number; logs: number[] }>();
const SD = 0.08 / Math.sqrt(252);

function rateAt(currency: string, index: number): number {
  let w = walks.get(currency);
  if (!w) {
    w = { next: normalFrom(seededRandom(`sample-fx:${currency}`)), logs: [0] };
    walks.set(currency, w);
  }
  while (w.logs.length <= Math.max(index, anchorIndex)) w.logs.push(w.logs[w.logs.length - 1]! + SD * w.next());
  const rate = SAMPLE_FX_ANCHORS[currency]! * Math.exp(w.logs[index]! - w.logs[anchorIndex]!);
  return Math.round(rate * 1e6) / 1e6;
}

/** Rates of `quote` per one `base` on each weekday from `from` to `to` (either side may be USD or a sample currency; others give none). */
export function sampleFxRates(base: string, quotes: readonly string[], from: string, to: string): { date: string; base: string; quote: string; rate: number }[] {
  const perUsd = (c: string, i: number): number | null => (c === 'USD' ? 1 : SAMPLE_FX_ANCHORS[c] === undefined ? null : rateAt(c, i));
  const out: { date: string; base: string; quote: string; rate: number }[] = [];
  const last = calendar.indexOnOrBefore(dayNumber(to));
  for (let i = Math.max(0, calendar.indexOnOrBefore(dayNumber(from) - 1) + 1); i <= last; i++) {
    const b = perUsd(base, i);
    if (b === null) break;
    for (const quote of quotes) {
      const q = perUsd(quote, i);
      if (q !== null && quote !== base) out.push({ date: dateOfDay(calendar.days[i]!), base, quote, rate: Math.round((q / b) * 1e6) / 1e6 });
    }
  }
  return out;
}
