import { describe, expect, it } from 'vitest';
import { portfolioMoney } from './portfolioMoney';
import { rangeLedger } from './returnBreakdown';
import type { PortfolioTransaction } from './portfolioTransaction';
import { tx } from '../../test/tx';

// A member with a EUR portfolio: euros paid in, a US ETF and a London share (priced in pence)
// bought, a dividend with US withholding tax, a 4-for-1 split and an account fee.
export const europeanInvestor: PortfolioTransaction[] = [
  tx({ id: 'd1', type: 'deposit', amount: 10_000, currency: 'EUR', executed_at: '2026-03-02T09:00:00Z' }),
  tx({ id: 'b1', type: 'buy', symbol: 'VOO', quantity: 20, price: 400, fee: 1, currency: 'USD', executed_at: '2026-03-03T15:00:00Z' }),
  tx({ id: 'b2', type: 'buy', symbol: 'VWRL.L', quantity: 10, price: 9500, tax: 4.75, currency: 'GBp', executed_at: '2026-03-04T10:00:00Z' }),
  tx({ id: 'v1', type: 'dividend', symbol: 'VOO', quantity: 20, price: 1.5, tax: 4.5, currency: 'USD', executed_at: '2026-03-05T12:00:00Z' }),
  tx({ id: 's1', type: 'split', symbol: 'VOO', split_ratio: 4, currency: 'USD', executed_at: '2026-03-06T12:00:00Z' }),
  tx({ id: 'f1', type: 'fee', amount: 5, currency: 'EUR', executed_at: '2026-03-09T12:00:00Z' }),
];
export const eurRates = {
  USD: [{ date: '2026-03-02', rate: 0.9 }, { date: '2026-03-10', rate: 0.92 }],
  GBP: [{ date: '2026-03-02', rate: 1.15 }, { date: '2026-03-10', rate: 1.2 }],
};
const quotes = [
  { symbol: 'VOO', price: 105, change: 1, as_of: '2026-03-10T21:00:00Z', currency: 'USD' },
  { symbol: 'VWRL.L', price: 9800, change: -50, as_of: '2026-03-10T16:30:00Z', currency: 'GBp' },
];

describe('portfolioMoney: holdings, cash and summary in the base currency', () => {
  const { holdings, cash, summary } = portfolioMoney(europeanInvestor, { baseCurrency: 'EUR', rates: eurRates, quotes });

  it('values each holding in its own currency and in euros, with the price and currency effects apart', () => {
    const voo = holdings.find((h) => h.symbol === 'VOO')!;
    expect(voo).toMatchObject({
      currency: 'USD', cash_currency: 'USD', quantity: 80, price: 105,
      value_local: 840_000, value: 772_800, rate: 0.92, rate_date: '2026-03-10',
      cost_local: 800_000, cost: 720_000, average_cost: 100,
      unrealised_gain: 52_800, price_effect: 36_800, currency_effect: 16_000,
      income_local: 3000, income: 2700, fees: 90, taxes: 405, day_change: 7360,
    });
    const vwrl = holdings.find((h) => h.symbol === 'VWRL.L')!;
    expect(vwrl).toMatchObject({
      currency: 'GBp', cash_currency: 'GBP', quantity: 10, value_local: 98_000, value: 117_600,
      cost_local: 95_000, cost: 109_250, average_cost: 9500, price_effect: 3600, currency_effect: 4750, taxes: 546, day_change: -600,
    });
    expect(voo.weight! + vwrl.weight!).toBeCloseTo(1, 12);
  });

  it('keeps cash per currency: what the buys left of the euros, and the dividend net of tax in dollars', () => {
    expect(cash).toEqual([
      { currency: 'EUR', balance: 169_614, value: 169_614, rate: 1, rate_date: null, currency_gain: 0 },
      { currency: 'USD', balance: 2550, value: 2346, rate: 0.92, rate_date: '2026-03-10', currency_gain: 51 },
    ]);
  });

  it('adds up: value - money paid in = price effect + income - fees - taxes + currency effect, to the cent', () => {
    expect(summary).toMatchObject({
      base_currency: 'EUR', total_value: 1_062_360, holdings_value: 890_400, cash_value: 171_960,
      paid_in: 1_000_000, taken_out: 0, net_paid_in: 1_000_000, total_return: 62_360,
      price_effect: 40_400, unrealised_gain: 40_400, realised_gain: 0, currency_effect: 20_801,
      dividends: 2700, interest: 0, income: 2700, fees: 590, taxes: 951, day_change: 6760,
      missing_quotes: [], missing_rates: [],
    });
    expect(summary.total_return_ratio).toBeCloseTo(0.06236, 10);
    const s = summary;
    expect(s.price_effect + s.income - s.fees - s.taxes + s.currency_effect).toBe(s.total_return);
  });
});

describe('rangeLedger: the return of a range explained', () => {
  const closes = {
    VOO: [{ date: '2026-03-03', close: 401 }, { date: '2026-03-04', close: 398 }, { date: '2026-03-05', close: 404 }, { date: '2026-03-06', close: 101.5 }, { date: '2026-03-09', close: 103 }, { date: '2026-03-10', close: 105 }],
    'VWRL.L': [{ date: '2026-03-04', close: 9520 }, { date: '2026-03-05', close: 9610 }, { date: '2026-03-09', close: 9700 }, { date: '2026-03-10', close: 9800 }],
  };
  const line = (b: ReturnType<typeof rangeLedger>['breakdown'], key: string) => b.lines.find((l) => l.key === key)!;

  it('from the first day: the same figures as the summary, each line with the transactions behind it', () => {
    const { breakdown, series } = rangeLedger(europeanInvestor, { baseCurrency: 'EUR', rates: eurRates, closes, from: '2026-03-01', to: '2026-03-10' });
    const amounts = Object.fromEntries(breakdown.lines.map((l) => [l.key, l.amount]));
    expect(amounts).toEqual({
      starting_value: 0, deposits: 1_000_000, withdrawals: 0, transfers_in: 0, transfers_out: 0, realised_gains: 0, unrealised_gains: 40_400,
      dividends: 2700, interest: 0, fees: 590, taxes: 951, currency_gains: 20_801, ending_value: 1_062_360,
    });
    expect(breakdown.parts).toEqual({ capital: 40_400, income: 2700, currency: 20_801, costs: 1541 });
    expect(breakdown.gain).toBe(62_360);
    expect(series[series.length - 1]!.value).toBe(10_623.6);
    expect(series.find((p) => p.date === '2026-03-02')).toMatchObject({ inflow: 10_000, flow: 10_000 });
    expect(line(breakdown, 'dividends').entries).toEqual([expect.objectContaining({
      transaction_id: 'v1', date: '2026-03-05', symbol: 'VOO', quantity: 20, price: 1.5, amount: 3000, currency: 'USD', rate: 0.9, rate_date: '2026-03-02', base_amount: 2700,
    })]);
    expect(line(breakdown, 'taxes').entries.map((e) => [e.transaction_id, e.base_amount])).toEqual([['b2', 546], ['v1', 405]]);
    expect(line(breakdown, 'fees').entries.map((e) => [e.transaction_id, e.base_amount])).toEqual([['b1', 90], ['f1', 500]]);
    expect(line(breakdown, 'unrealised_gains').entries.map((e) => [e.symbol, e.quantity, e.price, e.price_date, e.cost, e.base_amount])).toEqual([
      ['VOO', 80, 105, '2026-03-10', 800_000, 36_800], ['VWRL.L', 10, 9800, '2026-03-10', 95_000, 3600],
    ]);
    expect(line(breakdown, 'currency_gains').entries.map((e) => [e.kind, e.symbol ?? e.currency, e.base_amount])).toEqual([
      ['holding', 'VOO', 16_000], ['holding', 'VWRL.L', 4750], ['cash', 'USD', 51],
    ]);
  });

  it('for a later range: holdings and cash on the base day are the starting value, and gains count from there', () => {
    const { breakdown } = rangeLedger(europeanInvestor, { baseCurrency: 'EUR', rates: eurRates, closes, from: '2026-03-05', to: '2026-03-10' });
    const l = (k: string) => line(breakdown, k).amount;
    // Mar 5 after the dividend: 20 VOO at $404 (0.90), 10 VWRL.L at 9,610p (1.15), EUR 1,701.14 and USD 25.50 in cash.
    expect(l('starting_value')).toBe(727_200 + 110_515 + 170_114 + 2295);
    expect([l('deposits'), l('dividends'), l('taxes'), l('fees')]).toEqual([0, 0, 0, 500]);
    // VOO from $8,080 to $8,400 at 0.92; VWRL.L from 96,100p to 98,000p at 1.20.
    expect(l('unrealised_gains')).toBe(29_440 + 2280);
    const sum = breakdown.lines.reduce((s, x) => s + x.sign * x.amount, 0);
    expect(l('starting_value') + sum).toBe(l('ending_value'));
    expect(l('ending_value')).toBe(1_062_360);
  });
});
