import { describe, expect, it } from 'vitest';
import { moneyPanelView, returnExplainedView } from './moneyViews';
import { rangeLedger } from './returnBreakdown';
import { compareReturns } from './returnComparison';
import { portfolioMoney } from './portfolioMoney';
import { wireTx } from '../../test/tx';

// Euros in, a dollar ETF bought from them, a dividend net of its tax: the euro weakens, so the dollars gain.
const history = [
  wireTx({ id: 'd', type: 'deposit', amount: 1000, currency: 'EUR', executed_at: '2026-03-02T10:00:00.000Z' }),
  wireTx({ id: 'b', type: 'buy', symbol: 'VOO', quantity: 1, price: 500, currency: 'USD', fee: 1, executed_at: '2026-03-03T15:00:00.000Z' }),
  wireTx({ id: 'v', type: 'dividend', symbol: 'VOO', quantity: 1, price: 2, tax: 0.3, currency: 'USD', executed_at: '2026-03-05T15:00:00.000Z' }),
];
const rates = { USD: [{ date: '2026-03-01', rate: 0.9 }, { date: '2026-03-05', rate: 0.95 }] };
const closes = { VOO: [{ date: '2026-03-03', close: 500 }, { date: '2026-03-06', close: 510 }] };

describe('moneyPanelView', () => {
  const money = portfolioMoney(history, { baseCurrency: 'EUR', rates, quotes: [{ symbol: 'VOO', price: 510, change: 1, as_of: '2026-03-06T20:00:00Z', currency: 'USD' }], today: '2026-03-06' });
  const view = moneyPanelView({ portfolio_id: 'p', base_currency: 'EUR', ...money, source: 'sample' });

  it('writes the holding in dollars and in euros, and the price effect apart from the currency effect', () => {
    expect(view.holdings).toHaveLength(1);
    const h = view.holdings[0]!;
    expect(h).toMatchObject({ symbol: 'VOO', currency: 'USD', quantity: '1', price: '$510.00', valueLocal: '$510.00', value: '€484.50', foreign: true });
    expect(h.priceEffect.value).toBe('+€9.50');
    expect(h.currencyEffect).toMatchObject({ value: '+€25.00', tone: 'positive' });
  });

  it('lists cash per currency and the summary figures with their signs', () => {
    expect(view.cash.map((c) => c.currency).sort()).toEqual(['EUR', 'USD']);
    expect(view.cash.find((c) => c.currency === 'USD')!.balance).toBe('$1.70');
    const labels = view.figures.map((f) => f.label);
    expect(labels).toEqual(['Total value', 'Cash', 'Net paid in', 'Price effect', 'Currency effect', 'Income', 'Fees and taxes', 'Total return']);
    expect(view.figures.find((f) => f.label === 'Fees and taxes')!.value).toMatch(/^\u2212€/);
    expect(view.notes).toEqual([]);
  });
});

describe('returnExplainedView', () => {
  it('writes each line signed as it counts, the totals plain, and the entries behind a line', () => {
    const { breakdown, series } = rangeLedger(history, { baseCurrency: 'EUR', rates, closes, from: '2026-03-01', to: '2026-03-06' });
    const view = returnExplainedView({ portfolio_id: 'p', range: '1W', breakdown, comparison: compareReturns(series, 'EUR'), source: 'sample' });
    expect(view.period).toBe('1W: Mar 01, 2026 to Mar 06, 2026');
    const deposits = view.lines.find((l) => l.key === 'deposits')!;
    expect(deposits).toMatchObject({ amount: '+€1,000.00', tone: 'positive', total: false });
    expect(deposits.entries[0]).toMatchObject({ what: 'Deposit', amount: '€1,000.00', base: '' });
    const fees = view.lines.find((l) => l.key === 'fees')!;
    expect(fees.amount).toMatch(/^\u2212€0\.9/);
    expect(view.lines.find((l) => l.key === 'ending_value')).toMatchObject({ total: true, tone: 'neutral' });
    expect(view.parts.map((p) => p.label)).toEqual(['Capital', 'Income', 'Currency', 'Costs']);
  });
});
