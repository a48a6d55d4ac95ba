import type { TransactionType } from './types';

/** Every transaction type, in the order a form offers them (product §10.21). */
export const TRANSACTION_TYPES: readonly TransactionType[] = [
  'buy', 'sell', 'dividend', 'deposit', 'withdrawal', 'interest', 'fee', 'tax', 'split', 'transfer_in', 'transfer_out',
];

export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  buy: 'Buy',
  sell: 'Sell',
  dividend: 'Dividend',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  interest: 'Interest',
  fee: 'Fee',
  tax: 'Tax',
  split: 'Split',
  transfer_in: 'Transfer in',
  transfer_out: 'Transfer out',
};

/** A form field of a transaction, in form order. */
export type TransactionFormField =
  | 'type' | 'transfer_portfolio_id' | 'symbol' | 'quantity' | 'price' | 'split_ratio' | 'amount' | 'currency' | 'fee' | 'tax' | 'executed_at';

/** Types that are about an instrument (a symbol is required). */
const WITH_SYMBOL = /* @__PURE__ */ new Set<TransactionType>(['buy', 'sell', 'dividend', 'split']);
/** Types that may name an instrument (a fee or tax on a holding, a transfer of shares). */
const SYMBOL_OPTIONAL = /* @__PURE__ */ new Set<TransactionType>(['fee', 'tax', 'transfer_in', 'transfer_out']);

export const isTransfer = (type: TransactionType): type is 'transfer_in' | 'transfer_out' => type === 'transfer_in' || type === 'transfer_out';

/**
 * Whether a transaction moves cash only (an amount in a currency) rather than shares: deposits,
 * withdrawals, interest, fee and tax activities, and transfers without a symbol.
 */
export function isCashActivity(type: TransactionType, symbol: string | null | undefined): boolean {
  if (isTransfer(type)) return !symbol;
  return type === 'deposit' || type === 'withdrawal' || type === 'interest' || type === 'fee' || type === 'tax';
}

/** Whether the type needs a symbol ('required'), may have one ('optional') or has none ('none'). */
export function symbolRule(type: TransactionType): 'required' | 'optional' | 'none' {
  if (WITH_SYMBOL.has(type)) return 'required';
  return SYMBOL_OPTIONAL.has(type) ? 'optional' : 'none';
}

/**
 * The fields a form shows for a type, in order. A transfer with a symbol moves shares (quantity
 * and their value per share), without one cash (an amount); `hasSymbol` says which. The currency
 * is chosen for cash only: a trade, a dividend, a split and a transfer of shares are in the
 * instrument's currency.
 */
export function transactionFields(type: TransactionType, hasSymbol = false): TransactionFormField[] {
  switch (type) {
    case 'buy': case 'sell': return ['type', 'symbol', 'quantity', 'price', 'fee', 'tax', 'executed_at'];
    case 'dividend': return ['type', 'symbol', 'quantity', 'price', 'tax', 'fee', 'executed_at'];
    case 'split': return ['type', 'symbol', 'split_ratio', 'executed_at'];
    case 'deposit': case 'withdrawal': return ['type', 'amount', 'currency', 'fee', 'executed_at'];
    case 'interest': return ['type', 'amount', 'currency', 'tax', 'executed_at'];
    case 'fee': case 'tax': return ['type', 'symbol', 'amount', 'currency', 'executed_at'];
    case 'transfer_in': case 'transfer_out':
      return hasSymbol
        ? ['type', 'transfer_portfolio_id', 'symbol', 'quantity', 'price', 'fee', 'executed_at']
        : ['type', 'transfer_portfolio_id', 'symbol', 'amount', 'currency', 'fee', 'executed_at'];
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

/** A field's label for a type: 'Shares' and 'Dividend per share' on a dividend, 'Withholding tax' as its tax. `currency` names the price's and amounts' currency when known. */
export function transactionFieldLabel(type: TransactionType, field: TransactionFormField): string {
  switch (field) {
    case 'type': return 'Type';
    case 'transfer_portfolio_id': return type === 'transfer_in' ? 'From portfolio' : 'To portfolio';
    case 'symbol': return symbolRule(type) === 'optional' ? (isTransfer(type) ? 'Symbol (shares; leave empty for cash)' : 'Symbol (optional)') : 'Symbol';
    case 'quantity': return type === 'dividend' ? 'Shares held' : 'Quantity';
    case 'price': return type === 'dividend' ? 'Dividend per share' : isTransfer(type) ? 'Value per share' : 'Price per share';
    case 'split_ratio': return 'Split ratio (new:old)';
    case 'amount': return 'Amount';
    case 'currency': return 'Currency';
    case 'fee': return 'Fee';
    case 'tax': return type === 'dividend' || type === 'interest' ? 'Withholding tax' : 'Tax';
    case 'executed_at': return 'Date';
    default: {
      const unknown: never = field;
      return unknown;
    }
  }
}

/**
 * Reads a split ratio as written: '4:1', '4-for-1', '4 for 1', '1:10', '4/1' (new shares for
 * old) or a number (new shares per old share). Null when it is none of these, or not positive.
 */
export function parseSplitRatio(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  const pair = /^(\d+(?:\.\d+)?)\s*(?::|\/|-?\s*for\s*-?)\s*(\d+(?:\.\d+)?)$/.exec(text);
  if (pair) {
    const [n, o] = [Number(pair[1]), Number(pair[2])];
    return n > 0 && o > 0 ? n / o : null;
  }
  if (/^\d+(?:\.\d+)?$/.test(text) || /^\.\d+$/.test(text)) {
    const n = Number(text);
    return n > 0 ? n : null;
  }
  return null;
}

/** A ratio as the product writes it: 4 -> '4:1', 0.1 -> '1:10', 1.5 -> '3:2'; else the number with up to 6 decimals and ':1'. */
export function formatSplitRatio(ratio: number): string {
  for (let old = 1; old <= 1000; old++) {
    const n = ratio * old;
    if (Math.abs(n - Math.round(n)) < 1e-9 && Math.round(n) > 0) return `${Math.round(n)}:${old}`;
  }
  return `${Number(ratio.toFixed(6))}:1`;
}
