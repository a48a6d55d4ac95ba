import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { valueSeries } from './valueSeries';
import type { PortfolioTransaction } from './portfolioTransaction';
import { closesArb, DAYS, dateAfter, near, START, transactionsArb } from '../../test/portfolioArbitraries';

const tx = (type: 'buy' | 'sell', quantity: number, price: number, executed_at: string, symbol = 'AAPL'): PortfolioTransaction => ({ symbol, type, quantity, price, executed_at });
const closes = {
  AAPL: [
    { date: '2026-01-01', close: 99 },
    { date: '2026-01-02', close: 100 }, // Friday
    { date: '2026-01-05', close: 110 }, // Monday
    { date: '2026-01-06', close: 90 },
  ],
};
const END = dateAfter(DAYS - 1);

describe('valueSeries', () => {
  it('values each calendar day at the last close, with the day\'s flows', () => {
    const series = valueSeries([
      tx('buy', 10, 98, '2026-01-02T15:00:00Z'),
      tx('sell', 4, 111, '2026-01-05T15:00:00Z'),
      tx('buy', 1, 89, '2026-01-06T15:00:00Z'),
      tx('sell', 2, 92, '2026-01-06T16:00:00Z'),
    ], closes, '2026-01-01', '2026-01-06');
    expect(series).toEqual([
      { date: '2026-01-01', value: 0, inflow: 0, outflow: 0, flow: 0 },
      { date: '2026-01-02', value: 1000, inflow: 980, outflow: 0, flow: 980 },
      { date: '2026-01-03', value: 1000, inflow: 0, outflow: 0, flow: 0 },
      { date: '2026-01-04', value: 1000, inflow: 0, outflow: 0, flow: 0 },
      { date: '2026-01-05', value: 660, inflow: 0, outflow: 444, flow: -444 },
      { date: '2026-01-06', value: 450, inflow: 89, outflow: 184, flow: -95 },
    ]);
  });

  it('opens with the holdings bought before from (their flows are not in the series)', () => {
    const series = valueSeries([tx('buy', 10, 98, '2026-01-01T15:00:00Z'), tx('buy', 1, 100, '2026-01-05T15:00:00Z')], closes, '2026-01-03', '2026-01-05');
    expect(series.map((p) => [p.value, p.flow])).toEqual([[1000, 0], [1000, 0], [1210, 100]]);
  });

  it('values a symbol at its latest trade price until it has a close', () => {
    const series = valueSeries([tx('buy', 2, 50, '2025-12-30T15:00:00Z'), tx('buy', 1, 60, '2025-12-31T15:00:00Z'), tx('buy', 3, 7, '2025-12-31T15:00:00Z', 'NEW')], closes, '2025-12-30', '2026-01-01');
    expect(series.map((p) => p.value)).toEqual([100, 180 + 21, 297 + 21]);
  });

  it('counts a transaction on the UTC day of its time', () => {
    const series = valueSeries([tx('buy', 1, 100, '2026-01-05T20:00:00-05:00')], closes, '2026-01-05', '2026-01-06');
    expect(series.map((p) => p.inflow)).toEqual([0, 100]);
  });

  it('refuses dates that are not YYYY-MM-DD, and gives nothing for a reversed range', () => {
    expect(() => valueSeries([], closes, '2026-1-1', '2026-01-06')).toThrow(RangeError);
    expect(valueSeries([], closes, '2026-01-06', '2026-01-01')).toEqual([]);
  });

  describe('properties', () => {
    it('is never negative, one point a day, and its flows add up to the trades in the range', () => {
      fc.assert(fc.property(transactionsArb, closesArb, (txs, c) => {
        const series = valueSeries(txs, c, START, END);
        const moneyIn = series.reduce((s, p) => s + p.inflow, 0);
        const buys = txs.filter((t) => t.type === 'buy').reduce((s, t) => s + t.quantity * t.price, 0);
        return series.length === DAYS && series.every((p) => p.value >= 0 && p.inflow >= 0 && p.outflow >= 0 && near(p.flow, p.inflow - p.outflow)) && near(moneyIn, buys);
      }), { numRuns: 500 });
    });

    it('splitting a buy in two, or adding a zero transaction, changes no point', () => {
      fc.assert(fc.property(transactionsArb, closesArb, fc.nat(), (txs, c, pick) => {
        const i = pick % (txs.length + 1);
        const base = txs[i] ?? { symbol: 'AAA', type: 'buy' as const, quantity: 1, price: 1, executed_at: `${START}T10:00:00.000Z` };
        const zero = [...txs.slice(0, i), { ...base, quantity: 0 }, ...txs.slice(i)];
        const split = base.type === 'buy' && txs[i] ? [...txs.slice(0, i), { ...base, quantity: base.quantity / 3 }, { ...base, quantity: base.quantity - base.quantity / 3 }, ...txs.slice(i + 1)] : txs;
        const reference = valueSeries(txs, c, START, END);
        return [zero, split].every((variant) => valueSeries(variant, c, START, END).every((p, d) => {
          const r = reference[d]!;
          return p.date === r.date && near(p.value, r.value) && near(p.inflow, r.inflow) && near(p.outflow, r.outflow);
        }));
      }), { numRuns: 500 });
    });
  });
});
