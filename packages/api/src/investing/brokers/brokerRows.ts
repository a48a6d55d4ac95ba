// What every broker preset shares (product §10.24): reading a broker's cells (numbers with
// currency symbols, thousands separators, a decimal comma or parentheses; dates in the broker's
// order), the activity a row means, and turning activities into import rows. A row a preset
// cannot map becomes an import row with the reason as its error, so the preview lists it by its
// line: nothing is dropped without a word.
import { parseCsvDate } from '../readCsvRows';
import { isIsoDate } from '../isoDate';
import type { ImportRowInput } from '../planTransactionImport';
import type { PortfolioTransaction } from '../portfolioTransaction';
import { inExecutionOrder } from '../portfolioTransaction';
import { QUANTITY_EPSILON, sharesAfter } from '../position';
import type { TransactionFormInput } from '../validateTransaction';
import type { TransactionType } from '../types';

/** The brokers with a preset, in the order the import offers them. */
export const BROKER_IDS = ['ibkr', 'schwab', 'fidelity', 'vanguard', 'robinhood', 'degiro', 'trading212'] as const;
export type BrokerId = (typeof BROKER_IDS)[number];

/**
 * One activity a broker row means, in the money model's terms. A dividend may be given by its
 * total (`amount`) only, and a split by the shares it added (`addedShares`): the shares held on
 * the day, from the rows before it, complete them (`brokerImportRows`).
 */
export interface BrokerActivity {
  type: Exclude<TransactionType, 'transfer_in' | 'transfer_out'>;
  /** 'YYYY-MM-DD' or an ISO date-time. */
  date: string;
  symbol?: string;
  quantity?: number;
  price?: number;
  amount?: number;
  currency?: string;
  fee?: number;
  tax?: number;
  splitRatio?: number;
  addedShares?: number;
}

/** A data row read by a preset: an activity, a reason it cannot be imported, or null for a line that is no row (a repeated header, a note). */
export type BrokerRow = { activity: BrokerActivity } | { error: string; date?: string; typeText?: string; symbol?: string } | null;

export interface BrokerPreset {
  id: BrokerId;
  /** The broker's name as the import shows it: 'Detected: Charles Schwab export'. */
  name: string;
  /** Whether a row is this broker's header; `keys` are its cells lower-cased without spaces or punctuation. */
  isHeader(keys: readonly string[]): boolean;
  /** Reads the rows after the header (index-aligned: one result per row). */
  read(header: readonly string[], rows: readonly (readonly string[])[], options: BrokerReadOptions): BrokerRow[];
}

export interface BrokerReadOptions {
  /** Tickers of ISINs, for brokers that name a product by its ISIN only (DEGIRO); added to the built-in ones. */
  symbolsByIsin?: Readonly<Record<string, string>>;
}

export const brokerMessages = {
  unknownActivity: (broker: string, text: string) => `${broker} writes "${text.slice(0, 60)}": not an activity this import knows`,
  notNumber: (label: string, text: string) => `${label} "${text.slice(0, 30)}" is not a number`,
  dateUnreadable: (text: string) => `The date "${text.slice(0, 30)}" cannot be read`,
  currencyConversion: 'A currency conversion between cash balances: the import has no activity for it; record the cash it moves as a deposit and a withdrawal if you need it',
  transfer: 'A transfer of shares or cash between accounts names the other portfolio: record it in the form instead',
  sweep: 'A move of cash into or out of the money market fund: no activity of the portfolio',
  taxRefund: 'A refund of withheld tax: the import has no activity for it; record it by hand if you need it',
  dividendReversal: 'A reversed dividend: delete the dividend it reverses instead',
  dividendNoShares: (symbol: string, date: string) =>
    `A dividend on ${symbol} paid on ${date}: neither the file nor the portfolio holds ${symbol} then, so the shares it was paid on are unknown`,
  splitNoShares: (symbol: string, date: string) =>
    `A split of ${symbol} on ${date} given as shares added: neither the file nor the portfolio holds ${symbol} before it, so its ratio is unknown`,
  unknownIsin: (isin: string, product: string) => `No ticker is known for ${product ? `${product.slice(0, 40)} ` : ''}(${isin}): record it in the form with its ticker`,
  missingSymbol: 'The row names no instrument',
} as const;

/** A header cell as presets compare it: 'Price ($)' -> 'price', 'No. of shares' -> 'noofshares'. */
export const headerKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Column positions by header key; the first column of a name wins. */
export function columnsOf(header: readonly string[]): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((name, index) => { const key = headerKey(name); if (key && !columns.has(key)) columns.set(key, index); });
  return columns;
}

/** A reader of a row's cells by header key (trimmed; '' when the column is absent). */
export function cellReader(header: readonly string[]) {
  const columns = columnsOf(header);
  return (row: readonly string[], ...keys: string[]): string => {
    for (const key of keys) {
      const column = columns.get(key);
      if (column !== undefined) return (row[column] ?? '').trim();
    }
    return '';
  };
}

/**
 * A broker's number: '$1,234.56', '-$12.00', '($5.00)', '1.234,56' or '-1705,00' (decimal comma),
 * '1 234,5', '12.5 USD', '€ 3,10', '5-' (trailing minus). With `decimal` ',' a comma is the
 * decimal point and '.' groups thousands; with '.' (the default) the other way round; 'auto' takes
 * the last of '.' and ',' as the decimal point when both appear and a lone ',' as one when it is
 * followed by one or two digits or more than three. Blank is undefined; text that is no number is null.
 */
export function parseBrokerNumber(text: string, decimal: '.' | ',' | 'auto' = '.'): number | undefined | null {
  let s = text.trim().replace(/[\u00a0\u202f]/g, ' ');
  if (!s || s === '--' || s === '-') return undefined;
  let negative = false;
  if (/^\(.*\)$/.test(s)) { negative = true; s = s.slice(1, -1); }
  s = s.replace(/[$€£¥]|\b[A-Z]{3}\b/g, '').trim();
  if (/^[-−]/.test(s)) { negative = !negative; s = s.slice(1).trim(); }
  else if (/^\+/.test(s)) s = s.slice(1).trim();
  if (/[-−]$/.test(s)) { negative = !negative; s = s.slice(0, -1).trim(); }
  s = s.replace(/^[$€£¥]\s*/, '');
  let mark = decimal;
  if (mark === 'auto') {
    const lastDot = s.lastIndexOf('.');
    const lastComma = s.lastIndexOf(',');
    if (lastDot >= 0 && lastComma >= 0) mark = lastComma > lastDot ? ',' : '.';
    else if (lastComma >= 0) mark = /^\d{1,3}(,\d{3})+$/.test(s) ? '.' : ',';
    else mark = '.';
  }
  const group = mark === '.' ? /[, ']/g : /[. ']/g;
  s = s.replace(group, '');
  if (mark === ',') s = s.replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) return null;
  const n = Number(s);
  return negative ? -n : n;
}

/**
 * A broker's date: 'mdy' (03/15/2024, '03/15/2024 as of 03/14/2024', 3/15/24), 'dmy'
 * (15-03-2024, 15.03.2024, 15/03/2024) or 'ymd' (2024-03-15, 20240315, '2024-03-15 14:30:05',
 * '20240315;093000', '2024-03-15, 09:30:00'). A time of day is kept as UTC; null when none fits.
 */
export function parseBrokerDate(text: string, order: 'mdy' | 'dmy' | 'ymd'): string | null {
  const s = text.trim();
  let m: RegExpMatchArray | null;
  if (order === 'dmy' && (m = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})(?!\d)/.exec(s))) {
    const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
    return isIsoDate(iso) ? iso : null;
  }
  if ((m = /^(\d{4})(\d{2})(\d{2})(?:[;, T]+(\d{2}):?(\d{2}):?(\d{2}))?$/.exec(s))) {
    const iso = `${m[1]}-${m[2]}-${m[3]}`;
    if (!isIsoDate(iso)) return null;
    return m[4] ? parseCsvDate(`${iso}T${m[4]}:${m[5]}:${m[6]}`) : iso;
  }
  if ((m = /^(\d{4}-\d{2}-\d{2}),\s*(\d{2}:\d{2}(?::\d{2})?)$/.exec(s))) return parseCsvDate(`${m[1]}T${m[2]}`);
  if (order !== 'mdy' && /^\d{1,2}\/\d{1,2}\/\d{2,4}/.test(s)) return null;
  return parseCsvDate(s);
}

/** An import row for a reason a row cannot be imported: the preview shows it as the row's error. */
function errorRow(row: { error: string; date?: string; typeText?: string; symbol?: string }): ImportRowInput {
  const input: TransactionFormInput = { type: row.typeText ?? '', symbol: row.symbol ?? '', executed_at: row.date ?? '' };
  return { input, fieldErrors: { type: row.error }, unmapped: true };
}

function activityInput(a: BrokerActivity): TransactionFormInput {
  const input: TransactionFormInput = { type: a.type, symbol: a.symbol ?? '', executed_at: a.date };
  if (a.quantity !== undefined) input.quantity = a.quantity;
  if (a.price !== undefined) input.price = a.price;
  if (a.amount !== undefined) input.amount = a.amount;
  if (a.currency) input.currency = a.currency;
  if (a.fee) input.fee = a.fee;
  if (a.tax) input.tax = a.tax;
  if (a.splitRatio !== undefined) input.split_ratio = a.splitRatio;
  return input;
}

/** Shares per share as a 6-decimal figure: a dividend's 0.24 a share stays 0.24, not 0.2399999. */
const perShare = (amount: number, shares: number): number => Number((amount / shares).toFixed(6));

/**
 * Activities to import rows, one per row (null rows are not given here). Dividends given by
 * their total and splits given by the shares they added are completed from the shares held on
 * their day: the portfolio's recorded transactions and the file's rows before them, oldest first
 * (broker files list newest first). Without shares held they are errors that say so.
 */
export function brokerImportRows(rows: readonly Exclude<BrokerRow, null>[], existing: readonly PortfolioTransaction[] = []): ImportRowInput[] {
  const out: ImportRowInput[] = rows.map((r) => ('error' in r ? errorRow(r) : { input: activityInput(r.activity) }));
  const needsShares = rows.some((r) => 'activity' in r && ((r.activity.type === 'dividend' && r.activity.quantity === undefined) || r.activity.addedShares !== undefined));
  if (!needsShares) return out;

  // Replay, oldest first, recorded transactions and the file's complete rows, completing the others as they come.
  type Entry = PortfolioTransaction & { row?: number };
  const entries: Entry[] = [...existing];
  rows.forEach((r, row) => {
    if (!('activity' in r)) return;
    const a = r.activity;
    const time = Date.parse(a.date);
    if (Number.isNaN(time)) return;
    entries.push({ symbol: a.symbol ?? '', type: a.type, quantity: a.quantity ?? 0, price: a.price ?? 0, executed_at: new Date(time).toISOString(), split_ratio: a.splitRatio ?? null, row });
  });
  const held = new Map<string, number>();
  // A dividend is paid, and a split counted, on the shares held when the day began: a same-day
  // reinvestment is not among them, whichever order the file lists the two in.
  const dayStart = new Map<string, { day: number; held: number }>();
  for (const { tx, symbol, day } of inExecutionOrder(entries)) {
    const now = held.get(symbol) ?? 0;
    let start = dayStart.get(symbol);
    if (!start || start.day !== day) dayStart.set(symbol, (start = { day, held: now }));
    const before = start.held;
    const row = tx.row;
    const a = row === undefined ? null : (rows[row] as { activity: BrokerActivity }).activity;
    if (a && a.type === 'dividend' && a.quantity === undefined) {
      const day = a.date.slice(0, 10);
      if (before <= QUANTITY_EPSILON || a.amount === undefined) {
        out[row!] = errorRow({ error: brokerMessages.dividendNoShares(symbol, day), date: a.date, typeText: 'dividend', symbol });
      } else {
        const input = { ...activityInput(a), quantity: Number(before.toFixed(6)), price: perShare(a.amount, before) };
        delete input.amount;
        out[row!] = { input };
      }
      continue;
    }
    if (a && a.type === 'split' && a.addedShares !== undefined) {
      const day = a.date.slice(0, 10);
      if (before <= QUANTITY_EPSILON) {
        out[row!] = errorRow({ error: brokerMessages.splitNoShares(symbol, day), date: a.date, typeText: 'split', symbol });
        continue;
      }
      const ratio = Number(((before + a.addedShares) / before).toFixed(6));
      out[row!] = { input: { ...activityInput(a), split_ratio: ratio } };
      held.set(symbol, now * ratio);
      continue;
    }
    held.set(symbol, sharesAfter(now, tx));
  }
  return out;
}

/** A number cell of a row, or an error naming it; undefined when blank. */
export function numberCell(text: string, label: string, decimal: '.' | ',' | 'auto' = '.'): { value: number | undefined } | { error: string } {
  const n = parseBrokerNumber(text, decimal);
  return n === null ? { error: brokerMessages.notNumber(label, text) } : { value: n };
}

/** Reads several number cells at once: the first that is no number gives the row's error. */
export function numbers<K extends string>(cells: Readonly<Record<K, [text: string, label: string]>>, decimal: '.' | ',' | 'auto' = '.'): { values: Record<K, number | undefined> } | { error: string } {
  const values = {} as Record<K, number | undefined>;
  for (const key of Object.keys(cells) as K[]) {
    const [text, label] = cells[key];
    const read = numberCell(text, label, decimal);
    if ('error' in read) return { error: read.error };
    values[key] = read.value;
  }
  return { values };
}

export const abs = (n: number | undefined): number | undefined => (n === undefined ? undefined : Math.abs(n));

/** Whether a row is a line of free text (a disclaimer, 'Date downloaded ...'): at most one cell has anything in it. */
export const isTextLine = (row: readonly string[]): boolean => row.filter((c) => c.trim()).length <= 1;
