import { cashCurrency, fromMinor, minorDigits, unitsOfCash } from '../investing/money';
import { formatCurrency } from './formatCurrency';
import { formatPerShare } from './formatPerShare';

/**
 * Minor units of a cash currency as the product writes money: 123456 EUR -> '€1,234.56', 1500
 * JPY -> '¥1,500' (the currency's own decimals, product §10.22).
 */
export function formatMoney(minor: number, currency: string): string {
  const code = cashCurrency(currency);
  return formatCurrency(fromMinor(minor, code), code);
}

/**
 * A price per share in its quote currency: pence as pence ('1,234.5p' for GBp, never as pounds),
 * other quote units with their code ('1,234.5 ZAc'), a cash currency as `formatPerShare` does.
 */
export function formatPrice(amount: number, currency: string): string {
  if (unitsOfCash(currency) === 1) return formatPerShare(amount, currency);
  const digits = Math.min(4, Math.max(minorDigits(currency) - 2, 0) + 2);
  const text = amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: digits });
  return currency === 'GBp' || currency === 'GBX' ? `${text}p` : `${text} ${currency}`;
}
