import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { transactionMessages, type PortfolioMoneyView, type Transaction } from '@pt/api';
import { useTransactionForm } from './useTransactionForm';
import { usePortfolioMoney } from './usePortfolioMoney';
import { useReturnBreakdown } from './useReturnBreakdown';
import { createTestEnv, renderWithApi, NO_MONEY } from '../../test/testClient';

const LIST = '/api/transaction/?portfolio_id=p1';
const NOW = new Date('2026-06-01T12:00:00Z');
const now = () => NOW;
const deposit: Transaction = {
  id: 't1', portfolio_id: 'p1', symbol: '', type: 'deposit', quantity: 0, price: 0, executed_at: '2026-03-02T00:00:00.000Z', created_at: '2026-03-02T00:00:00.000Z',
  ...NO_MONEY, currency: 'EUR', amount: 1000,
};
const money = { portfolio_id: 'p1', base_currency: 'EUR', holdings: [], cash: [{ currency: 'EUR', balance: 100_000, value: 100_000, rate: 1, rate_date: null, currency_gain: 0 }], summary: {}, source: 'sample' } as unknown as PortfolioMoneyView;

function setup(routes: Parameters<typeof createTestEnv>[0] = {}) {
  const env = createTestEnv({ [`GET ${LIST}`]: { body: [deposit] }, 'GET /api/portfolio/p1/money': { body: money }, ...routes });
  env.signInAs({ id: 'u1' });
  return env;
}

describe('the money hooks', () => {
  it('a deposit asks for an amount in the base currency by default, sends only its own fields, and the cash is read again after', async () => {
    const env = setup({ 'POST /api/transaction/': ({ body }) => ({ status: 201, body: { ...deposit, id: 't2', ...(body as object) } }) });
    const { result } = renderWithApi(() => ({ tx: useTransactionForm('p1', { now, baseCurrency: 'EUR' }), money: usePortfolioMoney('p1') }), env);
    await waitFor(() => expect(result.current.money.money?.cash[0]?.balance).toBe(100_000));
    act(() => result.current.tx.form.setField('type', 'deposit'));
    expect(result.current.tx.fields).toEqual(['type', 'amount', 'currency', 'fee', 'executed_at']);
    expect(result.current.tx.form.values.currency).toBe('EUR');
    expect(result.current.tx.symbolOptional).toBe(true);
    await act(async () => { expect(await result.current.tx.submit()).toBeUndefined(); });
    expect(result.current.tx.form.fieldErrors).toEqual({ amount: transactionMessages.amountRequired });
    act(() => { result.current.tx.form.setField('amount', '250'); result.current.tx.form.setField('executed_at', '2026-05-04'); });
    await act(async () => { await result.current.tx.submit(); });
    expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ portfolio_id: 'p1', type: 'deposit', executed_at: '2026-05-04T00:00:00.000Z', amount: 250, currency: 'EUR' });
    await waitFor(() => expect(env.api.count('GET', '/api/portfolio/p1/money')).toBe(2));
  });

  it('a split asks for its ratio; a dividend for the withholding tax', () => {
    const env = setup();
    const { result } = renderWithApi(() => useTransactionForm('p1', { now }), env);
    act(() => result.current.form.setField('type', 'split'));
    expect(result.current.fields).toEqual(['type', 'symbol', 'split_ratio', 'executed_at']);
    act(() => result.current.form.setField('type', 'dividend'));
    expect(result.current.labels).toMatchObject({ quantity: 'Shares held', price: 'Dividend per share', tax: 'Withholding tax' });
  });

  it('reads the return explained of a range', async () => {
    const env = setup({ 'GET /api/portfolio/p1/returns?range=YTD': { body: { portfolio_id: 'p1', range: 'YTD' } } });
    const { result } = renderWithApi(() => useReturnBreakdown('p1', 'YTD'), env);
    await waitFor(() => expect(result.current.returns).toMatchObject({ range: 'YTD' }));
    expect(result.current.ranges).toContain('ALL');
  });
});
