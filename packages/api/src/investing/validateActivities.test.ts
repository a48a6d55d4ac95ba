import { describe, expect, it } from 'vitest';
import { validateTransaction, transactionMessages as m, sellLimitMessages } from './validateTransaction';
import { firstShortSell } from './shortSell';
import { cashLimitMessage } from './cashLimit';
import { formatSplitRatio, parseSplitRatio, transactionFieldLabel, transactionFields } from './transactionKinds';
import type { PortfolioTransaction } from './portfolioTransaction';

const now = new Date('2026-06-01T12:00:00Z');
const check = (input: Record<string, unknown>, transactions: PortfolioTransaction[] = []) => validateTransaction(input, { now, transactions });
const errorsOf = (input: Record<string, unknown>, transactions: PortfolioTransaction[] = []) => {
  const r = check(input, transactions);
  return r.ok ? {} : r.fieldErrors;
};

describe('every activity type in the transaction rules', () => {
  it('a deposit needs an amount and takes an optional currency and fee, never a symbol or shares', () => {
    expect(check({ type: 'deposit', amount: '1,000'.replace(',', ''), currency: 'eur', fee: '0.50', executed_at: '2026-03-02' })).toEqual({
      ok: true,
      value: { symbol: '', type: 'deposit', quantity: 0, price: 0, executed_at: '2026-03-02T00:00:00.000Z', currency: 'EUR', amount: 1000, fee: 0.5, tax: 0, split_ratio: null, transfer_portfolio_id: null },
    });
    expect(errorsOf({ type: 'withdrawal' })).toEqual({ amount: m.amountRequired });
    expect(errorsOf({ type: 'deposit', amount: 0 })).toEqual({ amount: m.amountNotPositive });
    expect(errorsOf({ type: 'deposit', amount: 'lots', currency: 'EURO' })).toEqual({ amount: m.amountNotNumber, currency: m.currencyInvalid });
    expect(errorsOf({ type: 'deposit', amount: 5, currency: 'GBp' })).toEqual({ currency: 'Cash is held in GBP, not in GBp' });
    // Fields a type does not use are not read: a deposit's symbol and shares are dropped.
    expect(check({ type: 'deposit', amount: 5, symbol: 'AAPL', quantity: 'x' })).toMatchObject({ ok: true, value: { symbol: '', quantity: 0 } });
  });

  it('a dividend may carry withholding tax, never more than the dividend', () => {
    const held: PortfolioTransaction[] = [{ symbol: 'VOO', type: 'buy', quantity: 20, price: 400, executed_at: '2026-03-03T15:00:00Z' }];
    expect(check({ symbol: 'VOO', type: 'dividend', quantity: 20, price: 1.5, tax: 4.5, executed_at: '2026-03-05' }, held)).toMatchObject({ ok: true, value: { tax: 4.5 } });
    expect(errorsOf({ symbol: 'VOO', type: 'dividend', quantity: 20, price: 1.5, tax: 30.01, executed_at: '2026-03-05' }, held)).toEqual({ tax: m.taxAboveDividend });
    expect(errorsOf({ symbol: 'VOO', type: 'buy', quantity: 1, price: 1, fee: -1, tax: 'x' })).toEqual({ fee: m.feeNegative, tax: m.taxNotNumber });
  });

  it('a split needs a ratio written as new shares for old', () => {
    expect(check({ symbol: 'voo', type: 'split', split_ratio: '4:1', executed_at: '2026-03-06' })).toMatchObject({ ok: true, value: { symbol: 'VOO', split_ratio: 4, quantity: 0, price: 0 } });
    expect(check({ symbol: 'X', type: 'split', split_ratio: '1-for-10' })).toMatchObject({ ok: true, value: { split_ratio: 0.1 } });
    expect(errorsOf({ symbol: 'X', type: 'split' })).toEqual({ split_ratio: m.splitRatioRequired });
    expect(errorsOf({ symbol: 'X', type: 'split', split_ratio: 'four' })).toEqual({ split_ratio: m.splitRatioInvalid });
    expect(errorsOf({ symbol: 'X', type: 'split', split_ratio: '2:2' })).toEqual({ split_ratio: m.splitRatioOne });
    expect(errorsOf({ type: 'split', split_ratio: '2:1' })).toEqual({ symbol: m.symbolRequired });
  });

  it('a transfer names the other portfolio, and moves shares with a symbol or cash without one', () => {
    expect(errorsOf({ type: 'transfer_out', amount: 100 })).toEqual({ transfer_portfolio_id: 'Choose the portfolio it goes to' });
    expect(errorsOf({ type: 'transfer_in', amount: 100 })).toEqual({ transfer_portfolio_id: 'Choose the portfolio it came from' });
    expect(check({ type: 'transfer_in', amount: 100, currency: 'USD', transfer_portfolio_id: 'p2' })).toMatchObject({ ok: true, value: { amount: 100, symbol: '', transfer_portfolio_id: 'p2' } });
    expect(errorsOf({ type: 'transfer_in', symbol: 'VOO', transfer_portfolio_id: 'p2' })).toEqual({ quantity: m.quantityRequired, price: m.priceRequired });
    // Shares out are limited by the holding, like a sale.
    const held: PortfolioTransaction[] = [{ symbol: 'VOO', type: 'buy', quantity: 5, price: 400, executed_at: '2026-03-03T15:00:00Z' }];
    expect(errorsOf({ type: 'transfer_out', symbol: 'VOO', quantity: 6, price: 400, transfer_portfolio_id: 'p2', executed_at: '2026-04-01' }, held))
      .toEqual({ quantity: sellLimitMessages.heldLess(5, 'VOO', 'Apr 01, 2026') });
  });

  it('counts a split in the shares a sale may take, before and after it', () => {
    const history: PortfolioTransaction[] = [
      { symbol: 'VOO', type: 'buy', quantity: 10, price: 400, executed_at: '2026-03-03T15:00:00Z' },
      { symbol: 'VOO', type: 'split', quantity: 0, price: 0, split_ratio: 4, executed_at: '2026-03-06T12:00:00Z' },
      { symbol: 'VOO', type: 'sell', quantity: 30, price: 100, executed_at: '2026-04-01T15:00:00Z' },
    ];
    expect(errorsOf({ symbol: 'VOO', type: 'sell', quantity: 10, price: 100, executed_at: '2026-05-01' }, history)).toEqual({});
    expect(errorsOf({ symbol: 'VOO', type: 'sell', quantity: 10.5, price: 100, executed_at: '2026-05-01' }, history)).toEqual({ quantity: sellLimitMessages.heldLess(10, 'VOO', 'May 01, 2026') });
    // Before the split: 10 shares held, but the later sale of 30 (7.5 before the split) needs all but 2.5.
    expect(errorsOf({ symbol: 'VOO', type: 'sell', quantity: 2.5, price: 400, executed_at: '2026-03-04' }, history)).toEqual({});
    expect(errorsOf({ symbol: 'VOO', type: 'sell', quantity: 3, price: 400, executed_at: '2026-03-04' }, history)).toEqual({ quantity: sellLimitMessages.laterSalesNeed(2.5, 'VOO', 'Mar 04, 2026') });
    expect(firstShortSell(history)).toBeNull();
    expect(firstShortSell(history.filter((t) => t.type !== 'split'))?.message).toBe('The sale of 30 VOO on Apr 01, 2026 would sell more than the 10 held then');
  });

  it('names each type\'s fields and their labels for the form', () => {
    expect(transactionFields('dividend')).toEqual(['type', 'symbol', 'quantity', 'price', 'tax', 'fee', 'executed_at']);
    expect(transactionFields('deposit')).toEqual(['type', 'amount', 'currency', 'fee', 'executed_at']);
    expect(transactionFields('transfer_out', true)).toContain('quantity');
    expect(transactionFields('transfer_out', false)).toContain('amount');
    expect([transactionFieldLabel('dividend', 'quantity'), transactionFieldLabel('dividend', 'price'), transactionFieldLabel('dividend', 'tax')]).toEqual(['Shares held', 'Dividend per share', 'Withholding tax']);
  });

  it('reads and writes split ratios', () => {
    expect(['4:1', '4-for-1', '4 for 1', '4/1', '1:10', '3:2', '2', '0.5', ' 4 : 1 '].map(parseSplitRatio)).toEqual([4, 4, 4, 4, 0.1, 1.5, 2, 0.5, 4]);
    expect(['', 'x', '0:1', '4:0', '-2', '4:1:1'].map(parseSplitRatio)).toEqual([null, null, null, null, null, null]);
    expect([4, 0.1, 1.5, 1 / 3].map(formatSplitRatio)).toEqual(['4:1', '1:10', '3:2', '1:3']);
  });
});

describe('cashLimitMessage', () => {
  const history: PortfolioTransaction[] = [
    { symbol: '', type: 'deposit', quantity: 0, price: 0, amount: 1000, currency: 'EUR', executed_at: '2026-03-02T09:00:00Z' },
    { symbol: 'SAP', type: 'buy', quantity: 2, price: 200, fee: 5, currency: 'EUR', executed_at: '2026-03-03T09:00:00Z' },
  ];
  const withdraw = (amount: number, executed_at = '2026-03-04T09:00:00Z', currency = 'EUR') => cashLimitMessage(history, { baseCurrency: 'EUR' }, { type: 'withdrawal', symbol: '', amount, currency, executed_at });

  it('lets a withdrawal take the cash left in its currency on its date, and no more', () => {
    expect(withdraw(595)).toBeNull();
    expect(withdraw(595.01)).toBe('You had €595.00 in EUR cash on Mar 04, 2026: you cannot take out more than that');
    expect(withdraw(1000, '2026-03-02T10:00:00Z')).toBeNull();
    expect(withdraw(1, '2026-03-01T10:00:00Z')).toBe('You had no EUR cash on Mar 01, 2026: record the deposit or sale it came from first');
    expect(withdraw(1, '2026-03-04T09:00:00Z', 'USD')).toBe('You had no USD cash on Mar 04, 2026: record the deposit or sale it came from first');
    expect(cashLimitMessage(history, { baseCurrency: 'EUR' }, { type: 'deposit', symbol: '', amount: 1e6, currency: 'EUR', executed_at: '2026-03-04T09:00:00Z' })).toBeNull();
  });
});
