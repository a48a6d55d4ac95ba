import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { transactionMessages, workspaceMessages, type Transaction } from '@pt/api';
import { useCsvImport } from './useCsvImport';
import { useTransactionsCsvExport, type CsvExportFile } from './useTransactionsCsvExport';
import { loadPapaparse } from '../internal/csvCodec';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const LIST = '/api/transaction/?portfolio_id=p1';
const now = () => new Date('2026-06-01T12:00:00Z');
const recorded: Transaction = { id: 't1', portfolio_id: 'p1', symbol: 'AAPL', type: 'buy', quantity: 10, price: 150, executed_at: '2026-01-05T15:00:00.000Z', created_at: '2026-01-05T15:00:00.000Z' };
const file = (text: string, name = 'trades.csv') => ({ name, text: async () => text });

// A broker's export: newest first, a quoted description with a comma, money with $ and separators.
const BROKER = [
  'Trade Date,Action,Symbol,Description,Quantity,Price,Amount',
  '03/02/2026,Sold,AAPL,"APPLE INC, COMMON",-4,$190.00,"$760.00"',
  '02/01/2026,Bought,MSFT,MICROSOFT CORP,2,"$1,400.50","-$2,801.00"',
  '01/05/2026,Bought,AAPL,"APPLE INC, COMMON",10,$150.00,"-$1,500.00"',
  '01/06/2026,Dividend,KO,COCA-COLA,,,$12.00',
  '',
].join('\r\n');

function setup(routes: Parameters<typeof createTestEnv>[0] = {}) {
  const env = createTestEnv({ [`GET ${LIST}`]: { body: [recorded] }, ...routes });
  env.signInAs({ id: 'u1' });
  return env;
}

describe('useCsvImport', () => {
  it('goes file -> mapping -> preview -> importing -> done, loading the CSV library and the transactions only once a file is chosen', async () => {
    let sent: unknown;
    const env = setup({ 'POST /api/transaction/import': ({ body }) => { sent = body; return { status: 201, body: { imported: 2, duplicates: 1 } }; } });
    const loadCodec = vi.fn(loadPapaparse);
    const { result } = renderWithApi(() => useCsvImport('p1', { loadCodec, now }), env);
    expect(result.current.state).toEqual({ step: 'file', error: null });
    await act(async () => { await new Promise((r) => setTimeout(r, 50)); });
    expect(loadCodec).not.toHaveBeenCalled();
    // The page with the import does not read the whole history; choosing a file does (for the duplicates).
    expect(env.api.count('GET', LIST)).toBe(0);

    await act(async () => { await result.current.chooseFile(file(BROKER)); });
    expect(loadCodec).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(env.api.count('GET', LIST)).toBe(1));
    const mapping = result.current.state;
    expect(mapping).toMatchObject({ step: 'mapping', fileName: 'trades.csv', mapping: { date: 0, type: 1, symbol: 2, quantity: 4, price: 5 }, missing: [], missingMessage: null });
    expect(mapping.step === 'mapping' && mapping.rows[0]).toEqual(['03/02/2026', 'Sold', 'AAPL', 'APPLE INC, COMMON', '-4', '$190.00', '$760.00']);

    // A column taken for another field leaves the first one without; the preview waits for every field.
    act(() => result.current.setColumn('price', 6));
    act(() => result.current.setColumn('symbol', 6));
    expect(result.current.state).toMatchObject({ step: 'mapping', mapping: { symbol: 6, price: null }, missing: ['price'], missingMessage: workspaceMessages.csvColumnsMissing(['Price']) });
    act(() => result.current.showPreview());
    expect(result.current.state.step).toBe('mapping');
    act(() => { result.current.setColumn('symbol', 2); result.current.setColumn('price', 5); });
    act(() => result.current.showPreview());

    const preview = result.current.state;
    if (preview.step !== 'preview') throw new Error(`step ${preview.step}`);
    expect(preview.plan.rows.map((r) => r.status)).toEqual(['new', 'new', 'duplicate', 'error']);
    // A broker's dividend row without shares or cash per share: a dividend, but those fields are needed.
    expect(preview.plan.errors).toEqual([
      { index: 3, field: 'quantity', error: transactionMessages.quantityRequired },
      { index: 3, field: 'price', error: transactionMessages.priceRequired },
    ]);
    expect(preview.canConfirm).toBe(true);
    expect(env.api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await act(async () => { await result.current.confirm(); });
    expect(result.current.state).toMatchObject({ step: 'done', result: { imported: 2, duplicates: 1 }, message: 'Imported 2 transactions; 1 already recorded, skipped.' });
    expect(sent).toEqual({
      portfolio_id: 'p1',
      transactions: [
        { symbol: 'AAPL', type: 'sell', quantity: 4, price: 190, executed_at: '2026-03-02T00:00:00.000Z' },
        { symbol: 'MSFT', type: 'buy', quantity: 2, price: 1400.5, executed_at: '2026-02-01T00:00:00.000Z' },
        { symbol: 'AAPL', type: 'buy', quantity: 10, price: 150, executed_at: '2026-01-05T00:00:00.000Z' },
      ],
    });
    expect(env.api.count('GET', LIST)).toBe(2);
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ step: 'file', error: null });
  });

  it("shows the server's refusal by the file's row numbers, and the plan limit", async () => {
    const env = setup({
      'POST /api/transaction/import': {
        status: 400, body: { error: '1 of 3 rows cannot be imported; nothing was imported', rows: [{ index: 1, field: 'symbol', error: 'MSFT is not a known symbol' }] },
      },
    });
    const { result } = renderWithApi(() => useCsvImport('p1', { now }), env);
    await act(async () => { await result.current.chooseFile(file(BROKER)); });
    await waitFor(() => expect(env.api.count('GET', LIST)).toBe(1));
    act(() => result.current.showPreview());
    await waitFor(() => expect(result.current.state).toMatchObject({ step: 'preview', canConfirm: true }));
    await act(async () => { await result.current.confirm(); });
    expect(result.current.state).toMatchObject({
      step: 'error', message: '1 of 3 rows cannot be imported; nothing was imported', rowErrors: [{ index: 1, field: 'symbol', error: 'MSFT is not a known symbol' }], planLimit: null,
    });
    act(() => result.current.back());
    expect(result.current.state.step).toBe('mapping');

    env.api.route('POST /api/transaction/import', { status: 403, body: { error: 'Your Free plan allows up to 5 holdings. Upgrade to add more.', code: 'plan_limit', limit: 5, plan: 'free', upgrade_plan: 'premium' } });
    act(() => result.current.showPreview());
    await act(async () => { await result.current.confirm(); });
    expect(result.current.state).toMatchObject({ step: 'error', planLimit: { limit: 5, upgradePlan: 'premium' } });
  });

  it('refuses a file without rows, one that is too long, and says when nothing is new', async () => {
    const env = setup();
    const { result } = renderWithApi(() => useCsvImport('p1', { now }), env);
    await act(async () => { await result.current.chooseFile(file('Date,Symbol,Type,Quantity,Price\n')); });
    expect(result.current.state).toEqual({ step: 'file', error: workspaceMessages.csvEmpty });
    const long = ['Date,Symbol,Type,Quantity,Price', ...Array.from({ length: 5001 }, () => '2026-01-05,AAPL,Buy,1,1')].join('\n');
    await act(async () => { await result.current.chooseFile(file(long)); });
    expect(result.current.state).toEqual({ step: 'file', error: workspaceMessages.csvTooManyRows(5001, 5000) });
    await act(async () => { await result.current.chooseFile(file('Date,Symbol,Type,Quantity,Price\n2026-01-05T15:00:00Z,AAPL,Buy,10,150\n')); });
    await waitFor(() => expect(env.api.count('GET', LIST)).toBe(1));
    act(() => result.current.showPreview());
    await waitFor(() => expect(result.current.state).toMatchObject({ step: 'preview', plan: { duplicateCount: 1 } }));
    expect(result.current.state).toMatchObject({ step: 'preview', canConfirm: false });
    expect(result.current.nothingToImport).toBe(workspaceMessages.csvNothingToImport);
    await act(async () => { expect(await result.current.confirm()).toBeUndefined(); });
    expect(env.api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('useTransactionsCsvExport', () => {
  it('saves a CSV Blob named after the portfolio, which imports again as the same transactions', async () => {
    const sell: Transaction = { ...recorded, id: 't2', type: 'sell', quantity: 2.5, price: 180.25, executed_at: '2026-03-02T14:30:00.000Z' };
    const env = setup({ [`GET ${LIST}`]: { body: [sell, recorded] } });
    const saved: CsvExportFile[] = [];
    const { result } = renderWithApi(() => ({
      exporter: useTransactionsCsvExport({ id: 'p1', name: 'Core holdings' }, { save: (f) => saved.push(f) }),
      importer: useCsvImport('p1', { now }),
    }), env);
    await act(async () => { await result.current.exporter.mutateAsync(); });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toMatch(/^core-holdings-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const text = await saved[0]!.blob.text();
    expect(text.split('\r\n')).toEqual(['Date,Symbol,Type,Quantity,Price', '2026-01-05T15:00:00.000Z,AAPL,Buy,10,150', '2026-03-02T14:30:00.000Z,AAPL,Sell,2.5,180.25']);
    expect(result.current.exporter.successMessage).toBe(workspaceMessages.exportStarted);

    await act(async () => { await result.current.importer.chooseFile(file(text, saved[0]!.fileName)); });
    act(() => result.current.importer.showPreview());
    expect(result.current.importer.state).toMatchObject({ step: 'preview', plan: { newCount: 0, duplicateCount: 2, errorCount: 0 } });
  });

  it('says when the export failed', async () => {
    const env = setup({ [`GET ${LIST}`]: { status: 500, body: {} } });
    const { result } = renderWithApi(() => useTransactionsCsvExport({ id: 'p1', name: 'Core' }, { save: () => undefined }), env);
    await act(async () => { await result.current.mutateAsync().catch(() => undefined); });
    expect(result.current.errorMessage).toBe(workspaceMessages.exportFailed);
  });
});
