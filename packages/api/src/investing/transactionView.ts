import { formatCurrency } from '../format/formatCurrency';
import { formatPrice } from '../format/formatMoney';
import { cashCurrency, unitsOfCash } from './money';
import { formatSplitRatio, isCashActivity, TRANSACTION_TYPE_LABELS } from './transactionKinds';
import type { Transaction } from './types';

/** How a transaction reads in a table row and a confirmation (product §10.21): every figure written in its own currency. */
export interface TransactionView {
  /** 'Buy', 'Deposit', 'Split'. */
  label: string;
  /** Shares, or '' for cash. */
  quantity: string;
  /** The price per share in its currency ('1,234.5p' in pence), a split's ratio, or ''. */
  price: string;
  /** What moved in cash, in the cash currency: a trade's quantity x price, a deposit's amount; '' for a split. */
  amount: string;
  /** Fee and tax, when any ('Fee €2.00, tax €1.50'); '' when none. */
  costs: string;
  /** One sentence for a confirmation or an action's name: 'Deposit of €5,000.00 on 3 Mar 2026'. */
  summary: string;
}

const shares = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 6 });

/**
 * A transaction as the product writes it, for a table and a dialog (the kit takes these strings).
 * `date` writes the day. Amounts are in the transaction's cash currency (GBP for a GBp price).
 */
export function transactionView(t: Transaction, date: (iso: string) => string): TransactionView {
  const label = TRANSACTION_TYPE_LABELS[t.type];
  const cash = cashCurrency(t.currency || 'USD');
  const money = (n: number) => formatCurrency(n, cash);
  const costs = [t.fee > 0 ? `fee ${money(t.fee)}` : '', t.tax > 0 ? `tax ${money(t.tax)}` : ''].filter(Boolean).join(', ');
  const on = date(t.executed_at);
  if (t.type === 'split') {
    const ratio = t.split_ratio ? formatSplitRatio(t.split_ratio) : '';
    return { label, quantity: '', price: ratio, amount: '', costs: '', summary: `Split ${ratio} of ${t.symbol} on ${on}` };
  }
  if (isCashActivity(t.type, t.symbol)) {
    const amount = money(t.amount);
    const about = t.symbol ? ` (${t.symbol})` : '';
    return { label, quantity: '', price: '', amount, costs: capitalise(costs), summary: `${label} of ${amount}${about} on ${on}` };
  }
  // A trade's and a transfer's cash is quantity x price in the price's currency; a dividend's the shares x the cash per share.
  const price = formatPrice(t.price, t.currency || 'USD');
  const gross = t.quantity * t.price * unitsOfCash(t.currency || 'USD');
  const amount = money(gross);
  const summary = t.type === 'dividend'
    ? `Dividend of ${price} a share on ${shares(t.quantity)} ${t.symbol} on ${on}`
    : `${label} ${shares(t.quantity)} ${t.symbol} at ${price} on ${on}`;
  return { label, quantity: shares(t.quantity), price, amount, costs: capitalise(costs), summary };
}

const capitalise = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
