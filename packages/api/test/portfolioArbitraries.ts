// fast-check generators for the portfolio math: transactions over a few symbols and weeks,
// with closes for every weekday, plus a tolerance check for float sums.
import fc from 'fast-check';
import type { DailyClose } from '../src/investing/types';
import type { PortfolioTransaction } from '../src/investing/portfolioTransaction';

export const SYMBOLS = ['AAA', 'BBB', 'CCC'] as const;
export const START = '2026-01-01';
export const DAYS = 40;

const DAY_MS = 86_400_000;
export const dateAfter = (days: number): string => new Date(Date.parse(START) + days * DAY_MS).toISOString().slice(0, 10);

/** Quantities like real orders: whole shares, or fractional ones with up to 4 decimals. */
export const quantityArb = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 10_000));
/** Prices in cents from $0.01 to $5,000. */
export const priceArb = fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100);

export const transactionArb: fc.Arbitrary<PortfolioTransaction> = fc.record({
  symbol: fc.constantFrom(...SYMBOLS),
  type: fc.constantFrom('buy' as const, 'sell' as const),
  quantity: quantityArb,
  price: priceArb,
  executed_at: fc.record({ day: fc.integer({ min: 0, max: DAYS - 1 }), minute: fc.integer({ min: 0, max: 1439 }) })
    .map(({ day, minute }) => new Date(Date.parse(START) + day * DAY_MS + minute * 60_000).toISOString()),
});

/** Transactions, sells included, possibly larger than the holding (the math caps those). */
export const transactionsArb = fc.array(transactionArb, { maxLength: 40 });

/** Dividends of up to $5 a share, on any quantity (more than held too: the math caps those). */
export const dividendArb: fc.Arbitrary<PortfolioTransaction> = transactionArb.chain((t) =>
  fc.integer({ min: 1, max: 500 }).map((cents) => ({ ...t, type: 'dividend' as const, price: cents / 100 })));

/** Buys, sells and dividends. */
export const historyWithDividendsArb = fc.array(fc.oneof({ arbitrary: transactionArb, weight: 3 }, { arbitrary: dividendArb, weight: 1 }), { maxLength: 40 });

/** Closes on the weekdays of the period for every symbol; a symbol may start trading late. */
export const closesArb: fc.Arbitrary<Record<string, DailyClose[]>> = fc
  .tuple(...SYMBOLS.map(() => fc.tuple(fc.integer({ min: 0, max: 10 }), fc.array(priceArb, { minLength: DAYS, maxLength: DAYS }))))
  .map((perSymbol) => Object.fromEntries(perSymbol.map(([firstDay, prices], i) => [
    SYMBOLS[i]!,
    prices.flatMap((close, day) => {
      const weekday = new Date(Date.parse(START) + day * DAY_MS).getUTCDay();
      return day >= firstDay && weekday !== 0 && weekday !== 6 ? [{ date: dateAfter(day), close }] : [];
    }),
  ])));

/** |a - b| within `relative` of the larger magnitude (and 1e-9 absolute near zero). */
export function near(a: number, b: number, relative = 1e-9): boolean {
  return Math.abs(a - b) <= Math.max(1e-9, relative * Math.max(Math.abs(a), Math.abs(b)));
}
