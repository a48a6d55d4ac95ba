import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dividendPayments, incomeByHolding, incomeByMonth } from './income';
import { computeHoldings } from './computeHoldings';
import { historyWithDividendsArb, near } from '../../test/portfolioArbitraries';
import { tx } from '../../test/tx';

const history = [
  tx({ symbol: 'KO', type: 'buy', quantity: 100, price: 60, executed_at: '2026-01-05T15:00:00Z' }),
  tx({ symbol: 'JNJ', type: 'buy', quantity: 10, price: 150, executed_at: '2026-01-05T15:00:00Z' }),
  tx({ symbol: 'KO', type: 'dividend', quantity: 100, price: 0.485, executed_at: '2026-01-30T12:00:00Z' }),
  tx({ symbol: 'JNJ', type: 'dividend', quantity: 10, price: 1.24, executed_at: '2026-03-10T12:00:00Z' }),
  tx({ symbol: 'KO', type: 'sell', quantity: 50, price: 62, executed_at: '2026-04-01T15:00:00Z' }),
  tx({ symbol: 'KO', type: 'dividend', quantity: 50, price: 0.485, executed_at: '2026-04-30T12:00:00Z' }),
  tx({ symbol: 'KO', type: 'dividend', quantity: 80, price: 0.5, executed_at: '2026-05-01T12:00:00Z' }), // only 50 held: paid on 50
];

describe('income', () => {
  it('lists each dividend as received, capped at the shares held', () => {
    expect(dividendPayments(history).map((p) => [p.date, p.symbol, p.amount])).toEqual([
      ['2026-01-30', 'KO', expect.closeTo(48.5, 9)],
      ['2026-03-10', 'JNJ', expect.closeTo(12.4, 9)],
      ['2026-04-30', 'KO', expect.closeTo(24.25, 9)],
      ['2026-05-01', 'KO', expect.closeTo(25, 9)],
    ]);
  });

  it('adds up income by month, every month from the first to the last', () => {
    expect(incomeByMonth(history)).toEqual([
      { month: '2026-01', amount: expect.closeTo(48.5, 9), payments: 1 },
      { month: '2026-02', amount: 0, payments: 0 },
      { month: '2026-03', amount: expect.closeTo(12.4, 9), payments: 1 },
      { month: '2026-04', amount: expect.closeTo(24.25, 9), payments: 1 },
      { month: '2026-05', amount: expect.closeTo(25, 9), payments: 1 },
    ]);
    expect(incomeByMonth([tx({ symbol: 'KO', type: 'buy', quantity: 1, price: 1, executed_at: '2026-01-05T00:00:00Z' })])).toEqual([]);
  });

  it('adds up income by holding, the largest first, with its share of the whole', () => {
    expect(incomeByHolding(history)).toEqual([
      { symbol: 'KO', amount: expect.closeTo(97.75, 9), payments: 3, lastPaid: '2026-05-01', share: expect.closeTo(97.75 / 110.15, 9) },
      { symbol: 'JNJ', amount: expect.closeTo(12.4, 9), payments: 1, lastPaid: '2026-03-10', share: expect.closeTo(12.4 / 110.15, 9) },
    ]);
  });

  it('by month and by holding both add up to the holdings\' income (property)', () => {
    fc.assert(fc.property(historyWithDividendsArb, (list) => {
      const income = computeHoldings(list).reduce((s, h) => s + h.income, 0);
      const months = incomeByMonth(list).reduce((s, m) => s + m.amount, 0);
      const holdings = incomeByHolding(list);
      const byHolding = holdings.reduce((s, h) => s + h.amount, 0);
      return near(months, income) && near(byHolding, income) && (holdings.length === 0 || near(holdings.reduce((s, h) => s + h.share, 0), 1));
    }), { numRuns: 1000 });
  });
});
