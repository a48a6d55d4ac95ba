import { CSV_FIELD_LABELS, CSV_FIELDS } from './csvColumns';
import { inExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';
import { formatSplitRatio, isCashActivity } from './transactionKinds';
import type { TransactionType } from './types';

/** How a type is written: the words the import reads back (a dividend row: quantity = shares, price = cash per share). */
const CSV_TYPE_NAMES: Readonly<Record<TransactionType, string>> = {
  buy: 'Buy', sell: 'Sell', dividend: 'Dividend', deposit: 'Deposit', withdrawal: 'Withdrawal', interest: 'Interest', fee: 'Fee', tax: 'Tax',
  split: 'Split', transfer_in: 'Transfer in', transfer_out: 'Transfer out',
};

/**
 * Transactions as CSV rows, oldest first, under the headers the import recognises (Date,
 * Symbol, Type, Quantity, Price, Amount, Currency, Fee, Tax, Split ratio), so an exported file
 * imports again as the same transactions: the date is the full ISO date-time, numbers are
 * written exactly, and a field the type does not use is empty. Transfers are written too (the
 * import asks for them in the form, since a file cannot name the other portfolio).
 */
export function transactionsToCsvRows(transactions: readonly PortfolioTransaction[]): string[][] {
  const header = CSV_FIELDS.map((f) => CSV_FIELD_LABELS[f]);
  const number = (n: number | null | undefined): string => (typeof n === 'number' && n !== 0 ? String(n) : '');
  const rows = inExecutionOrder(transactions).map(({ tx, symbol, time }) => {
    const cash = isCashActivity(tx.type, symbol);
    const shares = !cash && tx.type !== 'split';
    return [
      new Date(time).toISOString(), symbol, CSV_TYPE_NAMES[tx.type],
      shares ? String(tx.quantity) : '', shares ? String(tx.price) : '',
      cash ? number(tx.amount) : '', tx.currency ?? '', number(tx.fee), number(tx.tax),
      tx.type === 'split' && typeof tx.split_ratio === 'number' ? formatSplitRatio(tx.split_ratio) : '',
    ];
  });
  return [header, ...rows];
}

/** 'retirement-transactions-2026-06-01.csv': the portfolio's name in lower case, letters and digits joined by dashes. */
export function transactionsCsvFileName(portfolioName: string, date: string): string {
  const slug = portfolioName.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `${slug || 'portfolio'}-transactions-${date}.csv`;
}
