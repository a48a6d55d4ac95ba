import { normalizeSymbol, type PortfolioTransaction } from './portfolioTransaction';
import { toIsoDate } from './isoDate';

/** Decimals the server stores (quantity numeric(18, 6), price numeric(18, 4)): a value read back compares at this precision. */
export const STORED_QUANTITY_DECIMALS = 6;
export const STORED_PRICE_DECIMALS = 4;

/**
 * What makes two transactions the same trade for an import: symbol, type, quantity, price and
 * the UTC day. The time of day is left out because broker files often give the date alone;
 * numbers compare at the precision the server stores. Two identical trades on one day (two
 * fills of one order) are therefore one: a re-imported file must not double a portfolio, and a
 * second identical fill is much rarer than a file imported twice.
 */
export function transactionFingerprint(tx: Pick<PortfolioTransaction, 'symbol' | 'type' | 'quantity' | 'price' | 'executed_at'>): string {
  return [
    normalizeSymbol(tx.symbol),
    tx.type,
    Number(tx.quantity).toFixed(STORED_QUANTITY_DECIMALS),
    Number(tx.price).toFixed(STORED_PRICE_DECIMALS),
    toIsoDate(tx.executed_at) ?? 'invalid',
  ].join('|');
}
