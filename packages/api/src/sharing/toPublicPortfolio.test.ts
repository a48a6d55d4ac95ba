import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeHoldings, type HoldingQuote } from '../investing/computeHoldings';
import { valueSeries } from '../investing/valueSeries';
import { cumulativeReturns, timeWeightedReturn } from '../investing/timeWeightedReturn';
import type { DailyClose } from '../investing/types';
import type { PortfolioTransaction } from '../investing/portfolioTransaction';
import { DAYS, START, closesArb, dateAfter, transactionsArb } from '../../test/portfolioArbitraries';
import { toPublicPortfolio } from './toPublicPortfolio';

const END = dateAfter(DAYS - 1);
const BASE = new Date(Date.parse(START) - 86_400_000).toISOString().slice(0, 10);

/** The owner's figures as the server has them: holdings at the last closes and the ALL range's cumulative returns. */
function ownerView(transactions: readonly PortfolioTransaction[], closes: Record<string, DailyClose[]>) {
  const quotes: HoldingQuote[] = Object.entries(closes).flatMap(([symbol, list]) => {
    const last = list.at(-1);
    const previous = list.at(-2);
    return last ? [{ symbol, name: `${symbol} Inc.`, price: last.close, change: last.close - (previous?.close ?? last.close), as_of: `${last.date}T21:00:00.000Z`, delayed_minutes: 15 }] : [];
  });
  const series = valueSeries(transactions, closes, BASE, END);
  const points = cumulativeReturns(series).map((r, i) => ({ date: r.date, value: series[i]!.value, cumulative_return: r.return }));
  return { holdings: computeHoldings(transactions, quotes), performance: { from: BASE, to: END, points, method: 'time_weighted_daily' as const, source: 'sample' as const }, series };
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

/** Numbers equal within the rounding of the view's ratios. */
function sameView(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 2e-6 * Math.max(1, Math.abs(a));
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameView(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort();
    return ka.join() === Object.keys(b).sort().join() && ka.every((k) => sameView((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

const MONEY_OR_QUANTITY = /value|quantity|price|cost|invested|gain|amount|share|cash|dollar|income/i;

describe('toPublicPortfolio', () => {
  it('has no field for an amount or a quantity, at any depth', () => {
    fc.assert(fc.property(transactionsArb, closesArb, (txs, closes) => {
      const { holdings, performance } = ownerView(txs, closes);
      const view = toPublicPortfolio({ name: 'Core', holdings, performance });
      expect(keysOf(view).filter((k) => MONEY_OR_QUANTITY.test(k))).toEqual([]);
    }), { numRuns: 300 });
  });

  it('is the same for a portfolio ten or a thousand times as large: it tells nothing about amounts', () => {
    fc.assert(fc.property(transactionsArb, closesArb, fc.constantFrom(10, 1000, 0.5), (txs, closes, k) => {
      const small = ownerView(txs, closes);
      const large = ownerView(txs.map((t) => ({ ...t, quantity: t.quantity * k })), closes);
      expect(sameView(toPublicPortfolio({ name: 'P', ...small }), toPublicPortfolio({ name: 'P', ...large }))).toBe(true);
    }), { numRuns: 300 });
  });

  it('weights of the holdings with a quote and of the allocation each sum to 1', () => {
    fc.assert(fc.property(transactionsArb, closesArb, (txs, closes) => {
      const view = toPublicPortfolio({ name: 'P', ...ownerView(txs, closes) });
      const weighed = view.holdings.filter((h) => h.weight !== null);
      if (weighed.length) expect(Math.abs(weighed.reduce((s, h) => s + (h.weight ?? 0), 0) - 1)).toBeLessThan(1e-5);
      if (view.allocation.length) expect(Math.abs(view.allocation.reduce((s, a) => s + a.weight, 0) - 1)).toBeLessThan(1e-5);
      for (let i = 1; i < view.holdings.length; i++) expect(view.holdings[i - 1]!.weight ?? -1).toBeGreaterThanOrEqual(view.holdings[i]!.weight ?? -1);
    }), { numRuns: 300 });
  });

  it('the ALL period return is the time-weighted return of the whole series', () => {
    fc.assert(fc.property(transactionsArb, closesArb, (txs, closes) => {
      const owner = ownerView(txs, closes);
      const view = toPublicPortfolio({ name: 'P', ...owner });
      const twr = timeWeightedReturn(owner.series);
      if (twr === null) return;
      expect(Math.abs((view.period_returns.ALL ?? Number.NaN) - twr)).toBeLessThan(2e-6 * Math.max(1, Math.abs(twr)));
    }), { numRuns: 300 });
  });

  it('a week’s return chains the days of that week only, and a range before the first point starts at it', () => {
    const points = [
      { date: '2026-05-20', cumulative_return: 0 },
      ...Array.from({ length: 12 }, (_, i) => ({ date: `2026-05-${String(21 + i).padStart(2, '0')}`, cumulative_return: i < 4 ? 0.1 : 0.21 })),
    ];
    const view = toPublicPortfolio({ name: 'P', holdings: [], performance: { from: '2026-05-20', to: '2026-06-01', points: points.slice(0, 12).concat([{ date: '2026-06-01', cumulative_return: 0.21 }]), method: 'time_weighted_daily', source: 'sample' } });
    expect(view.period_returns['1W']).toBeCloseTo(0, 9);
    expect(view.period_returns['1M']).toBeCloseTo(0.21, 9);
    expect(view.period_returns.ALL).toBeCloseTo(0.21, 9);
    expect(view.holdings).toEqual([]);
    expect(view.total_return).toBeNull();
  });

  it('lists open holdings with name, weight and return, and leaves closed ones out', () => {
    const view = toPublicPortfolio({
      name: 'Core',
      holdings: computeHoldings(
        [
          { symbol: 'AAA', type: 'buy', quantity: 10, price: 100, executed_at: '2026-01-02T15:00:00Z' },
          { symbol: 'BBB', type: 'buy', quantity: 30, price: 10, executed_at: '2026-01-02T15:00:00Z' },
          { symbol: 'CCC', type: 'buy', quantity: 1, price: 50, executed_at: '2026-01-02T15:00:00Z' },
          { symbol: 'CCC', type: 'sell', quantity: 1, price: 60, executed_at: '2026-01-03T15:00:00Z' },
          { symbol: 'BBB', type: 'dividend', quantity: 30, price: 0.5, executed_at: '2026-01-04T15:00:00Z' },
        ],
        [
          { symbol: 'AAA', name: 'Aaa Corp', price: 120, change: 2, as_of: '2026-01-05T21:00:00Z' },
          { symbol: 'BBB', name: 'Bbb Corp', price: 10, change: -1, as_of: '2026-01-05T21:00:00Z' },
          { symbol: 'CCC', name: 'Ccc Corp', price: 70, change: 0, as_of: '2026-01-05T21:00:00Z' },
        ],
      ),
      performance: { from: '2026-01-01', to: '2026-01-05', points: [{ date: '2026-01-01', cumulative_return: 0 }, { date: '2026-01-05', cumulative_return: 0.1 }], method: 'time_weighted_daily', source: 'sample' },
    });
    expect(view.holdings).toEqual([
      { symbol: 'AAA', name: 'Aaa Corp', weight: 0.8, total_return: 0.2, day_change: 0.016949 },
      { symbol: 'BBB', name: 'Bbb Corp', weight: 0.2, total_return: 0.05, day_change: -0.090909 },
    ]);
    expect(view.allocation).toEqual([
      { key: 'AAA', weight: 0.8, symbols: ['AAA'], other: false },
      { key: 'BBB', weight: 0.2, symbols: ['BBB'], other: false },
    ]);
    // (200 gain on AAA + 10 realised on CCC + 15 of dividends on BBB) / 1350 bought: dividends count.
    expect(view.total_return).toBeCloseTo(225 / 1350, 6);
  });
});
