import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthlyReturns, monthlyReturnTable } from './monthlyReturns';
import { timeWeightedReturn } from './timeWeightedReturn';
import { valueSeries, type ValuePoint } from './valueSeries';
import { addDays } from './isoDate';
import { closesArb, near, transactionArb } from '../../test/portfolioArbitraries';
import type { DailyClose } from './types';
import type { PortfolioTransaction } from './portfolioTransaction';

const point = (date: string, value: number, inflow = 0): ValuePoint => ({ date, value, inflow, outflow: 0, flow: inflow });

// A portfolio whose price leaps 128,000-fold for a day now and then and falls back: February's
// return is -0.99999996, the worst conditioning a chained product meets.
const nearTotalLossMonth = ((): [PortfolioTransaction[], Record<string, DailyClose[]>] => {
  const leaps = new Set(['2026-01-30', '2026-03-11', '2026-04-20', '2026-05-30']);
  const closes = Array.from({ length: 160 }, (_, i) => addDays('2026-01-01', i)).map((date) => ({ date, close: leaps.has(date) ? 1284.15 : 0.01 }));
  return [[
    { symbol: 'AAA', type: 'buy', quantity: 1, price: 0.01, executed_at: '2026-01-01T00:00:00.000Z' },
    { symbol: 'AAA', type: 'buy', quantity: 0.0015, price: 1222.33, executed_at: '2026-02-10T00:00:00.000Z' },
  ], { AAA: closes }];
})();

describe('monthlyReturns', () => {
  it('chains the daily returns of each calendar month; the base day gives none', () => {
    const series = [
      point('2026-01-31', 100), // base
      point('2026-02-01', 110), // +10 %
      point('2026-02-28', 121), // +10 %
      point('2026-03-01', 1121, 1000), // $1,000 put in: 0 %
      point('2026-03-02', 1008.9), // -10 %
    ];
    expect(monthlyReturns(series)).toEqual([
      { month: '2026-02', return: expect.closeTo(0.21, 12) },
      { month: '2026-03', return: expect.closeTo(-0.1, 12) },
    ]);
  });

  it('is null for a month with no money at work', () => {
    expect(monthlyReturns([point('2026-01-31', 0), point('2026-02-01', 0), point('2026-03-01', 0)])).toEqual([
      { month: '2026-02', return: null }, { month: '2026-03', return: null },
    ]);
  });

  it('lays the months out as years of twelve with chained totals', () => {
    const table = monthlyReturnTable([{ month: '2025-12', return: 0.1 }, { month: '2026-01', return: -0.1 }, { month: '2026-02', return: null }, { month: '2026-03', return: 0.2 }]);
    expect(table).toHaveLength(2);
    expect(table[0]).toEqual({ year: 2025, months: [...Array(11).fill(null), 0.1], total: expect.closeTo(0.1, 12) });
    expect(table[1]!.months.slice(0, 4)).toEqual([-0.1, null, 0.2, null]);
    expect(table[1]!.total).toBeCloseTo(0.9 * 1.2 - 1, 12);
  });

  describe('properties', () => {
    // Closes over ~5 months, so the returns span several calendar months.
    const LONG_DAYS = 150;
    const longClosesArb = closesArb.map((c) => Object.fromEntries(Object.entries(c).map(([s, list]): [string, DailyClose[]] => [
      s, Array.from({ length: 4 }, (_, k) => list.map((d) => ({ date: addDays(d.date, k * 40), close: d.close }))).flat(),
    ])));
    const longTransactionsArb = fc.array(fc.tuple(transactionArb, fc.integer({ min: 0, max: 3 })).map(([t, k]) => ({ ...t, executed_at: new Date(Date.parse(t.executed_at) + k * 40 * 86_400_000).toISOString() })), { maxLength: 40 });

    it('chain to the period\'s time-weighted return', () => {
      fc.assert(fc.property(longTransactionsArb, longClosesArb, (txs, closes) => {
        const series = valueSeries(txs, closes, '2025-12-31', addDays('2026-01-01', LONG_DAYS));
        const twr = timeWeightedReturn(series);
        let growth = 1;
        let any = false;
        // A month's return r is stored as r, so 1 + r keeps only an absolute precision of one ulp: a month
        // that loses nearly everything (1 + r = 4e-8) carries a relative error of eps / (1 + r) into
        // the chained product. The tolerance follows that conditioning, 1e-9 for ordinary months.
        let conditioning = 0;
        for (const m of monthlyReturns(series)) {
          if (m.return === null) continue;
          [growth, any] = [growth * (1 + m.return), true];
          conditioning += 1 / Math.abs(1 + m.return);
        }
        const tolerance = Math.max(1e-9, 64 * Number.EPSILON * conditioning);
        const yearly = monthlyReturnTable(monthlyReturns(series));
        const fromYears = yearly.reduce((g, y) => (y.total === null ? g : g * (1 + y.total)), 1) - 1;
        return twr === null ? !any : any && near(growth - 1, twr, tolerance) && near(fromYears, twr, tolerance);
      }), { numRuns: 300 });
    });

    it('chain to the period\'s time-weighted return through a month that loses nearly everything', () => {
      const [txs, closes] = nearTotalLossMonth;
      const series = valueSeries(txs, closes, '2025-12-31', addDays('2026-01-01', LONG_DAYS));
      const twr = timeWeightedReturn(series)!;
      const growth = monthlyReturns(series).reduce((g, m) => g * (1 + (m.return ?? 0)), 1);
      expect(near(growth - 1, twr, 1e-7)).toBe(true);
    });
  });
});
