import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxDrawdown } from './maxDrawdown';
import { cumulativeReturns } from './timeWeightedReturn';
import { valueSeries } from './valueSeries';
import { addDays } from './isoDate';
import { closesArb, DAYS, dateAfter, transactionsArb } from '../../test/portfolioArbitraries';

const series = (levels: readonly (number | null)[]) => levels.map((l, i) => ({ date: addDays('2026-01-01', i), return: l === null ? null : l - 1 }));

describe('maxDrawdown', () => {
  it('finds the deepest fall from a running peak, its dates and the day it was made good', () => {
    // 1, 1.2 (peak), 0.9 (-25 %), 1.1, 1.3 (recovered), 1.0 (-23 %)
    expect(maxDrawdown(series([1, 1.2, 0.9, 1.1, 1.3, 1.0]))).toEqual({
      drawdown: expect.closeTo(0.9 / 1.2 - 1, 12), peakDate: '2026-01-02', troughDate: '2026-01-03', recoveryDate: '2026-01-05',
    });
  });

  it('has no recovery date while the index is still below the peak, and takes the last day at the peak', () => {
    expect(maxDrawdown(series([1, 1.1, 1.1, 0.55, 0.8]))).toEqual({ drawdown: expect.closeTo(-0.5, 12), peakDate: '2026-01-03', troughDate: '2026-01-04', recoveryDate: null });
  });

  it('is 0 with no dates when the index never fell, and skips days without a return', () => {
    expect(maxDrawdown(series([1, 1, 1.05, null, 1.2]))).toEqual({ drawdown: 0, peakDate: null, troughDate: null, recoveryDate: null });
    expect(maxDrawdown([])).toEqual({ drawdown: 0, peakDate: null, troughDate: null, recoveryDate: null });
  });

  it('is -1 for a total loss', () => {
    expect(maxDrawdown(series([1, 1.5, 0])).drawdown).toBe(-1);
  });

  describe('properties', () => {
    it('is in [-1, 0] for any portfolio', () => {
      fc.assert(fc.property(transactionsArb, closesArb, (txs, closes) => {
        const d = maxDrawdown(cumulativeReturns(valueSeries(txs, closes, dateAfter(-1), dateAfter(DAYS - 1))));
        return d.drawdown >= -1 && d.drawdown <= 0 && (d.drawdown === 0) === (d.troughDate === null)
          && (d.peakDate === null || (d.peakDate < d.troughDate! && (d.recoveryDate === null || d.recoveryDate > d.troughDate!)));
      }), { numRuns: 500 });
    });

    it('is 0 for a non-decreasing index', () => {
      fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 60 }), (steps) => {
        let level = 1;
        const levels = steps.map((s) => (level += s / 1000));
        return maxDrawdown(series([1, ...levels])).drawdown === 0;
      }), { numRuns: 500 });
    });

    it('does not change when the index is scaled', () => {
      fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 50 }), (raw, k) => {
        const levels = raw.map((x) => x / 1000);
        const a = maxDrawdown(series(levels));
        const b = maxDrawdown(series(levels.map((l) => l * k)));
        return Math.abs(a.drawdown - b.drawdown) < 1e-9;
      }), { numRuns: 300 });
    });
  });
});
