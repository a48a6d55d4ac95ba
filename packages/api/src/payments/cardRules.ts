// The card form of the local test mode (product §11.2): what a typed card is, which checks it
// passes, and which test numbers the local card provider understands. The reference server
// imports the same rules, so the form and the server agree on every message.
import { fieldChecker, type Validation } from '../validation/fieldChecker';

/** A card brand as the card provider names it. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** What the local card provider does with a test card. */
export type TestCardOutcome = 'success' | 'declined' | 'insufficient_funds' | 'authentication_required';

export interface TestCard {
  /** Digits only. */
  number: string;
  brand: CardBrand;
  outcome: TestCardOutcome;
  /** What happens, in a member's words ('Succeeds', 'Asks for a 3-D Secure confirmation'). */
  description: string;
}

/**
 * The test cards of the local card provider, the card provider's own test numbers. Any expiry in
 * the future, any CVC and any name work. Only these numbers are accepted in test mode.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'success', description: 'Succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'success', description: 'Succeeds' },
  { number: '378282246310005', brand: 'amex', outcome: 'success', description: 'Succeeds' },
  { number: '4000002500003155', brand: 'visa', outcome: 'authentication_required', description: 'Asks for a 3-D Secure confirmation' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', description: 'Is declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', description: 'Is saved, then declined for insufficient funds' },
];

export const cardMessages = {
  numberRequired: 'Enter your card number.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  notATestCard: 'This is test mode: use one of the test card numbers shown.',
  expiryRequired: 'Enter the expiry date as MM / YY.',
  expiryInvalid: 'Enter the expiry date as MM / YY.',
  expiryPast: "Your card's expiry date is in the past.",
  cvcRequired: "Enter your card's security code.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameRequired: 'Enter the name on the card.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  authenticationCancelled: 'The card confirmation was cancelled. Your card was not charged.',
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
} as const;

/** The digits of a typed card number (spaces and dashes dropped; anything else makes it invalid). */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const inRange = (digits: string, length: number, from: number, to: number): boolean => {
  const n = Number(digits.slice(0, length));
  return digits.length >= length && n >= from && n <= to;
};

/** The brand from the number's first digits ('unknown' until they say). */
export function cardBrandFromNumber(typed: string): CardBrand {
  const d = cardDigits(typed);
  if (/^4/.test(d)) return 'visa';
  if (inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65)/.test(d) || inRange(d, 3, 644, 649)) return 'discover';
  if (/^(36|38|39)/.test(d) || inRange(d, 3, 300, 305)) return 'diners';
  if (inRange(d, 4, 3528, 3589)) return 'jcb';
  if (/^62/.test(d)) return 'unionpay';
  return 'unknown';
}

/** How many digits a brand's numbers have, and its security code. */
export function cardLengths(brand: CardBrand): { number: readonly number[]; cvc: number } {
  if (brand === 'amex') return { number: [15], cvc: 4 };
  if (brand === 'diners') return { number: [14, 16], cvc: 3 };
  if (brand === 'unknown') return { number: [16], cvc: 3 };
  return { number: brand === 'visa' ? [13, 16, 19] : brand === 'unionpay' ? [16, 17, 18, 19] : [16], cvc: 3 };
}

/** A number as typed, grouped for reading: 4242 4242 4242 4242, amex 3782 822463 10005. At most 19 digits. */
export function formatCardNumber(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrandFromNumber(d) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const g of groups) {
    if (at >= d.length) break;
    out.push(d.slice(at, at + g));
    at += g;
  }
  return out.join(' ');
}

/** An expiry as typed ('12/29', '12 / 2029', '1229') to a month and a four-digit year; null when unreadable. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!m) return null;
  const month = Number(m[1]);
  const y = m[2] as string;
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** An expiry field as it is typed: two digits of month, then ' / ' and the year ('12 / 29'). */
export function formatExpiry(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 4);
  if (d.length === 1 && Number(d) > 1) return `0${d} / `;
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

/** A card is good through the last day of its expiry month. */
export const cardExpired = (month: number, year: number, now: Date): boolean =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);

/** The local card provider's test card with these digits, else null (a number that is not a test card). */
export const testCardFor = (digits: string): TestCard | null => TEST_CARDS.find((c) => c.number === digits) ?? null;

export interface CardFormValues { number: string; expiry: string; cvc: string; name: string }
export type CardField = keyof CardFormValues;
/** The card as the local card provider takes it (POST /api/stripe/local/cards). */
export interface LocalCardRequest { number: string; exp_month: number; exp_year: number; cvc: string; name: string }

/**
 * The card form (product §11.2): a number of the brand's length that passes the Luhn check, an
 * expiry MM / YY not in the past, the brand's length of security code, a name. The value is the
 * request body, the number as digits only.
 */
export function validateCardForm(v: CardFormValues, now: Date): Validation<LocalCardRequest, CardField> {
  const check = fieldChecker<CardField>();
  const digits = cardDigits(v.number);
  const brand = cardBrandFromNumber(digits);
  const lengths = cardLengths(brand);
  check.need('number', digits, cardMessages.numberRequired);
  check.need('number', /^\d*$/.test(digits), cardMessages.numberInvalid);
  // Shorter than the brand's longest number and not one of its lengths: more digits may come.
  check.need('number', lengths.number.includes(digits.length) || digits.length > Math.max(...lengths.number), cardMessages.numberIncomplete);
  check.need('number', lengths.number.includes(digits.length) && luhnValid(digits), cardMessages.numberInvalid);
  const expiry = parseExpiry(v.expiry);
  check.need('expiry', v.expiry.trim(), cardMessages.expiryRequired);
  check.need('expiry', expiry, cardMessages.expiryInvalid);
  check.need('expiry', !expiry || !cardExpired(expiry.month, expiry.year, now), cardMessages.expiryPast);
  const cvc = v.cvc.trim();
  check.need('cvc', cvc, cardMessages.cvcRequired);
  check.need('cvc', /^\d+$/.test(cvc) && cvc.length === lengths.cvc, cardMessages.cvcIncomplete);
  check.need('name', v.name.trim(), cardMessages.nameRequired);
  return check.result(() => ({ number: digits, exp_month: expiry?.month ?? 0, exp_year: expiry?.year ?? 0, cvc, name: v.name.trim() }));
}
