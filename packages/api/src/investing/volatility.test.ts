import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { annualisedVolatility, isWeekday, tradingDayReturns } from './volatility';
import { valueSeries, type ValuePoint } from './valueSeries';
import { addDays } from './isoDate';
import { closesArb, DAYS, dateAfter, near, transactionsArb } from '../../test/portfolioArbitraries';

const point = (date: string, value: number, inflow = 0, outflow = 0): ValuePoint => ({ date, value, inflow, outflow, flow: inflow - outflow });
/** A series growing by `returns[i]` each calendar day from 2026-01-05 (a Monday), starting at 100. */
const growing = (returns: readonly number[], start = '2026-01-04'): ValuePoint[] => {
  const out = [point(start, 100)];
  returns.forEach((r, i) => out.push(point(addDays(start, i + 1), out[i]!.value * (1 + r))));
  return out;
};

describe('annualisedVolatility', () => {
  it('is sqrt(252) x the sample standard deviation of the trading-day returns', () => {
    // Mon..Fri of one week: +1 %, -1 %, +1 %, -1 %, +1 %.
    const v = annualisedVolatility(growing([0.01, -0.01, 0.01, -0.01, 0.01]));
    const mean = 0.002;
    const sd = Math.sqrt((3 * (0.01 - mean) ** 2 + 2 * (-0.01 - mean) ** 2) / 4);
    expect(v.observations).toBe(5);
    expect(v.annualised).toBeCloseTo(sd * Math.sqrt(252), 12);
  });

  it("counts a weekend's moves in the Monday after it, and no quiet weekend as a 0 % day", () => {
    // Fri 2026-01-09 +1 %, Sat +2 % (a flow-free revaluation), Sun 0, Mon +1 %.
    const series = growing([0, 0, 0, 0, 0.01, 0.02, 0, 0.01]);
    const returns = tradingDayReturns(series);
    expect(returns).toHaveLength(6);
    expect(returns[5]).toBeCloseTo(1.02 * 1.01 - 1, 12);
    expect(isWeekday('2026-01-10')).toBe(false);
    expect(isWeekday('2026-01-12')).toBe(true);
  });

  it('takes the trading days it is given (a feed with holidays)', () => {
    const holiday = '2026-01-06';
    const returns = tradingDayReturns(growing([0.01, 0.01, 0.01]), (d) => isWeekday(d) && d !== holiday);
    expect(returns).toHaveLength(2);
    expect(returns[1]).toBeCloseTo(1.01 * 1.01 - 1, 12);
  });

  it('is null with fewer than two returns, and skips days with no money at work', () => {
    expect(annualisedVolatility(growing([0.05]))).toEqual({ annualised: null, observations: 1 });
    expect(annualisedVolatility([point('2026-01-04', 0), point('2026-01-05', 0), point('2026-01-06', 0)])).toEqual({ annualised: null, observations: 0 });
  });

  describe('properties', () => {
    it('is 0 for a series with one constant return every trading day', () => {
      fc.assert(fc.property(fc.integer({ min: -500, max: 500 }), fc.integer({ min: 2, max: 60 }), (bp, days) => {
        const r = bp / 10_000;
        // Weekdays move by r; weekends stay flat, so every trading-day return is r (Monday's too).
        const returns = Array.from({ length: days }, (_, i) => (isWeekday(addDays('2026-01-04', i + 1)) ? r : 0));
        const v = annualisedVolatility(growing(returns));
        return v.annualised === null || v.annualised < 1e-9;
      }), { numRuns: 500 });
    });

    it('does not change when every value and flow is scaled by the same factor', () => {
      fc.assert(fc.property(transactionsArb, closesArb, fc.integer({ min: 1, max: 10_000 }), (txs, closes, k100) => {
        const k = k100 / 100;
        const series = valueSeries(txs, closes, dateAfter(-1), dateAfter(DAYS - 1));
        const scaled = series.map((p) => point(p.date, p.value * k, p.inflow * k, p.outflow * k));
        const a = annualisedVolatility(series);
        const b = annualisedVolatility(scaled);
        return a.observations === b.observations && (a.annualised === null ? b.annualised === null : near(a.annualised, b.annualised!, 1e-6));
      }), { numRuns: 300 });
    });

    it('is never negative', () => {
      fc.assert(fc.property(transactionsArb, closesArb, (txs, closes) => {
        const v = annualisedVolatility(valueSeries(txs, closes, dateAfter(-1), dateAfter(DAYS - 1)));
        return v.annualised === null || v.annualised >= 0;
      }), { numRuns: 300 });
    });
  });
});
