import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cumulativeReturns, dailyReturns, timeWeightedReturn } from './timeWeightedReturn';
import { valueSeries, type ValuePoint } from './valueSeries';
import { closesArb, DAYS, dateAfter, near, priceArb, START, transactionsArb } from '../../test/portfolioArbitraries';
import { tx } from '../../test/tx';

const point = (date: string, value: number, inflow = 0, outflow = 0): ValuePoint => ({ date, value, inflow, outflow, flow: inflow - outflow });
const END = dateAfter(DAYS - 1);

describe('timeWeightedReturn', () => {
  it('chains daily returns; money put in counts from the start of its day, money taken out until its end', () => {
    const series = [
      point('2026-01-01', 0),
      point('2026-01-02', 110, 100), // bought at 100, closed at 110: +10 %
      point('2026-01-03', 121), // +10 %
      point('2026-01-04', 1121, 1000), // $1,000 more at the close: 0 %
      point('2026-01-05', 0, 0, 1008.9), // all sold 10 % down
    ];
    expect(dailyReturns(series).map((d) => d.return)).toEqual([expect.closeTo(0.1, 12), expect.closeTo(0.1, 12), 0, expect.closeTo(-0.1, 12)]);
    expect(timeWeightedReturn(series)).toBeCloseTo(1.1 * 1.1 * 0.9 - 1, 12);
    expect(cumulativeReturns(series).map((d) => d.return)).toEqual([0, expect.closeTo(0.1, 12), expect.closeTo(0.21, 12), expect.closeTo(0.21, 12), expect.closeTo(0.089, 12)]);
  });

  it('gives a buy and a sale on the same day, with nothing held before, their own result', () => {
    const series = valueSeries([tx({ symbol: 'AAA', type: 'buy', quantity: 10, price: 100, executed_at: '2026-01-05T14:00:00Z' }), tx({ symbol: 'AAA', type: 'sell', quantity: 10, price: 95, executed_at: '2026-01-05T18:00:00Z' })], {}, '2026-01-04', '2026-01-05');
    expect(timeWeightedReturn(series)).toBeCloseTo(-0.05, 12);
  });

  it('does not let a large buy on a day that began small inflate the return', () => {
    const series = [point('2026-01-01', 1), point('2026-01-02', 1_010_001.01, 1_000_000)];
    expect(timeWeightedReturn(series)).toBeCloseTo(0.01, 6);
  });

  it('is null when no day had money at work, and skips such days', () => {
    expect(timeWeightedReturn([point('2026-01-01', 0), point('2026-01-02', 0)])).toBeNull();
    expect(timeWeightedReturn([point('2026-01-01', 100)])).toBeNull();
    expect(dailyReturns([point('2026-01-01', 50), point('2026-01-02', 0, 0, 50), point('2026-01-03', 0)]).map((d) => d.return)).toEqual([0, null]);
  });

  describe('properties', () => {
    it('without flows it is end / start - 1', () => {
      fc.assert(fc.property(fc.array(priceArb, { minLength: 2, maxLength: 60 }), (values) => {
        const series = values.map((v, i) => point(dateAfter(i), v));
        return near(timeWeightedReturn(series)!, values[values.length - 1]! / values[0]! - 1, 1e-9);
      }), { numRuns: 1000 });
    });

    it('buys at the opening price (the last close) and sells at the closing price do not change it', () => {
      fc.assert(fc.property(fc.array(priceArb, { minLength: DAYS, maxLength: DAYS }), fc.array(fc.integer({ min: -5, max: 5 }), { minLength: DAYS, maxLength: DAYS }), (prices, trades) => {
        const closes = { AAA: prices.map((close, d) => ({ date: dateAfter(d), close })) };
        const hold = [tx({ symbol: 'AAA', type: 'buy', quantity: 10, price: prices[0]!, executed_at: `${START}T12:00:00Z` })];
        let held = 10;
        const active = [...hold];
        trades.forEach((n, d) => {
          if (d === 0 || n === 0 || held + n < 1) return;
          held += n;
          active.push(tx({ symbol: 'AAA', type: n > 0 ? 'buy' : 'sell', quantity: Math.abs(n), price: n > 0 ? prices[d - 1]! : prices[d]!, executed_at: `${dateAfter(d)}T12:00:00Z` }));
        });
        const from = dateAfter(-1);
        return near(timeWeightedReturn(valueSeries(active, closes, from, END))!, timeWeightedReturn(valueSeries(hold, closes, from, END))!, 1e-9);
      }), { numRuns: 300 });
    });

    it('adding a zero transaction, or splitting a buy in two, does not change it', () => {
      fc.assert(fc.property(transactionsArb, closesArb, fc.nat(), (txs, c, pick) => {
        const i = pick % (txs.length + 1);
        const base = txs[i] ?? tx({ symbol: 'AAA', type: 'buy', quantity: 1, price: 1, executed_at: `${START}T10:00:00.000Z` });
        const from = dateAfter(-1);
        const reference = timeWeightedReturn(valueSeries(txs, c, from, END));
        const variants = [[...txs.slice(0, i), { ...base, quantity: 0 }, ...txs.slice(i)]];
        if (txs[i]?.type === 'buy') variants.push([...txs.slice(0, i), { ...base, quantity: base.quantity / 4 }, { ...base, quantity: base.quantity * 0.75 }, ...txs.slice(i + 1)]);
        return variants.every((v) => {
          const r = timeWeightedReturn(valueSeries(v, c, from, END));
          return r === reference || (r !== null && reference !== null && near(r, reference, 1e-9));
        });
      }), { numRuns: 500 });
    });

    it('the last cumulative return is the time-weighted return', () => {
      fc.assert(fc.property(transactionsArb, closesArb, (txs, c) => {
        const series = valueSeries(txs, c, dateAfter(-1), END);
        const twr = timeWeightedReturn(series);
        return near(cumulativeReturns(series).at(-1)!.return!, twr ?? 0, 1e-12);
      }), { numRuns: 300 });
    });
  });
});
