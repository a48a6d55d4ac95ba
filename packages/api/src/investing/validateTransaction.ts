import { isTickerSymbol } from '../rules/symbolPattern';
import type { FieldErrors, Validation } from '../validation/fieldChecker';
import { formatIsoDate } from './isoDate';
import { cashCurrency, isCurrencyCode, normalizeCurrency, unitsOfCash } from './money';
import { QUANTITY_EPSILON, sharesAfter } from './position';
import { TRANSACTION_TYPES, isCashActivity, isTransfer, parseSplitRatio, symbolRule, transactionFields } from './transactionKinds';
import { inExecutionOrder, normalizeSymbol, type PortfolioTransaction } from './portfolioTransaction';
import type { TransactionInput, TransactionType } from './types';

export type TransactionField =
  | 'symbol' | 'type' | 'quantity' | 'price' | 'executed_at' | 'amount' | 'currency' | 'fee' | 'tax' | 'split_ratio' | 'transfer_portfolio_id';

/** A transaction form's values as typed (numbers may still be strings) or a request body. */
export interface TransactionFormInput {
  symbol?: unknown; type?: unknown; quantity?: unknown; price?: unknown; executed_at?: unknown;
  amount?: unknown; currency?: unknown; fee?: unknown; tax?: unknown; split_ratio?: unknown; transfer_portfolio_id?: unknown;
}

export interface TransactionValidationContext {
  now: Date;
  /** The portfolio's recorded transactions: a sell or a dividend may not exceed what they leave on its date. */
  transactions?: readonly PortfolioTransaction[];
  /** false: check each field only, not a sell or dividend against the holding (an import checks the holding once all rows are in). */
  checkSellLimit?: boolean;
}

/**
 * A checked transaction, as the server stores it: fields its type does not use are 0 or null
 * (`transactionFields` lists the used ones). `currency` is null when none was given: the server
 * fills in the instrument's, or the portfolio's base currency for cash.
 */
export interface ValidTransaction {
  symbol: string;
  type: TransactionType;
  quantity: number;
  price: number;
  executed_at: string;
  currency: string | null;
  amount: number;
  fee: number;
  tax: number;
  split_ratio: number | null;
  transfer_portfolio_id: string | null;
}

export type TransactionValidation = Validation<ValidTransaction, TransactionField>;

/** Upper bound of quantity, price and amounts: beyond any real trade, and what the server stores. */
export const MAX_TRANSACTION_AMOUNT = 1e9;
/** A date-time up to this far ahead of `now` is not "future": clocks of phones and servers differ a little. */
export const CLOCK_SKEW_MS = 60_000;

export const transactionMessages = {
  symbolRequired: 'Symbol is required',
  symbolInvalid: 'Enter a ticker symbol such as AAPL',
  typeInvalid: 'Choose a type: buy, sell, dividend, deposit, withdrawal, interest, fee, tax, split or transfer',
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
  amountRequired: 'Amount is required',
  amountNotNumber: 'Amount must be a number',
  amountNotPositive: 'Amount must be greater than 0',
  amountTooLarge: 'Amount must be at most 1,000,000,000',
  currencyInvalid: 'Enter a currency code such as EUR',
  cashCurrencyUnit: (unit: string, cash: string) => `Cash is held in ${cash}, not in ${unit}`,
  feeNotNumber: 'Fee must be a number',
  feeNegative: 'Fee cannot be negative',
  feeTooLarge: 'Fee must be at most 1,000,000,000',
  taxNotNumber: 'Tax must be a number',
  taxNegative: 'Tax cannot be negative',
  taxTooLarge: 'Tax must be at most 1,000,000,000',
  taxAboveDividend: 'The withholding tax cannot be more than the dividend',
  splitRatioRequired: 'Enter the split as new shares for old, such as 4:1',
  splitRatioInvalid: 'Enter the split as new shares for old, such as 4:1 or 1:10',
  splitRatioOne: 'A split of 1:1 changes nothing',
  transferPortfolioRequired: (type: 'transfer_in' | 'transfer_out') => (type === 'transfer_in' ? 'Choose the portfolio it came from' : 'Choose the portfolio it goes to'),
} as const;

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

const TYPES = /* @__PURE__ */ new Set<string>(TRANSACTION_TYPES);

/** A money field that may be left empty (fee, tax): 0 when empty. */
function optionalMoney(value: unknown, messages: { notNumber: string; negative: string; tooLarge: string }): { value: number; error?: string } {
  const n = readNumber(value);
  if (n === undefined) return { value: 0 };
  if (Number.isNaN(n)) return { value: 0, error: messages.notNumber };
  if (n < 0) return { value: 0, error: messages.negative };
  if (n > MAX_TRANSACTION_AMOUNT) return { value: 0, error: messages.tooLarge };
  return { value: n };
}

/**
 * The transaction rules, the same on the form and on the server (product §10.21), for each type
 * the fields it uses (`transactionFields`): a symbol of a known shape for trades, dividends,
 * splits and transfers of shares (optional on a fee or tax, none on cash); quantity > 0 and price
 * >= 0 (a gift can cost nothing; a dividend's cash per share > 0, its withholding tax no more
 * than the dividend); an amount > 0 for cash; a split ratio other than 1:1; the other portfolio of
 * a transfer; fee and tax >= 0 when given; a currency code (a cash currency for cash, not GBp);
 * a date that is not in the future (a date alone is 00:00 UTC of that day; no date means `now`).
 * A sell, a transfer of shares out and a dividend may not exceed the shares held on its date,
 * and a sell in the past must leave enough for every later sell. One plain-English message per
 * field. Cash is not checked here: a withdrawal beyond the cash needs the day's exchange rates
 * (`cashLimitMessage`, on the server).
 */
export function validateTransaction(input: TransactionFormInput, context: TransactionValidationContext): TransactionValidation {
  const m = transactionMessages;
  const errors: FieldErrors<TransactionField> = {};
  const type = typeof input.type === 'string' && TYPES.has(input.type) ? (input.type as TransactionType) : null;
  if (!type) errors.type = m.typeInvalid;

  const symbol = typeof input.symbol === 'string' ? normalizeSymbol(input.symbol) : '';
  const rule = type ? symbolRule(type) : 'required';
  if (rule === 'required' && !symbol) errors.symbol = m.symbolRequired;
  else if (symbol && rule !== 'none' && !isTickerSymbol(symbol)) errors.symbol = m.symbolInvalid;
  const cashOnly = type !== null && isCashActivity(type, symbol);
  const fields = new Set(type ? transactionFields(type, !cashOnly) : ['symbol', 'quantity', 'price', 'executed_at']);

  let quantity = 0;
  if (fields.has('quantity')) {
    const q = readNumber(input.quantity);
    if (q === undefined) errors.quantity = m.quantityRequired;
    else if (Number.isNaN(q)) errors.quantity = m.quantityNotNumber;
    else if (q <= 0) errors.quantity = m.quantityNotPositive;
    else if (q > MAX_TRANSACTION_AMOUNT) errors.quantity = m.quantityTooLarge;
    else quantity = q;
  }

  let price = 0;
  if (fields.has('price')) {
    const p = readNumber(input.price);
    if (p === undefined) errors.price = m.priceRequired;
    else if (Number.isNaN(p)) errors.price = m.priceNotNumber;
    else if (p < 0) errors.price = m.priceNegative;
    else if (p > MAX_TRANSACTION_AMOUNT) errors.price = m.priceTooLarge;
    else if (type === 'dividend' && p === 0) errors.price = m.dividendNotPositive;
    else price = p;
  }

  let amount = 0;
  if (fields.has('amount')) {
    const a = readNumber(input.amount);
    if (a === undefined) errors.amount = m.amountRequired;
    else if (Number.isNaN(a)) errors.amount = m.amountNotNumber;
    else if (a <= 0) errors.amount = m.amountNotPositive;
    else if (a > MAX_TRANSACTION_AMOUNT) errors.amount = m.amountTooLarge;
    else amount = a;
  }

  let currency: string | null = null;
  if (typeof input.currency === 'string' && input.currency.trim()) {
    const code = normalizeCurrency(input.currency);
    if (!isCurrencyCode(code)) errors.currency = m.currencyInvalid;
    else if (cashOnly && unitsOfCash(code) !== 1) errors.currency = m.cashCurrencyUnit(code, cashCurrency(code));
    else currency = code;
  } else if (input.currency !== undefined && input.currency !== null && input.currency !== '') {
    errors.currency = m.currencyInvalid;
  }

  const fee = fields.has('fee') ? optionalMoney(input.fee, { notNumber: m.feeNotNumber, negative: m.feeNegative, tooLarge: m.feeTooLarge }) : { value: 0 };
  if (fee.error) errors.fee = fee.error;
  const tax = fields.has('tax') ? optionalMoney(input.tax, { notNumber: m.taxNotNumber, negative: m.taxNegative, tooLarge: m.taxTooLarge }) : { value: 0 };
  if (tax.error) errors.tax = tax.error;
  if (type === 'dividend' && !errors.tax && !errors.quantity && !errors.price && tax.value > quantity * price + 1e-9) errors.tax = m.taxAboveDividend;

  let splitRatio: number | null = null;
  if (type === 'split') {
    const blank = input.split_ratio === undefined || input.split_ratio === null || (typeof input.split_ratio === 'string' && !input.split_ratio.trim());
    const r = blank ? null : parseSplitRatio(input.split_ratio);
    if (blank) errors.split_ratio = m.splitRatioRequired;
    else if (r === null) errors.split_ratio = m.splitRatioInvalid;
    else if (Math.abs(r - 1) < 1e-12) errors.split_ratio = m.splitRatioOne;
    else splitRatio = r;
  }

  let transferPortfolio: string | null = null;
  if (type && isTransfer(type)) {
    const other = typeof input.transfer_portfolio_id === 'string' ? input.transfer_portfolio_id.trim() : '';
    if (!other) errors.transfer_portfolio_id = m.transferPortfolioRequired(type);
    else transferPortfolio = other;
  }

  const rawDate = input.executed_at;
  const time = rawDate === undefined || rawDate === null || rawDate === '' ? context.now.getTime() : typeof rawDate === 'string' ? Date.parse(rawDate) : Number.NaN;
  if (Number.isNaN(time)) errors.executed_at = m.dateInvalid;
  else if (time > context.now.getTime() + CLOCK_SKEW_MS) errors.executed_at = m.dateInFuture;

  const takesShares = type === 'sell' || type === 'dividend' || (type === 'transfer_out' && !cashOnly);
  if (takesShares && context.checkSellLimit !== false && !errors.symbol && !errors.executed_at && !errors.quantity) {
    const uncovered = type === 'dividend'
      ? dividendLimitMessage(context.transactions ?? [], symbol, time, quantity)
      : sellLimitMessage(context.transactions ?? [], symbol, time, quantity);
    if (uncovered) errors.quantity = uncovered;
  }
  if (Object.keys(errors).length || !type) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    value: {
      symbol: rule === 'none' ? '' : symbol, type, quantity, price, executed_at: new Date(time).toISOString(),
      currency, amount, fee: fee.value, tax: tax.value, split_ratio: splitRatio, transfer_portfolio_id: transferPortfolio,
    },
  };
}

/**
 * The sell goes after the transactions recorded at or before its time (as the server orders a
 * new one). The shares it may take are the fewest held from then on, so later sells stay covered.
 */
function sellLimitMessage(transactions: readonly PortfolioTransaction[], symbol: string, time: number, quantity: number): string | null {
  let held = 0;
  let heldThen: number | null = null;
  let fewest = Infinity;
  let splitSince = 1;
  for (const { tx, symbol: s, time: t } of inExecutionOrder(transactions)) {
    if (s !== symbol) continue;
    if (t > time && heldThen === null) [heldThen, fewest] = [held, held];
    // A later split changes the shares a later sale needs in proportion: compare in today's shares before it.
    if (heldThen !== null && tx.type === 'split') {
      const after = sharesAfter(held, tx);
      const ratio = held > QUANTITY_EPSILON ? after / held : typeof tx.split_ratio === 'number' && tx.split_ratio > 0 ? tx.split_ratio : 1;
      held = after;
      fewest *= ratio;
      splitSince *= ratio;
      continue;
    }
    held = sharesAfter(held, tx);
    if (heldThen !== null) fewest = Math.min(fewest, held);
  }
  if (heldThen === null) [heldThen, fewest] = [held, held];
  const date = formatIsoDate(new Date(time).toISOString().slice(0, 10));
  if (quantity > heldThen + QUANTITY_EPSILON) {
    return heldThen > QUANTITY_EPSILON ? sellLimitMessages.heldLess(heldThen, symbol, date) : sellLimitMessages.heldNone(symbol, date);
  }
  // Shares after later splits count as the shares they were before them.
  const available = Math.max(0, fewest / splitSince);
  if (quantity > available + QUANTITY_EPSILON) return sellLimitMessages.laterSalesNeed(available, symbol, date);
  return null;
}

/** A dividend goes after the transactions recorded at or before its time, and is paid on at most the shares they leave. */
function dividendLimitMessage(transactions: readonly PortfolioTransaction[], symbol: string, time: number, quantity: number): string | null {
  let held = 0;
  for (const { tx, symbol: s, time: t } of inExecutionOrder(transactions)) {
    if (t > time) break;
    if (s === symbol) held = sharesAfter(held, tx);
  }
  if (quantity <= held + QUANTITY_EPSILON) return null;
  const date = formatIsoDate(new Date(time).toISOString().slice(0, 10));
  return held > QUANTITY_EPSILON ? dividendLimitMessages.heldLess(held, symbol, date) : dividendLimitMessages.heldNone(symbol, date);
}

/**
 * A checked transaction as a request body: the fields its type uses (symbol, type, quantity, price
 * and the date for a trade, as before the money fields existed), plus fee and tax when there are
 * any and the currency when one was named. Unused zeros and nulls stay out of the request.
 */
export function transactionBody(v: ValidTransaction): Omit<TransactionInput, 'portfolio_id'> {
  const cash = isCashActivity(v.type, v.symbol);
  const body: Omit<TransactionInput, 'portfolio_id'> = { type: v.type };
  if (v.symbol) body.symbol = v.symbol;
  if (!cash && v.type !== 'split') {
    body.quantity = v.quantity;
    body.price = v.price;
  }
  body.executed_at = v.executed_at;
  if (cash) body.amount = v.amount;
  if (v.currency) body.currency = v.currency;
  if (v.fee) body.fee = v.fee;
  if (v.tax) body.tax = v.tax;
  if (v.type === 'split') body.split_ratio = v.split_ratio;
  if (v.transfer_portfolio_id) body.transfer_portfolio_id = v.transfer_portfolio_id;
  return body;
}
