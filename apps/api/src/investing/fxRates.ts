import { ratesToBase, cashCurrency, type DailyRate, type RatesToBase } from '@pt/api';
import { sampleFxRates } from './sampleFx';

/**
 * Daily exchange rates as the market data keeps them: units of `currency` for one US dollar on each
 * day that has one, oldest first (product §10.22). The server converts every amount to a
 * portfolio's base currency with them.
 */
export interface FxSource {
  perUsd(currency: string, from: string, to: string): Promise<DailyRate[]>;
}

/**
 * The sample's daily rates (NOT market rates: `sampleFxRates`, product §13.2) as an `FxSource`, for
 * tests and for routes registered without the market data.
 */
export function createSampleFx(): FxSource {
  return {
    async perUsd(currency, from, to) {
      const code = currency.toUpperCase();
      if (code === 'USD') return [{ date: from, rate: 1 }];
      return sampleFxRates('USD', [code], from, to).map((r) => ({ date: r.date, rate: r.rate }));
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

/** What `marketFx` reads from the market data (product §13.2): its stored daily rates per US dollar, and their sync. */
export interface StoredFx {
  fxRates(quote: string, from: string, to: string): Promise<{ date: string; rate: number }[]>;
  syncFx(currencies?: readonly string[]): Promise<'fetched' | 'fresh' | 'failed' | 'none'>;
}

/**
 * The market data's daily rates as an `FxSource`: the stored rates (kept fresh by the market sync);
 * a currency with none stored yet is synced once, then read. A currency no provider has stays
 * without rates, and the ledger names it as missing rather than counting it at 1.
 */
export function marketFx(market: StoredFx): FxSource {
  return {
    async perUsd(currency, from, to) {
      const code = currency.toUpperCase();
      if (code === 'USD') return [{ date: from, rate: 1 }];
      let rows = await market.fxRates(code, from, to);
      if (!rows.length) {
        await market.syncFx([code]).catch(() => 'failed');
        rows = await market.fxRates(code, from, to);
      }
      return rows.map((r) => ({ date: r.date, rate: r.rate }));
    },
  };
}
