import { CSV_FIELD_LABELS, CSV_FIELDS } from './csvColumns';
import { inExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';
import type { TransactionType } from './types';

/** How a type is written: the words the import reads back (a dividend row: quantity = shares, price = cash per share). */
const CSV_TYPE_NAMES: Readonly<Record<TransactionType, string>> = {
  buy: 'Buy', sell: 'Sell', dividend: 'Dividend', deposit: 'Deposit', withdrawal: 'Withdrawal', interest: 'Interest', fee: 'Fee', tax: 'Tax',
  split: 'Split', transfer_in: 'Transfer in', transfer_out: 'Transfer out',
};

/**
 * Transactions as CSV rows, oldest first, under the headers the import recognises (Date,
 * Symbol, Type, Quantity, Price), so an exported file imports again as the same transactions:
 * the date is the full ISO date-time and numbers are written exactly.
 */
export function transactionsToCsvRows(transactions: readonly PortfolioTransaction[]): string[][] {
  const header = CSV_FIELDS.map((f) => CSV_FIELD_LABELS[f]);
  const rows = inExecutionOrder(transactions).map(({ tx, symbol, time }) => [
    new Date(time).toISOString(), symbol, CSV_TYPE_NAMES[tx.type], String(tx.quantity), String(tx.price),
  ]);
  return [header, ...rows];
}

/** 'retirement-transactions-2026-06-01.csv': the portfolio's name in lower case, letters and digits joined by dashes. */
export function transactionsCsvFileName(portfolioName: string, date: string): string {
  const slug = portfolioName.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `${slug || 'portfolio'}-transactions-${date}.csv`;
}
