import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { executionOrder, inExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';
import { computeHoldings } from './computeHoldings';
import { START, transactionArb } from '../../test/portfolioArbitraries';

/** The order as it was first written: Date.parse of both times, then a stable sort. */
function reference(list: readonly PortfolioTransaction[]) {
  return list
    .map((tx, index) => ({ tx, index, time: Date.parse(tx.executed_at), created: tx.created_at ? Date.parse(tx.created_at) || 0 : 0 }))
    .filter((t) => !Number.isNaN(t.time))
    .sort((a, b) => a.time - b.time || a.created - b.created || a.index - b.index)
    .map((t) => t.tx);
}

// Few distinct times, so equal times (ordered by created_at, then by place in the list) are common.
const timeArb = fc.integer({ min: 0, max: 5 }).map((h) => `${START}T1${h}:00:00.000Z`);
const txArb: fc.Arbitrary<PortfolioTransaction> = fc.record({
  base: transactionArb,
  executed_at: fc.oneof({ arbitrary: timeArb, weight: 8 }, { arbitrary: fc.constant('someday'), weight: 1 }),
  created_at: fc.option(timeArb, { nil: undefined }),
  tag: fc.nat(),
}).map(({ base, executed_at, created_at, tag }) => ({ ...base, executed_at, created_at, quantity: base.quantity + tag / 1e6 }));

describe('inExecutionOrder', () => {
  it('orders by time, then created_at, then place in the list, whatever order the list comes in', () => {
    fc.assert(fc.property(fc.array(txArb, { maxLength: 30 }), (list) => {
      const expected = reference(list);
      for (const given of [list, reference(list), [...reference(list)].reverse()]) {
        const ordered = inExecutionOrder(given).map((t) => t.tx);
        if (given === list) expect(ordered).toEqual(expected);
        // Sorted either way round, the same set comes out in time order; ties keep the given list's order.
        else expect(ordered).toEqual(reference(given));
      }
    }), { numRuns: 1000 });
  });

  it('a history read once gives the same holdings as the list', () => {
    fc.assert(fc.property(fc.array(txArb, { maxLength: 30 }), (list) => {
      expect(computeHoldings(executionOrder(list))).toEqual(computeHoldings(list));
    }), { numRuns: 300 });
  });
});
