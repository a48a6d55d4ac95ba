import { ratesToBase, cashCurrency, type DailyRate, type RatesToBase } from '@pt/api';
import { normalFrom, seededRandom } from './seededRandom';
import { SAMPLE_ANCHOR_DATE, SAMPLE_HISTORY_START } from './sampleMarketData';
import { createTradingCalendar, dateOfDay, dayNumber } from './tradingCalendar';

/**
 * Daily exchange rates as the market data keeps them: units of `currency` for one US dollar on each
 * day that has one, oldest first (product §10.18). The server converts every amount to a
 * portfolio's base currency with them.
 */
export interface FxSource {
  perUsd(currency: string, from: string, to: string): Promise<DailyRate[]>;
}

/** Sample rates per US dollar on 2024-12-31, near the ECB's reference rates then; the base currencies a portfolio may have. */
export const SAMPLE_FX_ANCHORS: Readonly<Record<string, number>> = { EUR: 0.9626, GBP: 0.7983, CAD: 1.4382, CHF: 0.9063, JPY: 157.2 };

/**
 * Sample daily rates: NOT market rates. Each currency follows a seeded random walk (8 % a year)
 * over the weekdays since 2015-01-02 through its anchor on 2024-12-31, so the same day has the same
 * rate on every machine and run, as the sample's prices do.
 */
export function createSampleFx(): FxSource {
  const calendar = createTradingCalendar(SAMPLE_HISTORY_START);
  const anchorIndex = calendar.indexOnOrBefore(dayNumber(SAMPLE_ANCHOR_DATE));
  const walks = new Map<string, { next: () => number; logs: number[] }>();
  const sd = 0.08 / Math.sqrt(252);
  const rateAt = (currency: string, index: number): number => {
    let w = walks.get(currency);
    if (!w) walks.set(currency, (w = { next: normalFrom(seededRandom(`sample-fx:${currency}`)), logs: [0] }));
    while (w.logs.length <= Math.max(index, anchorIndex)) w.logs.push(w.logs[w.logs.length - 1]! + sd * w.next());
    return Math.round(SAMPLE_FX_ANCHORS[currency]! * Math.exp(w.logs[index]! - w.logs[anchorIndex]!) * 1e6) / 1e6;
  };
  return {
    async perUsd(currency, from, to) {
      const code = currency.toUpperCase();
      if (code === 'USD' || SAMPLE_FX_ANCHORS[code] === undefined) return code === 'USD' ? [{ date: from, rate: 1 }] : [];
      const first = Math.max(0, calendar.indexOnOrBefore(dayNumber(from) - 1) + 1);
      const last = calendar.indexOnOrBefore(dayNumber(to));
      const out: DailyRate[] = [];
      for (let i = first; i <= last; i++) out.push({ date: dateOfDay(calendar.days[i]!), rate: rateAt(code, i) });
      return out;
    },
  };
}

/**
 * Rates to `base` for every cash currency of `currencies` from `from` to `to`, for the SDK's ledger
 * (units of base per unit), from the rates per US dollar. A few days before `from` are read so a
 * first day on a weekend has a rate to carry; a currency without any rate is left out (the ledger
 * lists it as missing).
 */
export async function ratesFor(fx: FxSource, base: string, currencies: Iterable<string>, from: string, to: string): Promise<RatesToBase> {
  const codes = new Set([base, ...[...currencies].map((c) => cashCurrency(c))]);
  codes.delete('USD');
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
  const usdPerUnit: Record<string, DailyRate[]> = {};
  await Promise.all([...codes].map(async (code) => {
    const list = await fx.perUsd(code, start, to);
    if (list.length) usdPerUnit[code] = list.map((r) => ({ date: r.date, rate: 1 / r.rate }));
  }));
  return ratesToBase(usdPerUnit, 'USD', base);
}

/** What the ledger needs to count a portfolio's money in its base currency: the base and the rates to it. */
export interface MoneyBasis { baseCurrency: string; rates: RatesToBase }

/**
 * The base currency and the daily rates to it of every currency a portfolio's transactions use,
 * from its first transaction to `to` ('YYYY-MM-DD').
 */
export async function moneyBasis(fx: FxSource, baseCurrency: string, transactions: readonly { currency?: string | null; executed_at: string }[], to: string): Promise<MoneyBasis> {
  let first = to;
  const currencies = new Set<string>();
  for (const t of transactions) {
    const day = t.executed_at.slice(0, 10);
    if (day < first) first = day;
    if (t.currency) currencies.add(t.currency);
  }
  return { baseCurrency, rates: await ratesFor(fx, baseCurrency, currencies, first, to) };
}
