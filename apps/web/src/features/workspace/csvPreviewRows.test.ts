// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planTransactionImport, readCsvRows, recognizeCsvColumns, type Transaction } from '@pt/api';
import { csvPreviewRows } from './csvPreviewRows';

const header = ['Trade Date', 'Ticker', 'Action', 'Shares', 'Price'];
const rows = [
  ['2024-01-02', 'AAPL', 'Buy', '10', '185.5'],
  ['2024-01-03', 'MSFT', 'Buy', '-3', '370'],
  ['2024-01-02', 'AAPL', 'Buy', '10', '185.5'],
  ['2024-01-04', 'KO', 'Buy', '5', '60'],
];
const recorded: Transaction = {
  id: 't1', portfolio_id: 'p1', symbol: 'KO', type: 'buy', quantity: 5, price: 60, executed_at: '2024-01-04T00:00:00.000Z', created_at: '2024-01-05T00:00:00.000Z',
};

describe('csvPreviewRows', () => {
  const mapping = recognizeCsvColumns(header);
  const plan = planTransactionImport(readCsvRows(rows, mapping), { now: new Date('2026-01-01T00:00:00Z'), existing: [recorded] });

  it("gives each row its file line, its mapped cells and its outcome", () => {
    const preview = csvPreviewRows(plan, rows, mapping);
    expect(preview.map((r) => [r.line, r.status])).toEqual([[2, 'new'], [3, 'error'], [4, 'duplicate'], [5, 'duplicate']]);
    expect(preview[0]!.values).toEqual({ date: '2024-01-02', symbol: 'AAPL', type: 'Buy', quantity: '10', price: '185.5' });
    expect(preview[1]!.errors).toHaveLength(1);
    expect(preview[1]!.errors![0]).toMatch(/quantity/i);
    expect(preview[2]!.duplicateOf).toBe('line 2');
    expect(preview[3]!.duplicateOf).toBe('a recorded transaction');
  });

  it("adds the server's errors to the row they name", () => {
    const preview = csvPreviewRows(plan, rows, mapping, [{ index: 0, field: 'symbol', error: 'Unknown symbol' }]);
    expect(preview[0]).toMatchObject({ line: 2, status: 'error', errors: ['Unknown symbol'] });
  });
});
