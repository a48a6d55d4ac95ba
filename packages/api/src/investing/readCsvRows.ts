import type { FieldErrors } from '../validation/fieldChecker';
import type { CsvColumnMapping } from './csvColumns';
import { isIsoDate } from './isoDate';
import type { ImportRowInput } from './planTransactionImport';
import type { TransactionField, TransactionFormInput } from './validateTransaction';
import type { TransactionType } from './types';

export const csvMessages = {
  dateRequired: 'Date is required',
  dateUnreadable: 'Enter the date as YYYY-MM-DD or MM/DD/YYYY',
  typeUnknown: (text: string) => `"${text.slice(0, 30)}" is not a type this import knows (buy, sell, dividend, deposit, withdrawal, interest, fee, tax, split)`,
  transferNotImported: 'A transfer between portfolios names the other portfolio: record it in the form instead',
} as const;

const MONTHS = 'janfebmaraprmayjunjulaugsepoctnovdec';
const pad = (n: number): string => String(n).padStart(2, '0');

/** A real calendar date from parts, or null ('02/30/2024' is not one). */
function dateOf(year: number, month: number, day: number): string | null {
  const text = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isIsoDate(text) ? text : null;
}

/**
 * A broker's date cell as the SDK writes dates: 'YYYY-MM-DD' for a date alone (00:00 UTC of that
 * day, as the transaction rules read it), an ISO date-time for a time. Read: 2024-03-15, an ISO
 * date-time (UTC when it names no zone, so every machine reads the same moment), 03/15/2024 and
 * 3/15/24 (US brokers: month first; text after the date such as Fidelity's 'as of' is ignored),
 * 2024/03/15, and 'Mar 15, 2024' (how this app shows dates). Null when none fits.
 */
export function parseCsvDate(text: string): string | null {
  const s = text.trim();
  let m: RegExpMatchArray | null;
  if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s))) return dateOf(+m[1]!, +m[2]!, +m[3]!);
  if ((m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(s))) {
    if (!dateOf(+m[1]!.slice(0, 4), +m[1]!.slice(5, 7), +m[1]!.slice(8, 10))) return null;
    const zone = m[3] ? (m[3].length === 5 ? `${m[3].slice(0, 3)}:${m[3].slice(3)}` : m[3].toUpperCase()) : 'Z';
    const t = Date.parse(`${m[1]}T${m[2]}${zone}`);
    return Number.isNaN(t) ? null : new Date(t).toISOString();
  }
  if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?!\d)/.exec(s))) {
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return dateOf(year, +m[1]!, +m[2]!);
  }
  if ((m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(s))) return dateOf(+m[1]!, +m[2]!, +m[3]!);
  if ((m = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i.exec(s))) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase());
    return month >= 0 && month % 3 === 0 ? dateOf(+m[3]!, month / 3 + 1, +m[2]!) : null;
  }
  return null;
}

const WORDS: readonly (readonly [Exclude<TransactionType, 'transfer_in' | 'transfer_out'>, ReadonlySet<string>])[] = [
  ['buy', new Set(['buy', 'bought', 'purchase', 'purchased', 'b'])],
  ['sell', new Set(['sell', 'sold', 'sale', 's'])],
  ['dividend', new Set(['dividend', 'dividends', 'div'])],
  ['deposit', new Set(['deposit', 'deposits', 'deposited', 'contribution', 'contributions'])],
  ['withdrawal', new Set(['withdrawal', 'withdrawals', 'withdraw', 'withdrawn'])],
  ['interest', new Set(['interest'])],
  ['fee', new Set(['fee', 'fees', 'commission', 'charge', 'charges'])],
  ['tax', new Set(['tax', 'taxes', 'withholding'])],
  ['split', new Set(['split', 'splits'])],
];
const TRANSFER_WORDS = /* @__PURE__ */ new Set(['transfer', 'transferred', 'transfers']);

/**
 * A type cell: Buy, Bought, 'YOU BOUGHT', Purchase -> buy; Sell, Sold, 'Sell Short' -> sell;
 * Dividend, 'Qualified Dividend' -> dividend; Deposit, Contribution -> deposit; Withdrawal ->
 * withdrawal; Interest; Fee, Commission -> fee; Tax, 'Foreign Tax Withheld' -> tax; 'Stock Split'
 * -> split; 'Transfer In' / 'Transfer Out' (and TRANSFER_IN, the export's 'Transfer in'). Null
 * for anything else, and for words of two kinds such as 'Dividend Reinvestment Buy' or 'Dividend Tax'.
 */
export function parseTradeType(text: string): TransactionType | null {
  const words = text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  if (words.some((w) => TRANSFER_WORDS.has(w)) || words.includes('transferin') || words.includes('transferout')) {
    const incoming = words.some((w) => w === 'in' || w === 'incoming' || w === 'received' || w === 'transferin');
    const outgoing = words.some((w) => w === 'out' || w === 'outgoing' || w === 'delivered' || w === 'transferout');
    return incoming === outgoing ? null : incoming ? 'transfer_in' : 'transfer_out';
  }
  const kinds = WORDS.filter(([, set]) => words.some((w) => set.has(w))).map(([kind]) => kind);
  return kinds.length === 1 ? kinds[0]! : null;
}

/**
 * A number cell: '1,234.50', '$12.00', ' 3 ', '(5)' or '-5' (negative). Blank is undefined; text
 * that is not a number is returned as it is, so the transaction rules say 'must be a number'.
 */
export function parseCsvNumber(text: string): number | string | undefined {
  const s = text.trim();
  if (!s) return undefined;
  const negative = /^-|^\(.*\)$/.test(s);
  const digits = s.replace(/^[-+]|[$,\s()]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(digits)) return s;
  const n = Number(digits);
  return negative ? -n : n;
}

/**
 * Data rows (no header) to import rows by the chosen columns. Sells written with a negative
 * quantity (some brokers do) count as that many shares sold; a missing date is an error (an
 * import never dates a trade today by accident).
 */
export function readCsvRows(rows: readonly (readonly string[])[], mapping: CsvColumnMapping): ImportRowInput[] {
  const cell = (row: readonly string[], column: number | null | undefined): string => (column === null || column === undefined ? '' : (row[column] ?? '')).trim();
  /** A money cell whose sign the type gives: brokers write a withdrawal or a fee as -25.00. */
  const magnitude = (text: string): number | string | undefined => {
    const n = parseCsvNumber(text);
    return typeof n === 'number' ? Math.abs(n) : n;
  };
  return rows.map((row) => {
    const fieldErrors: FieldErrors<TransactionField> = {};
    const typeText = cell(row, mapping.type);
    const type = parseTradeType(typeText);
    if (typeText && !type) fieldErrors.type = csvMessages.typeUnknown(typeText);
    if (type === 'transfer_in' || type === 'transfer_out') fieldErrors.type = csvMessages.transferNotImported;
    const dateText = cell(row, mapping.date);
    const date = dateText ? parseCsvDate(dateText) : null;
    if (!dateText) fieldErrors.executed_at = csvMessages.dateRequired;
    else if (!date) fieldErrors.executed_at = csvMessages.dateUnreadable;
    let quantity = parseCsvNumber(cell(row, mapping.quantity));
    if (type === 'sell' && typeof quantity === 'number' && quantity < 0) quantity = -quantity;
    const input: TransactionFormInput = {
      symbol: cell(row, mapping.symbol),
      type: type ?? typeText,
      quantity,
      price: parseCsvNumber(cell(row, mapping.price)),
      executed_at: date ?? dateText,
    };
    // Optional columns add their field only when the file has them, so a file of five columns reads as before.
    if (mapping.amount !== null && mapping.amount !== undefined) input.amount = magnitude(cell(row, mapping.amount));
    if (mapping.currency !== null && mapping.currency !== undefined) input.currency = cell(row, mapping.currency) || undefined;
    if (mapping.fee !== null && mapping.fee !== undefined) input.fee = magnitude(cell(row, mapping.fee));
    if (mapping.tax !== null && mapping.tax !== undefined) input.tax = magnitude(cell(row, mapping.tax));
    if (mapping.split_ratio !== null && mapping.split_ratio !== undefined) input.split_ratio = cell(row, mapping.split_ratio) || undefined;
    return Object.keys(fieldErrors).length ? { input, fieldErrors } : { input };
  });
}
