import type { FieldErrors } from '../validation/fieldChecker';
import type { CsvColumnMapping } from './csvColumns';
import { isIsoDate } from './isoDate';
import type { ImportRowInput } from './planTransactionImport';
import type { TransactionField } from './validateTransaction';
import type { TransactionType } from './types';

export const csvMessages = {
  dateRequired: 'Date is required',
  dateUnreadable: 'Enter the date as YYYY-MM-DD or MM/DD/YYYY',
  typeUnknown: (text: string) => `"${text.slice(0, 30)}" is not a buy, a sell or a dividend`,
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

const BUY_WORDS = new Set(['buy', 'bought', 'purchase', 'purchased', 'b']);
const SELL_WORDS = new Set(['sell', 'sold', 'sale', 's']);
const DIVIDEND_WORDS = new Set(['dividend', 'dividends', 'div']);

/**
 * Buy, Bought, BUY, 'YOU BOUGHT', Purchase -> buy; Sell, Sold, 'Sell Short' -> sell; Dividend,
 * 'Qualified Dividend', 'DIVIDEND RECEIVED' -> dividend; anything else (Interest, words of two
 * kinds such as 'Dividend Reinvestment Buy') null.
 */
export function parseTradeType(text: string): TransactionType | null {
  const words = text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const kinds = (['buy', 'sell', 'dividend'] as const).filter((kind) => {
    const set = kind === 'buy' ? BUY_WORDS : kind === 'sell' ? SELL_WORDS : DIVIDEND_WORDS;
    return words.some((w) => set.has(w));
  });
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
  const cell = (row: readonly string[], column: number | null): string => (column === null ? '' : (row[column] ?? '')).trim();
  return rows.map((row) => {
    const fieldErrors: FieldErrors<TransactionField> = {};
    const typeText = cell(row, mapping.type);
    const type = parseTradeType(typeText);
    if (typeText && !type) fieldErrors.type = csvMessages.typeUnknown(typeText);
    const dateText = cell(row, mapping.date);
    const date = dateText ? parseCsvDate(dateText) : null;
    if (!dateText) fieldErrors.executed_at = csvMessages.dateRequired;
    else if (!date) fieldErrors.executed_at = csvMessages.dateUnreadable;
    let quantity = parseCsvNumber(cell(row, mapping.quantity));
    if (type === 'sell' && typeof quantity === 'number' && quantity < 0) quantity = -quantity;
    const input = {
      symbol: cell(row, mapping.symbol),
      type: type ?? typeText,
      quantity,
      price: parseCsvNumber(cell(row, mapping.price)),
      executed_at: date ?? dateText,
    };
    return Object.keys(fieldErrors).length ? { input, fieldErrors } : { input };
  });
}
