import type { DailyClose } from '@pt/api';
import type { MarketData } from './MarketData';

/** A symbol's closes from the first day of the data to the latest, kept while the latest day is the same. */
interface Entry { latest: string; closes: DailyClose[] }

export interface ClosesCache {
  /** The symbol's closes from `from` to `latest` (inclusive, oldest first): a view of the cached list, not a copy of its closes. */
  closes(symbol: string, from: string, latest: string): Promise<DailyClose[]>;
}

/**
 * Closes for the performance series, read once a day per symbol. The market data builds a new
 * object per close on every history call (ten years of 100 symbols is 250,000 of them, most of a
 * request's time); the series reads them only, so one list per symbol serves every request of the
 * day. A new latest day (or a symbol not yet read) reads the whole history again. A list that does
 * not reach the latest day (a stored instrument whose sync has not caught up, product §13.2) is
 * not kept, so the next request reads what the sync has stored since.
 */
export function createClosesCache(market: MarketData): ClosesCache {
  const entries = new Map<string, Entry>();
  return {
    async closes(symbol, from, latest) {
      let entry = entries.get(symbol);
      if (!entry || entry.latest !== latest) {
        const closes = (await market.history(symbol, market.historyStart, latest)) ?? [];
        entry = { latest, closes };
        if (closes.length && closes[closes.length - 1]!.date >= lastWeekday(latest)) entries.set(symbol, entry);
        else entries.delete(symbol);
      }
      const list = entry.closes;
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (list[mid]!.date < from) lo = mid + 1;
        else hi = mid;
      }
      return lo === 0 ? list : list.slice(lo);
    },
  };
}

/** The weekday on or before `date`: a list ending there is complete (weekend days have no close). */
function lastWeekday(date: string): string {
  let t = Date.parse(`${date}T00:00:00Z`);
  while ([0, 6].includes(new Date(t).getUTCDay())) t -= 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
