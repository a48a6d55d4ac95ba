import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { transactionMessages, type Transaction } from '@pt/api';
import { useTransactionForm } from './useTransactionForm';
import { createTestEnv, pagedRoute, renderWithApi, type Reply, NO_MONEY } from '../../test/testClient';

const HISTORY = '/api/transaction/?portfolio_id=p1&symbol=AAPL';
/** The list's pages, and one symbol's whole history (what the form reads for the sell limit). */
const transactions = (rows: Transaction[]) => pagedRoute(() => rows);
const history = (rows: Transaction[]) => ({ path }: { path: string }) => {
  const q = new URL(path, 'http://api.test').searchParams;
  return q.has('limit') ? (transactions(rows) as (r: { path: string }) => Reply)({ path }) : { body: rows.filter((r) => r.symbol === q.get('symbol')) };
};
const NOW = new Date('2026-06-01T12:00:00Z');
const now = () => NOW;
const buy: Transaction = { id: 't1', portfolio_id: 'p1', symbol: 'AAPL', type: 'buy', quantity: 10, price: 150, executed_at: '2026-01-05T15:00:00.000Z', created_at: '2026-01-05T15:00:00.000Z', ...NO_MONEY };

function setup(routes: Parameters<typeof createTestEnv>[0] = {}) {
  const env = createTestEnv({
    'GET /api/transaction/': history([buy]),
    'GET /api/portfolio/p1/overview': { body: { portfolio_id: 'p1', holdings: [], closed_holdings: [], summary: {}, allocation: [], symbols: ['AAPL'], transaction_count: 1, first_transaction_date: '2026-01-05', quotes_error: null, source: 'sample' } },
    'GET /api/stock/AAPL': { body: { symbol: 'AAPL', price: 187.5, as_of: '2026-06-01T11:45:00.000Z' } },
    ...routes,
  });
  env.signInAs({ id: 'u1' });
  return env;
}

describe('useTransactionForm', () => {
  it('shows the rule errors on their fields without sending: quantity <= 0, price < 0, a future date, a sell beyond the holding on that date', async () => {
    const env = setup();
    const { result } = renderWithApi(() => useTransactionForm('p1', { now }), env);
    act(() => {
      result.current.form.setField('symbol', 'AAPL');
      result.current.form.setField('quantity', '0');
      result.current.form.setField('price', '-1');
      result.current.form.setField('executed_at', '2026-06-03');
    });
    // The sell limit reads the typed symbol's history, not the whole list.
    await waitFor(() => expect(env.api.count('GET', HISTORY)).toBe(1));
    await act(async () => { expect(await result.current.submit()).toBeUndefined(); });
    expect(result.current.form.fieldErrors).toEqual({ quantity: transactionMessages.quantityNotPositive, price: transactionMessages.priceNegative, executed_at: transactionMessages.dateInFuture });
    act(() => {
      result.current.form.setField('type', 'sell');
      result.current.form.setField('quantity', '11');
      result.current.form.setField('price', '190');
      result.current.form.setField('executed_at', '2026-02-02');
    });
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ quantity: 'You held 10 AAPL on Feb 02, 2026: you cannot sell more than that' });
    expect(env.api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("puts the server's field error on its field and keeps everything typed; a refusal for the plan is the plan limit", async () => {
    let reply: { status: number; body: unknown } = { status: 400, body: { error: 'You held 6 AAPL on Feb 02, 2026: you cannot sell more than that', field: 'quantity' } };
    const env = setup({ 'POST /api/transaction/': () => reply });
    const { result } = renderWithApi(() => useTransactionForm('p1', { now }), env);
    const typed = { symbol: 'AAPL', type: 'sell' as const, quantity: '8', price: '190', executed_at: '2026-02-02' };
    act(() => { for (const [k, v] of Object.entries(typed)) result.current.form.setField(k as keyof typeof typed, v as never); });
    await waitFor(() => expect(env.api.count('GET', HISTORY)).toBe(1));
    await act(async () => { expect(await result.current.submit()).toBeUndefined(); });
    expect(result.current.form.fieldErrors).toEqual({ quantity: 'You held 6 AAPL on Feb 02, 2026: you cannot sell more than that' });
    expect(result.current.form.values).toMatchObject(typed);
    expect(result.current.errorMessage).toBeNull();
    expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ symbol: 'AAPL', type: 'sell', quantity: 8, price: 190, executed_at: '2026-02-02T00:00:00.000Z', portfolio_id: 'p1' });

    act(() => result.current.form.setField('quantity', '1'));
    expect(result.current.form.fieldErrors).toEqual({});
    reply = { status: 403, body: { error: 'Your Free plan allows up to 5 holdings. Upgrade to add more.', code: 'plan_limit', limit: 5, plan: 'free', upgrade_plan: 'premium' } };
    await act(async () => { await result.current.submit(); });
    expect(result.current.planLimit).toMatchObject({ limit: 5, upgradePath: '/payment-demo?plan=premium#plan-premium' });
    expect(result.current.errorMessage).toBeNull();
    expect(result.current.form.values).toMatchObject({ ...typed, quantity: '1' });

    reply = { status: 500, body: { error: 'Internal server error' } };
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe('Internal server error');
    expect(result.current.form.values).toMatchObject({ ...typed, quantity: '1' });
  });

  it("prefills the price from the symbol's delayed quote until a price is typed, and empties the form after an add", async () => {
    const saved = { ...buy, id: 't2', quantity: 1, price: 187.5, executed_at: NOW.toISOString() };
    const env = setup({ 'POST /api/transaction/': { status: 201, body: saved } });
    const { result } = renderWithApi(() => useTransactionForm('p1', { now }), env);
    expect(result.current.form.values).toMatchObject({ type: 'buy', price: '', executed_at: '2026-06-01' });
    act(() => result.current.form.setField('symbol', 'aapl'));
    await waitFor(() => expect(result.current.form.values.price).toBe('187.5'));
    act(() => result.current.form.setField('quantity', '1'));
    await act(async () => { expect(await result.current.submit()).toEqual(saved); });
    // Today is sent as the moment of sending, so it is never in the future east of UTC.
    expect(env.api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ symbol: 'AAPL', quantity: 1, price: 187.5, executed_at: NOW.toISOString() });
    expect(result.current.form.values).toMatchObject({ symbol: '', quantity: '', price: '' });
    act(() => { result.current.form.setField('price', '180'); result.current.form.setField('symbol', 'AAPL'); });
    await waitFor(() => expect(env.api.count('GET', '/api/stock/AAPL')).toBeGreaterThan(0));
    expect(result.current.form.values.price).toBe('180');
  });

  it("prefills a past date's close, else the last close before it (said so), and today's quote for today (product §10.18)", async () => {
    const closes = [{ date: '2026-05-27', close: 180 }, { date: '2026-05-28', close: 181 }, { date: '2026-05-29', close: 182.25 }];
    const env = setup({
      'GET /api/stock/AAPL/history?from=2026-05-19&to=2026-05-29': { body: { symbol: 'AAPL', currency: 'USD', source: 'sample', closes } },
      'GET /api/stock/AAPL/history?from=2026-05-21&to=2026-05-31': { body: { symbol: 'AAPL', currency: 'USD', source: 'sample', closes } },
      'GET /api/stock/AAPL/history?from=2026-05-18&to=2026-05-28': { body: { symbol: 'AAPL', currency: 'USD', source: 'sample', closes: closes.slice(0, 2) } },
    });
    const { result } = renderWithApi(() => useTransactionForm('p1', { now }), env);
    act(() => { result.current.form.setField('symbol', 'AAPL'); result.current.form.setField('executed_at', '2026-05-29'); });
    await waitFor(() => expect(result.current.form.values.price).toBe('182.25'));
    expect(result.current.priceSource).toEqual({ kind: 'close', date: '2026-05-29', close: { date: '2026-05-29', close: 182.25, exact: true } });
    expect(result.current.quote).toBeNull();
    // A Sunday: Friday's close, and the source says it is from an earlier day.
    act(() => result.current.form.setField('executed_at', '2026-05-31'));
    await waitFor(() => expect(result.current.priceSource).toMatchObject({ date: '2026-05-31', close: { date: '2026-05-29', exact: false } }));
    // Today: the delayed quote.
    act(() => result.current.form.setField('executed_at', '2026-06-01'));
    await waitFor(() => expect(result.current.form.values.price).toBe('187.5'));
    expect(result.current.priceSource).toMatchObject({ kind: 'quote', quote: { price: 187.5 } });
    expect(env.api.count('GET', '/api/stock/AAPL')).toBe(1);
    // A price typed stays whatever the date.
    act(() => { result.current.form.setField('price', '175'); result.current.form.setField('executed_at', '2026-05-28'); });
    await waitFor(() => expect(env.api.count('GET', '/api/stock/AAPL/history?from=2026-05-18&to=2026-05-28')).toBe(1));
    await waitFor(() => expect(result.current.priceSource).toMatchObject({ close: { date: '2026-05-28', close: 181 } }));
    expect(result.current.form.values.price).toBe('175');
  });

  it("never fills a dividend's cash per share from the quote, and drops a price the quote filled in", async () => {
    const env = setup();
    const { result } = renderWithApi(() => useTransactionForm('p1', { now }), env);
    act(() => result.current.form.setField('symbol', 'AAPL'));
    await waitFor(() => expect(result.current.form.values.price).toBe('187.5'));
    act(() => result.current.form.setField('type', 'dividend'));
    await waitFor(() => expect(result.current.form.values.price).toBe(''));
    act(() => { result.current.form.setField('quantity', '10'); result.current.form.setField('price', '0.25'); result.current.form.setField('executed_at', '2026-02-14'); });
    act(() => result.current.form.setField('quantity', '11'));
    await waitFor(() => expect(env.api.count('GET', HISTORY)).toBe(1));
    await act(async () => { expect(await result.current.submit()).toBeUndefined(); });
    expect(result.current.form.fieldErrors).toEqual({ quantity: 'You held 10 AAPL on Feb 14, 2026: a dividend is paid on at most that many shares' });
    expect(result.current.form.values.price).toBe('0.25');
  });

  it('edits a transaction: starts from its values, keeps its time when the date is unchanged, and sends PUT', async () => {
    const env = setup({ 'PUT /api/transaction/t1': ({ body }) => ({ body: { ...buy, ...(body as object) } }) });
    const { result } = renderWithApi(() => useTransactionForm('p1', { editing: buy, now }), env);
    expect(result.current).toMatchObject({ mode: 'edit', form: { values: { symbol: 'AAPL', type: 'buy', quantity: '10', price: '150', executed_at: '2026-01-05' } } });
    act(() => result.current.form.setField('quantity', '12'));
    await act(async () => { await result.current.submit(); });
    expect(env.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ symbol: 'AAPL', type: 'buy', quantity: 12, price: 150, executed_at: '2026-01-05T15:00:00.000Z' });
    expect(env.api.count('GET', '/api/stock/AAPL')).toBe(0);
    expect(result.current.form.values.quantity).toBe('12');
  });
});
