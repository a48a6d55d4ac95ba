import type { DividendPerShare } from './MarketData';
import { seededRandom } from './seededRandom';
import { dateOfDay, dayNumber, isWeekday } from './tradingCalendar';

/**
 * The sample's dividend payers and their yearly yield at the anchor price (near their real
 * yields at the end of 2024). Sample data, not real dividends: every other instrument pays none.
 */
export const SAMPLE_DIVIDEND_YIELDS: Readonly<Record<string, number>> = {
  KO: 0.03, JNJ: 0.031, PG: 0.024, PEP: 0.035, XOM: 0.035, VZ: 0.065, T: 0.05, JPM: 0.022,
  MSFT: 0.008, AAPL: 0.0045, SPY: 0.013, VOO: 0.013,
};

/** How much a payer raises its dividend each year: the sample's amounts are the anchor year's, 6 % less for each year before. */
const YEARLY_RAISE = 1.06;
const ANCHOR_YEAR = 2024;

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/**
 * A payer's quarterly dividends, deterministic per symbol: four ex-dates a year, in the months
 * m, m + 3, m + 6 and m + 9 (m from 1 to 3) on the first weekday on or after a day from 8 to 21,
 * both drawn from the symbol's seed; each of anchorPrice x yield / 4, raised 6 % a year (the
 * amount of the anchor year, 2024, divided by 1.06 for each year before it, multiplied after),
 * in cash per share to 4 decimals, as the server stores a price.
 */
export function sampleDividends(symbol: string, anchorPrice: number, from: string, to: string): DividendPerShare[] {
  const dividendYield = SAMPLE_DIVIDEND_YIELDS[symbol];
  if (dividendYield === undefined || from > to) return [];
  const uniform = seededRandom(`sample-dividends:${symbol}`);
  const firstMonth = 1 + Math.floor(uniform() * 3);
  const dayOfMonth = 8 + Math.floor(uniform() * 14);
  const out: DividendPerShare[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const amount = round4(((anchorPrice * dividendYield) / 4) * YEARLY_RAISE ** (year - ANCHOR_YEAR));
    for (let q = 0; q < 4; q++) {
      let day = dayNumber(`${year}-${String(firstMonth + 3 * q).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`);
      while (!isWeekday(day)) day++;
      const date = dateOfDay(day);
      if (date >= from && date <= to) out.push({ date, amount });
    }
  }
  return out;
}
