import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocation } from './allocation';
import { near } from '../../test/portfolioArbitraries';

const h = (symbol: string, value: number | null, sector = 'Tech') => ({ symbol, value, sector });

describe('allocation', () => {
  it('weighs holdings by value, largest first, and leaves out those without a positive value', () => {
    expect(allocation([h('B', 100), h('A', 300), h('C', null), h('D', 0), h('E', 100)])).toEqual([
      { key: 'A', value: 300, weight: 0.6, symbols: ['A'], other: false },
      { key: 'B', value: 100, weight: 0.2, symbols: ['B'], other: false },
      { key: 'E', value: 100, weight: 0.2, symbols: ['E'], other: false },
    ]);
    expect(allocation([h('C', null)])).toEqual([]);
  });

  it('puts what does not fit into one "Other" slice, last', () => {
    const holdings = [h('A', 50), h('B', 20), h('C', 15), h('D', 10), h('E', 5)];
    expect(allocation(holdings, { maxSlices: 3 }).map((s) => [s.key, s.weight, s.other])).toEqual([['A', 0.5, false], ['B', 0.2, false], ['Other', 0.3, true]]);
    expect(allocation(holdings, { minWeight: 0.12, otherLabel: 'Rest' }).at(-1)).toEqual({ key: 'Rest', value: 15, weight: 0.15, symbols: ['D', 'E'], other: true });
    expect(allocation(holdings, { maxSlices: 5 })).toHaveLength(5);
  });

  it('groups by any key, such as a sector', () => {
    const slices = allocation([h('A', 10, 'Tech'), h('B', 30, 'Energy'), h('C', 60, 'Tech')], { groupBy: (x) => x.sector });
    expect(slices.map((s) => [s.key, s.weight, s.symbols])).toEqual([['Tech', 0.7, ['A', 'C']], ['Energy', 0.3, ['B']]]);
  });

  it('weights sum to 1 and values to the total, whatever the options', () => {
    const holdingArb = fc.record({ symbol: fc.string({ minLength: 1, maxLength: 4 }), value: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true }), { nil: null }), sector: fc.constantFrom('A', 'B', 'C') });
    fc.assert(fc.property(fc.array(holdingArb, { maxLength: 30 }), fc.integer({ min: 1, max: 12 }), fc.double({ min: 0, max: 0.5, noNaN: true }), fc.boolean(), (holdings, maxSlices, minWeight, bySector) => {
      const slices = allocation(holdings, { maxSlices, minWeight, ...(bySector ? { groupBy: (x: { sector: string }) => x.sector } : {}) });
      const total = holdings.reduce((s, x) => s + (x.value && x.value > 0 ? x.value : 0), 0);
      if (total === 0) return slices.length === 0;
      return near(slices.reduce((s, x) => s + x.weight, 0), 1, 1e-12) && near(slices.reduce((s, x) => s + x.value, 0), total, 1e-12)
        && slices.length <= maxSlices && slices.every((x, i) => !x.other || i === slices.length - 1);
    }), { numRuns: 1000 });
  });
});
