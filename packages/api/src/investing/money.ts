import { MINOR_UNITS, isCurrencyCode } from './markets';
// Money in integer minor units (product §10.22). Every amount the ledger keeps is a whole number of
// the currency's smallest unit (cents, pence, yen) held in a JS number: sums and differences of
// those are exact up to 2^53 minor units (90 trillion dollars), so nothing drifts however many
// transactions are added up. An amount is rounded once, where it arises (a trade's quantity x
// price, a conversion at the day's rate, a holding's value at a close), half away from zero.
// Chosen over a decimal library (decimal.js, big.js, dinero.js) for speed (plain additions, no
// object per amount: the ledger replays 50,000 transactions within the overview's budget) and
// because the SDK keeps no runtime dependency it can avoid.

/**
 * The currencies a portfolio can be kept in (its base currency, product §10.22): those the
 * market data has daily exchange rates for.
 */
export const BASE_CURRENCIES: readonly string[] = ['USD', 'EUR', 'GBP', 'CAD', 'CHF', 'JPY'];

/** Quote units that are a fraction of a cash currency: London prices in pence (GBp, GBX), Johannesburg in cents, Tel Aviv in agorot (the market data's table, product §13.3). */
const SUBUNITS: Readonly<Record<string, { cash: string; perUnit: number }>> = /* @__PURE__ */ Object.fromEntries(
  Object.entries(MINOR_UNITS).map(([code, u]) => [code, { cash: u.currency, perUnit: u.factor }]),
);

/** A currency code as the product keeps it: upper case, except the quote units above (GBp stays GBp, 'gbx' is GBX). */
export function normalizeCurrency(code: string): string {
  const trimmed = code.trim();
  if (SUBUNITS[trimmed]) return trimmed;
  return trimmed.toUpperCase();
}

/** The cash currency an amount in `code` is paid in: GBP for GBp, else the code itself. */
export const cashCurrency = (code: string): string => SUBUNITS[code]?.cash ?? code;

/** How many units of its cash currency one unit of `code` is: 0.01 for GBp, 1 for a cash currency. */
export const unitsOfCash = (code: string): number => SUBUNITS[code]?.perUnit ?? 1;

export { isCurrencyCode };

const digitsCache = new Map<string, number>();

/**
 * Decimals of a cash currency's minor unit (ISO 4217 as the runtime's Intl knows it): 2 for USD,
 * EUR and GBP, 0 for JPY and KRW, 3 for KWD and BHD; 2 for a code Intl does not know. A quote
 * unit has its cash currency's (GBp: 2, so one GBp is one minor unit of GBP).
 */
export function minorDigits(code: string): number {
  const cash = cashCurrency(code);
  let digits = digitsCache.get(cash);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: cash }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(cash, digits);
  }
  return digits;
}

/**
 * x rounded to a whole number, half away from zero (as PostgreSQL's round() and a bank's
 * statement do). A product of decimals computed in binary floats can land a hair below a half
 * (1.005 x 100 = 100.49999999999999, really 100.5): a value within a few units in the last
 * place of a half counts as the half, so it rounds to 101. A difference that small cannot be a
 * real amount of money (it would need 16 significant digits).
 */
export function roundHalfAway(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  const a = Math.abs(x);
  const whole = Math.floor(a);
  const rest = a - whole;
  const n = rest >= 0.5 - Math.max(a, 1) * 1e-15 ? whole + 1 : whole;
  return x < 0 ? -n || 0 : n;
}

/** Major units (a decimal such as 12.34 in `code`) to minor units of its cash currency: 12.34 USD -> 1234, 250.5 GBp -> 251 (pence). */
export function toMinor(amount: number, code: string): number {
  return roundHalfAway(amount * unitsOfCash(code) * 10 ** minorDigits(code));
}

/** Minor units of a cash currency to major units: 1234 USD -> 12.34. */
export function fromMinor(minor: number, code: string): number {
  const scale = 10 ** minorDigits(code);
  // Division of an integer by a power of ten gives the nearest double of the decimal.
  return minor / scale;
}

/** quantity x price in `code` (a price per share, may be GBp) as minor units of the cash currency: 3 x 12.345 USD -> 3704. */
export function tradeMinor(quantity: number, price: number, code: string): number {
  return roundHalfAway(quantity * price * unitsOfCash(code) * 10 ** minorDigits(code));
}

/**
 * Minor units of cash currency `from` converted at `rate` (units of `to` per unit of `from`, in
 * major units) to minor units of `to`, rounded half away from zero: 10000 (100.00 USD) at 0.92 -> 9200 EUR cents.
 */
export function convertMinor(minor: number, from: string, to: string, rate: number): number {
  if (from === to) return minor;
  return roundHalfAway(minor * rate * 10 ** (minorDigits(to) - minorDigits(from)));
}
