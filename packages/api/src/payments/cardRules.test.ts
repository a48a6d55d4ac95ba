import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TEST_CARDS, cardBrandFromNumber, cardMessages, formatCardNumber, formatExpiry, luhnValid, parseExpiry, testCardFor, validateCardForm,
} from './cardRules';

const now = new Date('2026-06-15T12:00:00Z');
const valid = { number: '4242 4242 4242 4242', expiry: '12 / 29', cvc: '123', name: ' Ada Lovelace ' };

describe('card numbers (product §11.2)', () => {
  it('every test card passes the Luhn check and has its brand; a changed digit fails', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(cardBrandFromNumber(card.number), card.number).toBe(card.brand);
      const changed = card.number.slice(0, -1) + String((Number(card.number.slice(-1)) + 1) % 10);
      expect(luhnValid(changed), changed).toBe(false);
    }
  });

  it('tells the brand from the first digits, as the member types', () => {
    expect(['4', '51', '2221', '2720', '34', '37', '6011', '65', '644', '36', '3530', '62', '9', ''].map(cardBrandFromNumber)).toEqual([
      'visa', 'mastercard', 'mastercard', 'mastercard', 'amex', 'amex', 'discover', 'discover', 'discover', 'diners', 'jcb', 'unionpay', 'unknown', 'unknown',
    ]);
  });

  it('groups digits for reading (amex 4-6-5) and drops anything else typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a42')).toBe('4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
  });

  it('the test card of a number, none for a number that is not one', () => {
    expect(testCardFor('4000002500003155')?.outcome).toBe('authentication_required');
    expect(testCardFor('4111111111111111')).toBeNull();
  });
});

describe('expiry', () => {
  it('reads MM/YY, MM / YYYY and MMYY; refuses a month outside 1-12', () => {
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('1 / 2031')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('0629')).toEqual({ month: 6, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('ab')).toBeNull();
  });

  it('formats as typed: a leading 2-9 is a month, the slash comes after two digits', () => {
    expect(['1', '4', '12', '123', '1229', '12299'].map(formatExpiry)).toEqual(['1', '04 / ', '12', '12 / 3', '12 / 29', '12 / 29']);
  });
});

describe('validateCardForm', () => {
  it('a good card gives the request body: digits, month and year, the name trimmed', () => {
    expect(validateCardForm(valid, now)).toEqual({ ok: true, value: { number: '4242424242424242', exp_month: 12, exp_year: 2029, cvc: '123', name: 'Ada Lovelace' } });
  });

  it('one message per field: required first, then incomplete, then invalid', () => {
    expect(validateCardForm({ number: '', expiry: '', cvc: '', name: ' ' }, now)).toEqual({
      ok: false,
      fieldErrors: { number: cardMessages.numberRequired, expiry: cardMessages.expiryRequired, cvc: cardMessages.cvcRequired, name: cardMessages.nameRequired },
    });
    const v = validateCardForm({ number: '4242 4242', expiry: '13/29', cvc: '12', name: 'A' }, now);
    expect(v.ok ? {} : v.fieldErrors).toEqual({ number: cardMessages.numberIncomplete, expiry: cardMessages.expiryInvalid, cvc: cardMessages.cvcIncomplete });
    const luhn = validateCardForm({ ...valid, number: '4242 4242 4242 4241' }, now);
    expect(luhn.ok ? null : luhn.fieldErrors.number).toBe(cardMessages.numberInvalid);
  });

  it('a card is good through its expiry month; the month before is in the past', () => {
    expect(validateCardForm({ ...valid, expiry: '06/26' }, now).ok).toBe(true);
    const past = validateCardForm({ ...valid, expiry: '05/26' }, now);
    expect(past.ok ? null : past.fieldErrors.expiry).toBe(cardMessages.expiryPast);
  });

  it('amex takes 15 digits and a 4-digit security code', () => {
    expect(validateCardForm({ ...valid, number: '3782 822463 10005', cvc: '1234' }, now).ok).toBe(true);
    const three = validateCardForm({ ...valid, number: '378282246310005', cvc: '123' }, now);
    expect(three.ok ? null : three.fieldErrors.cvc).toBe(cardMessages.cvcIncomplete);
  });

  it('never throws, whatever is typed', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (number, expiry, cvc, name) => {
      const v = validateCardForm({ number, expiry, cvc, name }, now);
      return v.ok ? luhnValid(v.value.number) : Object.keys(v.fieldErrors).length > 0;
    }), { numRuns: 1000 });
  });
});
