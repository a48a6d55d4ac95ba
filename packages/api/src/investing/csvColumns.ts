import type { TransactionField } from './validateTransaction';

/** The columns an import needs, in the order the mapping step lists them. */
export const CSV_FIELDS = ['date', 'symbol', 'type', 'quantity', 'price'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
/** Which column (0-based) holds each field; null when none is chosen. */
export type CsvColumnMapping = Record<CsvField, number | null>;

export const CSV_FIELD_LABELS: Readonly<Record<CsvField, string>> = { date: 'Date', symbol: 'Symbol', type: 'Type', quantity: 'Quantity', price: 'Price' };
/** The transaction field each column fills, for placing a row's errors. */
export const CSV_FIELD_TARGETS: Readonly<Record<CsvField, TransactionField>> = { date: 'executed_at', symbol: 'symbol', type: 'type', quantity: 'quantity', price: 'price' };

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
};

const headerKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Columns recognised by their header; each column is used once, the field with the better-ranked name first. */
export function recognizeCsvColumns(header: readonly string[]): CsvColumnMapping {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const mapping = { date: null, symbol: null, type: null, quantity: null, price: null } as CsvColumnMapping;
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

/** Fields without a column: the import cannot go on until each has one. */
export const missingCsvFields = (mapping: CsvColumnMapping): CsvField[] => CSV_FIELDS.filter((f) => mapping[f] === null);
