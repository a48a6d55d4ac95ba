import type { FieldErrors, Validation } from '../validation/fieldChecker';
import { formatIsoDate } from './isoDate';
import { QUANTITY_EPSILON, sharesDelta } from './position';
import { inExecutionOrder, normalizeSymbol, type PortfolioTransaction } from './portfolioTransaction';
import type { TransactionType } from './types';

export type TransactionField = 'symbol' | 'type' | 'quantity' | 'price' | 'executed_at';

/** A transaction form's values as typed (numbers may still be strings) or a request body. */
export interface TransactionFormInput { symbol?: unknown; type?: unknown; quantity?: unknown; price?: unknown; executed_at?: unknown }

export interface TransactionValidationContext {
  now: Date;
  /** The portfolio's recorded transactions: a sell or a dividend may not exceed what they leave on its date. */
  transactions?: readonly PortfolioTransaction[];
  /** false: check each field only, not a sell or dividend against the holding (an import checks the holding once all rows are in). */
  checkSellLimit?: boolean;
}

export interface ValidTransaction { symbol: string; type: TransactionType; quantity: number; price: number; executed_at: string }

export type TransactionValidation = Validation<ValidTransaction, TransactionField>;

/** Upper bound of quantity and price: beyond any real trade, and what the server stores. */
export const MAX_TRANSACTION_AMOUNT = 1e9;
/** A date-time up to this far ahead of `now` is not "future": clocks of phones and servers differ a little. */
export const CLOCK_SKEW_MS = 60_000;

export const transactionMessages = {
  symbolRequired: 'Symbol is required',
  symbolInvalid: 'Enter a ticker symbol such as AAPL',
  typeInvalid: 'Choose buy, sell or dividend',
  quantityRequired: 'Quantity is required',
  quantityNotNumber: 'Quantity must be a number',
  quantityNotPositive: 'Quantity must be greater than 0',
  quantityTooLarge: 'Quantity must be at most 1,000,000,000',
  priceRequired: 'Price is required',
  priceNotNumber: 'Price must be a number',
  priceNegative: 'Price cannot be negative',
  priceTooLarge: 'Price must be at most 1,000,000,000',
  dividendNotPositive: 'Dividend per share must be greater than 0',
  dateInvalid: 'Enter a valid date',
  dateInFuture: 'Date cannot be in the future',
} as const;

const SYMBOL = /^[A-Z][A-Z0-9.-]{0,9}$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number, or a string that is only a number; undefined when empty, NaN when not a number. */
function readNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  return typeof value === 'string' && NUMBER.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

const shares = (q: number): string => q.toLocaleString('en-US', { maximumFractionDigits: 6 });

/** The texts of the sell limit; `date` as 'MMM dd, yyyy'. Imports and edits word a short sale the same way. */
export const sellLimitMessages = {
  heldNone: (symbol: string, date: string): string => `You held no ${symbol} on ${date}`,
  heldLess: (held: number, symbol: string, date: string): string => `You held ${shares(held)} ${symbol} on ${date}: you cannot sell more than that`,
  laterSalesNeed: (available: number, symbol: string, date: string): string => `Only ${shares(available)} ${symbol} can be sold on ${date}: later sales need the rest`,
  laterDividendNeeds: (available: number, symbol: string, date: string): string =>
    `Only ${shares(available)} ${symbol} can be sold on ${date}: a later dividend was paid on the rest`,
};

/** The texts of a dividend paid on more shares than were held on its date. */
export const dividendLimitMessages = {
  heldNone: (symbol: string, date: string): string => `You held no ${symbol} on ${date}: a dividend is paid on shares you hold`,
  heldLess: (held: number, symbol: string, date: string): string => `You held ${shares(held)} ${symbol} on ${date}: a dividend is paid on at most that many shares`,
};

/**
 * The transaction rules, the same on the form and on the server: a known shape of symbol, buy,
 * sell or dividend, quantity > 0, price >= 0 (a gift can cost nothing), a date that is not in
 * the future (a date alone is 00:00 UTC of that day; no date means `now`), and a sell no larger
 * than the shares held on its date. A sell in the past must also leave enough for every later
 * sell, or the history would go short. A dividend's quantity is the shares it was paid on and
 * its price the cash per share (> 0): it needs that many shares held on its date. One
 * plain-English message per field.
 */
export function validateTransaction(input: TransactionFormInput, context: TransactionValidationContext): TransactionValidation {
  const m = transactionMessages;
  const errors: FieldErrors<TransactionField> = {};
  const symbol = typeof input.symbol === 'string' ? normalizeSymbol(input.symbol) : '';
  if (!symbol) errors.symbol = m.symbolRequired;
  else if (!SYMBOL.test(symbol)) errors.symbol = m.symbolInvalid;
  const type = input.type === 'buy' || input.type === 'sell' || input.type === 'dividend' ? input.type : null;
  if (!type) errors.type = m.typeInvalid;

  const quantity = readNumber(input.quantity);
  if (quantity === undefined) errors.quantity = m.quantityRequired;
  else if (Number.isNaN(quantity)) errors.quantity = m.quantityNotNumber;
  else if (quantity <= 0) errors.quantity = m.quantityNotPositive;
  else if (quantity > MAX_TRANSACTION_AMOUNT) errors.quantity = m.quantityTooLarge;

  const price = readNumber(input.price);
  if (price === undefined) errors.price = m.priceRequired;
  else if (Number.isNaN(price)) errors.price = m.priceNotNumber;
  else if (price < 0) errors.price = m.priceNegative;
  else if (price > MAX_TRANSACTION_AMOUNT) errors.price = m.priceTooLarge;
  else if (type === 'dividend' && price === 0) errors.price = m.dividendNotPositive;

  const rawDate = input.executed_at;
  const time = rawDate === undefined || rawDate === null || rawDate === '' ? context.now.getTime() : typeof rawDate === 'string' ? Date.parse(rawDate) : Number.NaN;
  if (Number.isNaN(time)) errors.executed_at = m.dateInvalid;
  else if (time > context.now.getTime() + CLOCK_SKEW_MS) errors.executed_at = m.dateInFuture;

  if (type !== null && type !== 'buy' && context.checkSellLimit !== false && !errors.symbol && !errors.executed_at && quantity !== undefined && !errors.quantity) {
    const uncovered = type === 'sell'
      ? sellLimitMessage(context.transactions ?? [], symbol, time, quantity)
      : dividendLimitMessage(context.transactions ?? [], symbol, time, quantity);
    if (uncovered) errors.quantity = uncovered;
  }
  if (Object.keys(errors).length || !type || quantity === undefined || price === undefined) return { ok: false, fieldErrors: errors };
  return { ok: true, value: { symbol, type, quantity, price, executed_at: new Date(time).toISOString() } };
}

/**
 * The sell goes after the transactions recorded at or before its time (as the server orders a
 * new one). The shares it may take are the fewest held from then on, so later sells stay covered.
 */
function sellLimitMessage(transactions: readonly PortfolioTransaction[], symbol: string, time: number, quantity: number): string | null {
  let held = 0;
  let heldThen: number | null = null;
  let fewest = Infinity;
  for (const { tx, symbol: s, time: t } of inExecutionOrder(transactions)) {
    if (s !== symbol || !(Number.isFinite(tx.quantity) && tx.quantity > 0)) continue;
    if (t > time && heldThen === null) [heldThen, fewest] = [held, held];
    held += sharesDelta(tx.type, tx.quantity);
    if (heldThen !== null) fewest = Math.min(fewest, held);
  }
  if (heldThen === null) [heldThen, fewest] = [held, held];
  const date = formatIsoDate(new Date(time).toISOString().slice(0, 10));
  if (quantity > heldThen + QUANTITY_EPSILON) {
    return heldThen > QUANTITY_EPSILON ? sellLimitMessages.heldLess(heldThen, symbol, date) : sellLimitMessages.heldNone(symbol, date);
  }
  const available = Math.max(0, fewest);
  if (quantity > available + QUANTITY_EPSILON) return sellLimitMessages.laterSalesNeed(available, symbol, date);
  return null;
}

/** A dividend goes after the transactions recorded at or before its time, and is paid on at most the shares they leave. */
function dividendLimitMessage(transactions: readonly PortfolioTransaction[], symbol: string, time: number, quantity: number): string | null {
  let held = 0;
  for (const { tx, symbol: s, time: t } of inExecutionOrder(transactions)) {
    if (t > time) break;
    if (s === symbol && Number.isFinite(tx.quantity) && tx.quantity > 0) held += sharesDelta(tx.type, tx.quantity);
  }
  if (quantity <= held + QUANTITY_EPSILON) return null;
  const date = formatIsoDate(new Date(time).toISOString().slice(0, 10));
  return held > QUANTITY_EPSILON ? dividendLimitMessages.heldLess(held, symbol, date) : dividendLimitMessages.heldNone(symbol, date);
}
