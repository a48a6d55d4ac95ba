import { describe, expect, it } from 'vitest';
import { computeHoldings } from './computeHoldings';
import { portfolioSummary } from './portfolioSummary';
import { tx } from '../../test/tx';

const quote = (symbol: string, price: number, change: number, as_of: string) => ({ symbol, price, change, as_of, delayed_minutes: 15 });

describe('portfolioSummary', () => {
  const holdings = computeHoldings([
    tx({ symbol: 'AAA', type: 'buy', quantity: 10, price: 100, executed_at: '2026-01-05T15:00:00Z' }),
    tx({ symbol: 'AAA', type: 'sell', quantity: 5, price: 120, executed_at: '2026-02-05T15:00:00Z' }), // realises 100
    tx({ symbol: 'BBB', type: 'buy', quantity: 3, price: 33.333, executed_at: '2026-01-05T15:00:00Z' }),
    tx({ symbol: 'CCC', type: 'buy', quantity: 1, price: 50, executed_at: '2026-01-05T15:00:00Z' }), // no quote
  ], [quote('AAA', 110, 10, '2026-06-01T11:45:00Z'), quote('BBB', 40, -2, '2026-06-01T11:40:00Z')]);

  it('adds up value, day change and total return (realised + unrealised over invested), in cents', () => {
    expect(portfolioSummary(holdings)).toEqual({
      totalValue: 670, // 5 x 110 + 3 x 40
      dayChange: 44, // 5 x 10 - 3 x 2
      dayChangeRatio: 44 / 626,
      realisedGain: 100,
      unrealisedGain: 70, // AAA 550 - 500, BBB 120 - 100 (CCC has no quote)
      income: 0,
      totalReturn: 170,
      totalReturnIncludesIncome: true,
      totalReturnRatio: (100 + 50 + (120 - 99.999)) / (1000 + 99.999 + 50),
      invested: 1150, // 1,149.999 in cents
      costBasis: 650,
      asOf: '2026-06-01T11:40:00Z',
      delayedMinutes: 15,
      missingQuotes: ['CCC'],
      staleQuotes: [],
      currency: 'USD',
      otherCurrencies: [],
    });
  });

  it('never adds a holding in another currency to the totals: it is added up apart, in its own (product §13.7)', () => {
    const mixed = computeHoldings([
      tx({ symbol: 'AAA', type: 'buy', quantity: 10, price: 100, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'VWRL.L', type: 'buy', quantity: 10, price: 100, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'SAP.DE', type: 'buy', quantity: 2, price: 200, executed_at: '2026-01-05T15:00:00Z' }),
    ], [
      quote('AAA', 110, 10, '2026-06-01T11:45:00Z'),
      { ...quote('VWRL.L', 110.4, 1, '2026-06-01T11:45:00Z'), currency: 'GBP', stale: true, stale_message: 'Sample data did not answer' },
      { ...quote('SAP.DE', 250, 2, '2026-06-01T11:45:00Z'), currency: 'EUR' },
    ]);
    const s = portfolioSummary(mixed, 'USD');
    expect(s).toMatchObject({ totalValue: 1100, dayChange: 100, invested: 1000, costBasis: 1000, currency: 'USD', missingQuotes: [] });
    expect(s.otherCurrencies).toEqual([
      { currency: 'EUR', symbols: ['SAP.DE'], value: 500, dayChange: 4, unrealisedGain: 100, costBasis: 400 },
      { currency: 'GBP', symbols: ['VWRL.L'], value: 1104, dayChange: 10, unrealisedGain: 104, costBasis: 1000 },
    ]);
    expect(s.staleQuotes).toEqual([{ symbol: 'VWRL.L', message: 'Sample data did not answer' }]);
  });

  it('counts dividends received in the total return, on the shares held when paid', () => {
    const withIncome = computeHoldings([
      tx({ symbol: 'AAA', type: 'buy', quantity: 10, price: 100, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'AAA', type: 'dividend', quantity: 10, price: 0.5, executed_at: '2026-03-01T15:00:00Z' }), // 5 received
      tx({ symbol: 'AAA', type: 'sell', quantity: 4, price: 100, executed_at: '2026-04-01T15:00:00Z' }),
      tx({ symbol: 'AAA', type: 'dividend', quantity: 6, price: 0.5, executed_at: '2026-06-01T15:00:00Z' }), // 3 received
    ], [quote('AAA', 100, 0, '2026-06-01T11:45:00Z')]);
    expect(portfolioSummary(withIncome)).toMatchObject({
      income: 8, realisedGain: 0, unrealisedGain: 0, totalReturn: 8, totalReturnIncludesIncome: true, totalReturnRatio: 8 / 1000, totalValue: 600, costBasis: 600,
    });
  });

  it('has no ratios for an empty portfolio', () => {
    expect(portfolioSummary([])).toMatchObject({ totalValue: 0, dayChangeRatio: null, totalReturnRatio: null, asOf: null, missingQuotes: [] });
  });
});
