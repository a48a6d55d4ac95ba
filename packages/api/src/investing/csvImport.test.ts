import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recognizeCsvColumns, missingCsvFields } from './csvColumns';
import { csvMessages, parseCsvDate, parseCsvNumber, parseTradeType, readCsvRows } from './readCsvRows';
import { planTransactionImport } from './planTransactionImport';
import { transactionsCsvFileName, transactionsToCsvRows } from './transactionsToCsvRows';
import { transactionFingerprint } from './transactionFingerprint';
import { validateTransaction, transactionMessages } from './validateTransaction';
import { inExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';
import { historyWithDividendsArb } from '../../test/portfolioArbitraries';

const now = new Date('2026-06-01T12:00:00Z');

describe('recognizeCsvColumns', () => {
  it("finds the columns of common broker exports by their header names", () => {
    const none = { amount: null, currency: null, fee: null, tax: null, split_ratio: null };
    expect(recognizeCsvColumns(['Date', 'Action', 'Symbol', 'Description', 'Quantity', 'Price', 'Fees & Comm', 'Amount'])).toEqual({ ...none, date: 0, type: 1, symbol: 2, quantity: 4, price: 5, fee: 6, amount: 7 });
    expect(recognizeCsvColumns(['Run Date', 'Action', 'Symbol', 'Price ($)', 'Quantity', 'Settlement Date'])).toEqual({ ...none, date: 0, type: 1, symbol: 2, price: 3, quantity: 4 });
    expect(recognizeCsvColumns(['Settlement Date', 'Trade Date', 'Ticker', 'Side', 'Shares', 'Price per Share'])).toEqual({ ...none, date: 1, symbol: 2, type: 3, quantity: 4, price: 5 });
    expect(recognizeCsvColumns(['Instrument', 'Transaction Type', 'Units', 'Unit Price', 'Activity Date'])).toEqual({ ...none, symbol: 0, type: 1, quantity: 2, price: 3, date: 4 });
    expect(recognizeCsvColumns([' QTY ', 'share price', 'TICKER', 'type', 'trade_date', 'Currency', 'Withholding Tax', 'Split ratio'])).toEqual({
      ...none, quantity: 0, price: 1, symbol: 2, type: 3, date: 4, currency: 5, tax: 6, split_ratio: 7,
    });
  });

  it('leaves a field unmapped when no header names it, and uses each column once', () => {
    const mapping = recognizeCsvColumns(['When', 'Symbol', 'Symbol', 'Qty']);
    expect(mapping).toMatchObject({ date: null, symbol: 1, type: null, quantity: 3, price: null, amount: null });
    expect(missingCsvFields(mapping)).toEqual(['date', 'type', 'price']);
    // A file of cash movements needs no symbol, quantity or price: an amount will do.
    expect(missingCsvFields(recognizeCsvColumns(['Date', 'Type', 'Amount', 'Currency']))).toEqual([]);
  });
});

describe('reading cells', () => {
  it('reads dates brokers write, in UTC', () => {
    expect(parseCsvDate('2024-03-15')).toBe('2024-03-15');
    expect(parseCsvDate('03/15/2024')).toBe('2024-03-15');
    expect(parseCsvDate('3/5/24')).toBe('2024-03-05');
    expect(parseCsvDate('03/15/2024 as of 03/14/2024')).toBe('2024-03-15');
    expect(parseCsvDate('2024/3/15')).toBe('2024-03-15');
    expect(parseCsvDate('Mar 15, 2024')).toBe('2024-03-15');
    expect(parseCsvDate('2024-03-15T14:30:00Z')).toBe('2024-03-15T14:30:00.000Z');
    expect(parseCsvDate('2024-03-15 14:30')).toBe('2024-03-15T14:30:00.000Z');
    expect(parseCsvDate('2024-03-15T23:30:00-0500')).toBe('2024-03-16T04:30:00.000Z');
    for (const bad of ['', '15.03.2024', '02/30/2024', '2024-13-01', 'yesterday', 'Foo 15, 2024', '2024-02-30T10:00:00Z']) expect(parseCsvDate(bad)).toBeNull();
  });

  it('reads the words of every type and numbers with currency signs and separators', () => {
    expect(['Buy', 'BOUGHT', 'YOU BOUGHT APPLE INC', 'Purchase', 'b'].map(parseTradeType)).toEqual(['buy', 'buy', 'buy', 'buy', 'buy']);
    expect(['Sell', 'sold', 'Sell Short', 'S'].map(parseTradeType)).toEqual(['sell', 'sell', 'sell', 'sell']);
    expect(['Dividend', 'Qualified Dividend', 'DIVIDEND RECEIVED', 'Div'].map(parseTradeType)).toEqual(['dividend', 'dividend', 'dividend', 'dividend']);
    expect(['Deposit', 'CONTRIBUTION', 'Withdrawal', 'Interest', 'Credit Interest', 'Fee', 'Commission', 'Tax', 'Foreign Tax Withheld', 'Stock Split', 'Transfer in', 'TRANSFER_OUT']
      .map(parseTradeType)).toEqual(['deposit', 'deposit', 'withdrawal', 'interest', 'interest', 'fee', 'fee', 'tax', 'tax', 'split', 'transfer_in', 'transfer_out']);
    expect(['Reinvestment', '', 'Buy/Sell', 'Dividend Reinvestment Buy', 'Dividend Tax', 'Transfer'].map(parseTradeType)).toEqual([null, null, null, null, null, null]);
    expect(['1,234.50', '$12.00', ' 3 ', '(5)', '-5', '.5', '', '12 shares'].map(parseCsvNumber)).toEqual([1234.5, 12, 3, -5, -5, 0.5, undefined, '12 shares']);
  });

  it('maps rows by the chosen columns, with errors a cell shows before the transaction rules', () => {
    const mapping = { date: 0, type: 1, symbol: 2, quantity: 3, price: 4 };
    expect(readCsvRows([['03/15/2024', 'Sold', 'aapl', '-10', '$150.25']], mapping)).toEqual([
      { input: { executed_at: '2024-03-15', type: 'sell', symbol: 'aapl', quantity: 10, price: 150.25 } },
    ]);
    expect(readCsvRows([['2024-03-15', 'Dividend', 'KO', '30', '0.485']], mapping)).toEqual([
      { input: { executed_at: '2024-03-15', type: 'dividend', symbol: 'KO', quantity: 30, price: 0.485 } },
    ]);
    const [bad, noDate] = readCsvRows([['15.03.2024', 'Coupon', 'AAPL', '1', '2'], ['', 'Buy', 'AAPL', '1', '2']], mapping);
    expect(bad!.fieldErrors).toEqual({ executed_at: csvMessages.dateUnreadable, type: csvMessages.typeUnknown('Coupon') });
    expect(noDate!.fieldErrors).toEqual({ executed_at: csvMessages.dateRequired });
  });

  it('reads cash movements, fees, taxes and splits from their own columns, amounts without their sign', () => {
    const mapping = { date: 0, type: 1, symbol: 2, quantity: 3, price: 4, amount: 5, currency: 6, fee: 7, tax: 8, split_ratio: 9 };
    const [deposit, withdrawal, dividend, split, transfer] = readCsvRows([
      ['2026-03-02', 'Deposit', '', '', '', '10,000.00', 'EUR', '', '', ''],
      ['2026-03-09', 'Withdrawal', '', '', '', '-250', 'EUR', '', '', ''],
      ['2026-03-05', 'Dividend', 'VOO', '20', '1.50', '', 'USD', '', '(4.50)', ''],
      ['2026-03-06', 'Split', 'VOO', '', '', '', '', '', '', '4:1'],
      ['2026-03-07', 'Transfer out', '', '', '', '100', 'EUR', '', '', ''],
    ], mapping);
    expect(deposit!.input).toMatchObject({ type: 'deposit', amount: 10000, currency: 'EUR' });
    expect(withdrawal!.input).toMatchObject({ type: 'withdrawal', amount: 250 });
    expect(dividend!.input).toMatchObject({ type: 'dividend', quantity: 20, price: 1.5, tax: 4.5, currency: 'USD' });
    expect(split!.input).toMatchObject({ type: 'split', symbol: 'VOO', split_ratio: '4:1' });
    expect(transfer!.fieldErrors).toEqual({ type: csvMessages.transferNotImported });
    const checked = planTransactionImport([deposit!, withdrawal!, dividend!, split!], { now, existing: [{ symbol: 'VOO', type: 'buy', quantity: 20, price: 400, executed_at: '2026-03-03T15:00:00Z' }] });
    expect(checked).toMatchObject({ newCount: 4, errorCount: 0 });
    expect(checked.transactions.find((t) => t.type === 'split')).toMatchObject({ split_ratio: 4 });
  });
});

describe('exporting every type', () => {
  it('writes each type\'s own fields and imports again as the same transactions', () => {
    const history: PortfolioTransaction[] = [
      { symbol: '', type: 'deposit', quantity: 0, price: 0, amount: 10000, currency: 'EUR', fee: 0, tax: 0, executed_at: '2026-03-02T09:00:00.000Z' },
      { symbol: 'VOO', type: 'buy', quantity: 20, price: 400, amount: 0, currency: 'USD', fee: 1, tax: 0, executed_at: '2026-03-03T15:00:00.000Z' },
      { symbol: 'VOO', type: 'dividend', quantity: 20, price: 1.5, amount: 0, currency: 'USD', fee: 0, tax: 4.5, executed_at: '2026-03-05T12:00:00.000Z' },
      { symbol: 'VOO', type: 'split', quantity: 0, price: 0, amount: 0, currency: 'USD', fee: 0, tax: 0, split_ratio: 4, executed_at: '2026-03-06T12:00:00.000Z' },
      { symbol: '', type: 'fee', quantity: 0, price: 0, amount: 5, currency: 'EUR', fee: 0, tax: 0, executed_at: '2026-03-09T12:00:00.000Z' },
    ];
    const [header, ...rows] = transactionsToCsvRows(history);
    expect(header).toEqual(['Date', 'Symbol', 'Type', 'Quantity', 'Price', 'Amount', 'Currency', 'Fee', 'Tax', 'Split ratio']);
    expect(rows).toEqual([
      ['2026-03-02T09:00:00.000Z', '', 'Deposit', '', '', '10000', 'EUR', '', '', ''],
      ['2026-03-03T15:00:00.000Z', 'VOO', 'Buy', '20', '400', '', 'USD', '1', '', ''],
      ['2026-03-05T12:00:00.000Z', 'VOO', 'Dividend', '20', '1.5', '', 'USD', '', '4.5', ''],
      ['2026-03-06T12:00:00.000Z', 'VOO', 'Split', '', '', '', 'USD', '', '', '4:1'],
      ['2026-03-09T12:00:00.000Z', '', 'Fee', '', '', '5', 'EUR', '', '', ''],
    ]);
    const again = planTransactionImport(readCsvRows(rows, recognizeCsvColumns(header!)), { now, existing: history });
    expect(again).toMatchObject({ newCount: 0, duplicateCount: 5, errorCount: 0 });
    expect(planTransactionImport(readCsvRows(rows, recognizeCsvColumns(header!)), { now, existing: [] }).transactions.map((t) => transactionFingerprint(t)))
      .toEqual(history.map((t) => transactionFingerprint(t)));
  });
});

const row = (date: string, type: string, symbol: string, quantity: string, price: string) => [date, type, symbol, quantity, price];
const MAPPING = { date: 0, type: 1, symbol: 2, quantity: 3, price: 4 };
const plan = (rows: string[][], existing: PortfolioTransaction[] = []) => planTransactionImport(readCsvRows(rows, MAPPING), { now, existing });

describe('planTransactionImport', () => {
  it('accepts a file listed newest first: each sell is checked against the holding on its date', () => {
    const p = plan([row('2026-03-01', 'Sell', 'AAPL', '4', '120'), row('2026-01-05', 'Buy', 'AAPL', '10', '100')]);
    expect(p).toMatchObject({ newCount: 2, errorCount: 0, duplicateCount: 0, errors: [] });
    expect(p.transactions.map((t) => t.type)).toEqual(['sell', 'buy']);
  });

  it('refuses a sell beyond the holding on its date with the form rule and its text', () => {
    const p = plan([row('2026-01-05', 'Buy', 'AAPL', '10', '100'), row('2026-01-04', 'Sell', 'AAPL', '1', '100'), row('2026-02-01', 'Sell', 'AAPL', '11', '100')]);
    expect(p.rows.map((r) => r.status)).toEqual(['new', 'error', 'error']);
    expect(p.errors).toEqual([
      { index: 1, field: 'quantity', error: 'You held no AAPL on Jan 04, 2026' },
      { index: 2, field: 'quantity', error: 'You held 10 AAPL on Feb 01, 2026: you cannot sell more than that' },
    ]);
    expect(p.transactions).toHaveLength(1);
  });

  it("refuses the file's sell that would leave a recorded later sale short", () => {
    const existing = [
      { symbol: 'AAPL', type: 'buy' as const, quantity: 10, price: 100, executed_at: '2026-01-05T15:00:00Z' },
      { symbol: 'AAPL', type: 'sell' as const, quantity: 8, price: 100, executed_at: '2026-04-01T15:00:00Z' },
    ];
    const p = plan([row('2026-02-01', 'Sell', 'AAPL', '5', '100')], existing);
    expect(p.errors).toEqual([{ index: 0, field: 'quantity', error: 'Only 2 AAPL can be sold on Feb 01, 2026: later sales need the rest' }]);
    // The same text the form gives for that sell.
    const form = validateTransaction({ symbol: 'AAPL', type: 'sell', quantity: 5, price: 100, executed_at: '2026-02-01' }, { now, transactions: existing });
    expect(form.ok ? null : form.fieldErrors.quantity).toBe(p.errors[0]!.error);
  });

  it('skips rows that repeat a recorded transaction (same symbol, type, quantity, price and UTC day) or an earlier row', () => {
    const existing = [{ symbol: 'AAPL', type: 'buy' as const, quantity: 10, price: 100, executed_at: '2026-01-05T15:00:00Z' }];
    const p = plan([
      row('01/05/2026', 'Bought', 'aapl', '10', '$100.00'),
      row('2026-01-06', 'Buy', 'MSFT', '1', '300'),
      row('2026-01-06T20:00:00Z', 'Buy', 'MSFT', '1.0', '300'),
      row('2026-01-06', 'Buy', 'MSFT', '2', '300'),
      row('2026-01-07', 'Buy', 'MSFT', '1', 'abc'),
    ], existing);
    expect(p.rows.map((r) => (r.status === 'duplicate' ? `duplicate of ${r.duplicateOf}` : r.status))).toEqual(['duplicate of existing', 'new', 'duplicate of 1', 'new', 'error']);
    expect(p).toMatchObject({ newCount: 2, duplicateCount: 2, errorCount: 1, errors: [{ index: 4, field: 'price', error: transactionMessages.priceNotNumber }] });
  });

  it('gives one error per field of each bad row, and a future date as the form does', () => {
    const p = plan([row('2027-01-01', 'Hold', 'AAPL', '0', '-1')]);
    expect(p.errors).toEqual([
      { index: 0, field: 'type', error: csvMessages.typeUnknown('Hold') },
      { index: 0, field: 'quantity', error: transactionMessages.quantityNotPositive },
      { index: 0, field: 'price', error: transactionMessages.priceNegative },
      { index: 0, field: 'executed_at', error: transactionMessages.dateInFuture },
    ]);
  });
});

/** Lists the server would hold (dividends too): each transaction passes the rules after those before it, no two the same trade. */
const validHistoryArb = historyWithDividendsArb.map((list) => {
  const accepted: PortfolioTransaction[] = [];
  const seen = new Set<string>();
  for (const { tx } of inExecutionOrder(list)) {
    const key = transactionFingerprint(tx);
    if (seen.has(key) || !validateTransaction(tx, { now, transactions: accepted }).ok) continue;
    accepted.push(tx);
    seen.add(key);
  }
  return accepted;
});
const asWritten = (list: readonly PortfolioTransaction[]) => inExecutionOrder(list).map(({ tx }) => ({
  symbol: tx.symbol, type: tx.type, quantity: tx.quantity, price: tx.price, executed_at: new Date(tx.executed_at).toISOString(),
}));
const importCsv = (rows: string[][], existing: readonly PortfolioTransaction[] = []) =>
  planTransactionImport(readCsvRows(rows.slice(1), recognizeCsvColumns(rows[0]!)), { now, existing });

describe('export and import (properties)', () => {
  it('an export imports again as the same transactions, with no errors, in any row order', () => {
    fc.assert(fc.property(validHistoryArb, fc.boolean(), (list, reversed) => {
      const [header, ...rows] = transactionsToCsvRows(list);
      const p = importCsv([header!, ...(reversed ? rows.reverse() : rows)]);
      expect(p.errors).toEqual([]);
      expect(p.duplicateCount).toBe(0);
      expect(asWritten(p.transactions)).toEqual(asWritten(list));
    }), { numRuns: 300 });
  });

  it('importing a file a second time gives only duplicates', () => {
    fc.assert(fc.property(validHistoryArb, (list) => {
      const rows = transactionsToCsvRows(list);
      const first = importCsv(rows);
      const second = importCsv(rows, first.transactions);
      expect(second).toMatchObject({ newCount: 0, errorCount: 0, duplicateCount: list.length });
    }), { numRuns: 300 });
  });
});

describe('transactionsCsvFileName', () => {
  it("names the file after the portfolio and the day", () => {
    expect(transactionsCsvFileName('Retirement (IRA) 2026', '2026-06-01')).toBe('retirement-ira-2026-transactions-2026-06-01.csv');
    expect(transactionsCsvFileName('!!!', '2026-06-01')).toBe('portfolio-transactions-2026-06-01.csv');
  });
});
