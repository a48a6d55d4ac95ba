import { formatMoney } from '../format/formatMoney';
import { formatIsoDate } from './isoDate';
import { Ledger, ledgerEvents, type RatesToBase } from './ledger';
import { cashCurrency, normalizeCurrency, toMinor } from './money';
import type { PortfolioTransaction } from './portfolioTransaction';
import { isCashActivity } from './transactionKinds';

export const cashLimitMessages = {
  heldNone: (currency: string, date: string): string => `You had no ${currency} cash on ${date}: record the deposit or sale it came from first`,
  heldLess: (available: string, currency: string, date: string): string => `You had ${available} in ${currency} cash on ${date}: you cannot take out more than that`,
};

/**
 * The cash in one currency after the transactions at or before `executedAt` (as the ledger
 * counts it: a sale's proceeds, dividends net of tax, conversions for payments in other
 * currencies), minor units. A withdrawal, a transfer of cash out, or a fee or tax taken from
 * it, may not be more than this; the ledger itself never refuses, so a history recorded with
 * other rules can go below zero (product §10.21).
 */
export function cashOn(transactions: readonly PortfolioTransaction[], options: { baseCurrency: string; rates?: RatesToBase }, currency: string, executedAt: string): number {
  const time = Date.parse(executedAt);
  const ledger = new Ledger({ baseCurrency: options.baseCurrency, rates: options.rates });
  const code = cashCurrency(normalizeCurrency(currency));
  const timed = transactions.filter((t) => Date.parse(t.executed_at) <= time);
  for (const ev of ledgerEvents(timed, options.baseCurrency)) ledger.apply(ev);
  return ledger.cash.get(code)?.balance ?? 0;
}

/**
 * The message for a withdrawal or a transfer of cash out larger than the cash in its currency
 * on its date; null when it is covered, or for any other transaction. The server checks it with
 * the day's rates (a payment in one currency can take cash of another).
 */
export function cashLimitMessage(
  transactions: readonly PortfolioTransaction[],
  options: { baseCurrency: string; rates?: RatesToBase },
  tx: Pick<PortfolioTransaction, 'type' | 'symbol' | 'amount' | 'currency' | 'executed_at'>,
): string | null {
  if (!(tx.type === 'withdrawal' || (tx.type === 'transfer_out' && isCashActivity(tx.type, tx.symbol)))) return null;
  const currency = cashCurrency(normalizeCurrency(tx.currency ?? options.baseCurrency));
  const wanted = toMinor(Number(tx.amount ?? 0), currency);
  const available = cashOn(transactions, options, currency, tx.executed_at);
  if (wanted <= available) return null;
  const date = formatIsoDate(new Date(Date.parse(tx.executed_at)).toISOString().slice(0, 10));
  return available > 0 ? cashLimitMessages.heldLess(formatMoney(available, currency), currency, date) : cashLimitMessages.heldNone(currency, date);
}
