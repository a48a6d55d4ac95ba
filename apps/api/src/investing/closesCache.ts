import type { DailyClose } from '@pt/api';
import type { MarketData } from './MarketData';

/** A symbol's closes from the first day of the data to the latest, kept while the latest day is the same. */
interface Entry { latest: string; closes: DailyClose[] }

export interface ClosesCache {
  /** The symbol's closes from `from` to `latest` (inclusive, oldest first): a view of the cached list, not a copy of its closes. */
  closes(symbol: string, from: string, latest: string): DailyClose[];
}

/**
 * Closes for the performance series, read once a day per symbol. The market data builds a new
 * object per close on every history call (ten years of 100 symbols is 250,000 of them, most of a
 * request's time); the series reads them only, so one list per symbol serves every request of the
 * day. A new latest day (or a symbol not yet read) reads the whole history again.
 */
export function createClosesCache(market: MarketData): ClosesCache {
  const entries = new Map<string, Entry>();
  return {
    closes(symbol, from, latest) {
      let entry = entries.get(symbol);
      if (!entry || entry.latest !== latest) {
        entry = { latest, closes: market.history(symbol, market.historyStart, latest) ?? [] };
        entries.set(symbol, entry);
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
