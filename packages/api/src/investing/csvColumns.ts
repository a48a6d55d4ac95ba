import type { TransactionField } from './validateTransaction';

/**
 * The columns an import reads, in the order the mapping step lists them: date and type always;
 * symbol, quantity and price for trades and dividends; amount (and currency) for cash; fee, tax
 * and split ratio when a file has them (product §10.21).
 */
export const CSV_FIELDS = ['date', 'symbol', 'type', 'quantity', 'price', 'amount', 'currency', 'fee', 'tax', 'split_ratio'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
/** Which column (0-based) holds each field; null when none is chosen (the optional ones may be left out). */
export type CsvColumnMapping = Record<'date' | 'symbol' | 'type' | 'quantity' | 'price', number | null>
  & Partial<Record<'amount' | 'currency' | 'fee' | 'tax' | 'split_ratio', number | null>>;

export const CSV_FIELD_LABELS: Readonly<Record<CsvField, string>> = {
  date: 'Date', symbol: 'Symbol', type: 'Type', quantity: 'Quantity', price: 'Price', amount: 'Amount', currency: 'Currency', fee: 'Fee', tax: 'Tax', split_ratio: 'Split ratio',
};
/** The transaction field each column fills, for placing a row's errors. */
export const CSV_FIELD_TARGETS: Readonly<Record<CsvField, TransactionField>> = {
  date: 'executed_at', symbol: 'symbol', type: 'type', quantity: 'quantity', price: 'price', amount: 'amount', currency: 'currency', fee: 'fee', tax: 'tax', split_ratio: 'split_ratio',
};
/** Fields every file needs a column for; a file of trades also needs symbol, quantity and price, one of cash only an amount. */
export const CSV_REQUIRED_FIELDS: readonly CsvField[] = ['date', 'type'];
const TRADE_FIELDS: readonly CsvField[] = ['symbol', 'quantity', 'price'];

/**
 * Header names brokers use, best first, compared without case, spaces or punctuation
 * ('Price ($)' is 'price'). A trade date wins over a settlement date, which comes days later.
 * The export writes the first name of each, so an exported file maps itself.
 */
export const CSV_HEADER_NAMES: Readonly<Record<CsvField, readonly string[]>> = {
  date: ['date', 'tradedate', 'transactiondate', 'activitydate', 'rundate', 'executedat', 'datetime', 'settlementdate', 'settledate'],
  symbol: ['symbol', 'ticker', 'tickersymbol', 'instrument', 'securitysymbol', 'stocksymbol'],
  type: ['type', 'action', 'side', 'transactiontype', 'transcode', 'buysell', 'activitytype'],
  quantity: ['quantity', 'shares', 'qty', 'units', 'sharesquantity', 'numberofshares', 'quantityshares'],
  price: ['price', 'unitprice', 'shareprice', 'pricepershare', 'priceshare', 'executionprice', 'tradeprice', 'averageprice'],
  amount: ['amount', 'netamount', 'cashamount', 'totalamount', 'netcashamount', 'total', 'value'],
  currency: ['currency', 'ccy', 'currencycode', 'tradecurrency'],
  fee: ['fee', 'fees', 'commission', 'commissions', 'feescomm', 'feesandcommissions', 'commfee', 'brokerage', 'charges'],
  tax: ['tax', 'taxes', 'withholdingtax', 'withholding', 'stampduty'],
  split_ratio: ['splitratio', 'ratio', 'split'],
};

const headerKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Columns recognised by their header; each column is used once, the field with the better-ranked name first. */
export function recognizeCsvColumns(header: readonly string[]): CsvColumnMapping {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const mapping = Object.fromEntries(CSV_FIELDS.map((f) => [f, null])) as CsvColumnMapping;
  const candidates: { field: CsvField; column: number; rank: number }[] = [];
  for (const field of CSV_FIELDS) {
    CSV_HEADER_NAMES[field].forEach((name, rank) => keys.forEach((key, column) => { if (key === name) candidates.push({ field, column, rank }); }));
  }
  candidates.sort((a, b) => a.rank - b.rank || a.column - b.column);
  for (const { field, column } of candidates) {
    if (mapping[field] !== null || taken.has(column)) continue;
    mapping[field] = column;
    taken.add(column);
  }
  return mapping;
}

/**
 * Fields without a column that the import cannot go on without: date and type, and symbol,
 * quantity and price unless an amount column makes it a file of cash movements (deposits,
 * withdrawals, interest, fees, taxes).
 */
export function missingCsvFields(mapping: CsvColumnMapping): CsvField[] {
  const cashOnly = mapping.amount !== null && mapping.amount !== undefined;
  return CSV_FIELDS.filter((f) => (mapping[f] === null || mapping[f] === undefined) && (CSV_REQUIRED_FIELDS.includes(f) || (!cashOnly && TRADE_FIELDS.includes(f))));
}
