import { normalizeSymbol, type PortfolioTransaction } from './portfolioTransaction';
import { toIsoDate } from './isoDate';

/** Decimals the server stores (quantity numeric(18, 6), price numeric(18, 4)): a value read back compares at this precision. */
export const STORED_QUANTITY_DECIMALS = 6;
export const STORED_PRICE_DECIMALS = 4;

/**
 * What makes two transactions the same for an import: symbol, type, quantity, price and the UTC
 * day, and for the other types their amount (with its currency), fee, tax and split ratio. The
 * time of day is left out because broker files often give the date alone; numbers compare at the
 * precision the server stores. Two identical trades on one day (two fills of one order) are
 * therefore one: a re-imported file must not double a portfolio, and a second identical fill is
 * much rarer than a file imported twice. A cash movement without a currency counts in
 * `baseCurrency` (the server records it so); a trade's currency is its instrument's and is left out.
 */
export function transactionFingerprint(
  tx: Pick<PortfolioTransaction, 'symbol' | 'type' | 'quantity' | 'price' | 'executed_at' | 'amount' | 'currency' | 'fee' | 'tax' | 'split_ratio'>,
  baseCurrency = '',
): string {
  const parts = [
    normalizeSymbol(tx.symbol),
    tx.type,
    Number(tx.quantity).toFixed(STORED_QUANTITY_DECIMALS),
    Number(tx.price).toFixed(STORED_PRICE_DECIMALS),
    toIsoDate(tx.executed_at) ?? 'invalid',
  ];
  const amount = Number(tx.amount ?? 0);
  const fee = Number(tx.fee ?? 0);
  const tax = Number(tx.tax ?? 0);
  if (amount) parts.push(amount.toFixed(STORED_PRICE_DECIMALS), (tx.currency ?? baseCurrency).toUpperCase());
  if (fee || tax) parts.push(fee.toFixed(STORED_PRICE_DECIMALS), tax.toFixed(STORED_PRICE_DECIMALS));
  if (tx.type === 'split') parts.push(String(Number(tx.split_ratio ?? 0).toFixed(12)));
  return parts.join('|');
}
