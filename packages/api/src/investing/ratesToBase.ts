import type { DailyRate, RatesToBase } from './ledger';
import { normalizeCurrency } from './money';

/**
 * Daily rates quoted against one currency (units of `quote` per unit of each currency, as a
 * market data feed lists them: EUR 1.08 USD) turned into rates to `base`: rate(C -> base) =
 * rate(C -> quote) / rate(base -> quote), each day with the base's rate of that day or the
 * last before it (else its first). `quote` itself gets 1 / rate(base -> quote). Currencies
 * without rates are left out; a base without rates leaves only the quote currency's if the base
 * is the quote.
 */
export function ratesToBase(table: RatesToBase, quote: string, base: string): Record<string, DailyRate[]> {
  const q = normalizeCurrency(quote);
  const b = normalizeCurrency(base);
  const byCode = new Map(Object.entries(table).map(([code, list]) => [normalizeCurrency(code), list]));
  const out: Record<string, DailyRate[]> = {};
  if (b === q) {
    for (const [code, list] of byCode) if (code !== b) out[code] = list.filter((r) => r.rate > 0).map((r) => ({ date: r.date, rate: r.rate }));
    return out;
  }
  const baseList = (byCode.get(b) ?? []).filter((r) => r.rate > 0);
  if (!baseList.length) return out;
  const baseOn = (date: string): number => {
    let lo = 0;
    let hi = baseList.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (baseList[mid]!.date <= date) lo = mid + 1;
      else hi = mid;
    }
    return baseList[Math.max(0, lo - 1)]!.rate;
  };
  out[q] = baseList.map((r) => ({ date: r.date, rate: 1 / r.rate }));
  for (const [code, list] of byCode) {
    if (code === b || code === q) continue;
    out[code] = list.filter((r) => r.rate > 0).map((r) => ({ date: r.date, rate: r.rate / baseOn(r.date) }));
  }
  return out;
}
