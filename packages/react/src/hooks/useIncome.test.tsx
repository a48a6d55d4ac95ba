import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { computeHoldings, portfolioSummary, type Transaction } from '@pt/api';
import { useIncome } from './useIncome';
import { useHoldings } from './useHoldings';
import { createTestEnv, renderWithApi, wireTx } from '../../test/testClient';

const LIST = '/api/transaction/?portfolio_id=p1';
const ROWS = [
  wireTx({ id: 't3', symbol: 'JNJ', type: 'dividend', quantity: 10, price: 1.24, executed_at: '2026-02-20T12:00:00.000Z' }),
  wireTx({ id: 't2', symbol: 'JNJ', type: 'buy', quantity: 10, price: 150, executed_at: '2026-02-01T15:00:00.000Z' }),
  wireTx({ id: 't1', symbol: 'KO', type: 'buy', quantity: 100, price: 60, executed_at: '2026-01-05T15:00:00.000Z' }),
];
const dividends = (symbol: string, list: { date: string; amount: number }[]) => ({ body: { symbol, currency: 'USD', source: 'sample', dividends: list } });

describe('useIncome', () => {
  it('adds up recorded dividends by month and by holding, lists those not recorded yet, and records them in one import', async () => {
    let rows = ROWS;
    const env = createTestEnv({
      [`GET ${LIST}`]: () => ({ body: rows }),
      'GET /api/stock/JNJ/dividends?from=2026-01-05': dividends('JNJ', [{ date: '2026-02-20', amount: 1.24 }, { date: '2026-05-20', amount: 1.3 }]),
      'GET /api/stock/KO/dividends?from=2026-01-05': dividends('KO', [{ date: '2026-03-13', amount: 0.51 }]),
      'POST /api/transaction/import': ({ body }) => {
        const sent = (body as { transactions: Transaction[] }).transactions;
        rows = [...sent.map((t, i) => ({ ...t, id: `n${i}`, portfolio_id: 'p1', created_at: t.executed_at })), ...rows];
        return { status: 201, body: { imported: sent.length, duplicates: 0 } };
      },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useIncome('p1'), env);
    await waitFor(() => expect(result.current.toRecordStatus).toBe('success'));
    expect(result.current.byMonth).toEqual([{ month: '2026-02', amount: expect.closeTo(12.4, 9), payments: 1 }]);
    expect(result.current.byHolding).toEqual([{ symbol: 'JNJ', amount: expect.closeTo(12.4, 9), payments: 1, lastPaid: '2026-02-20', share: 1 }]);
    expect(result.current.total).toBeCloseTo(12.4, 9);
    expect(result.current.toRecord).toEqual([
      { symbol: 'KO', type: 'dividend', quantity: 100, price: 0.51, executed_at: '2026-03-13' },
      { symbol: 'JNJ', type: 'dividend', quantity: 10, price: 1.3, executed_at: '2026-05-20' },
    ]);

    const pending = result.current.toRecord;
    await act(async () => { await result.current.record.mutateAsync(); });
    expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ portfolio_id: 'p1', transactions: pending });
    expect(result.current.recordMessage).toBe('Recorded 2 dividends.');
    await waitFor(() => expect(result.current.toRecord).toEqual([]));
    expect(result.current.total).toBeCloseTo(12.4 + 51 + 13, 9);
    expect(result.current.byMonth.map((m) => m.month)).toEqual(['2026-02', '2026-03', '2026-04', '2026-05']);
  });

  it('reads no dividends for a portfolio without buys', async () => {
    const env = createTestEnv({ [`GET ${LIST}`]: { body: [] } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useIncome('p1'), env);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ byMonth: [], byHolding: [], total: 0, toRecord: [], toRecordStatus: 'idle' });
    expect(env.api.calls.map((c) => c.path)).toEqual([LIST]);
  });
});

describe('useHoldings with dividends', () => {
  it("holds the income per holding, and the summary counts it in the total return (the server's SDK math)", async () => {
    const quote = (symbol: string, price: number) => ({ symbol, name: symbol, price, previous_close: price, change: 0, change_percent: 0, currency: 'USD', delayed_minutes: 15, as_of: '2026-06-01T11:45:00.000Z', source: 'sample' });
    const all = computeHoldings(ROWS, [quote('JNJ', 150), quote('KO', 60)]);
    const env = createTestEnv({
      'GET /api/portfolio/p1/overview': { body: { portfolio_id: 'p1', holdings: all, closed_holdings: [], summary: portfolioSummary(all), allocation: [], symbols: ['JNJ', 'KO'], transaction_count: ROWS.length, first_transaction_date: null, quotes_error: null, source: 'sample' } },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useHoldings('p1'), env);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.holdings.map((h) => [h.symbol, h.quantity, h.income])).toEqual([['JNJ', 10, expect.closeTo(12.4, 9)], ['KO', 100, 0]]);
    expect(result.current.summary).toMatchObject({ income: 12.4, unrealisedGain: 0, totalReturn: 12.4, totalReturnIncludesIncome: true });
  });
});
