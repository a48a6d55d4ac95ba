import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashCurrency, convertMinor, fromMinor, minorDigits, normalizeCurrency, roundHalfAway, toMinor, tradeMinor } from './money';
import { formatMoney, formatPrice } from '../format/formatMoney';

describe('money in minor units', () => {
  it('rounds half away from zero, also where binary floats land a hair below the half', () => {
    expect(1.005 * 100).toBeLessThan(100.5); // the float product is 100.49999999999999
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(tradeMinor(1, 1.005, 'USD')).toBe(101);
    expect(tradeMinor(3, 0.145, 'USD')).toBe(44); // 0.435
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(-1.005, 'USD')).toBe(-101);
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(2.4999)).toBe(2);
    expect(Object.is(roundHalfAway(-0.2), 0)).toBe(true);
  });

  it('knows each currency\'s minor unit and that pence are a fraction of the pound', () => {
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('KWD'), minorDigits('GBp')]).toEqual([2, 0, 3, 2]);
    expect(cashCurrency('GBp')).toBe('GBP');
    expect(normalizeCurrency(' gbp ')).toBe('GBP');
    expect(normalizeCurrency('GBp')).toBe('GBp');
    // 250.5 pence is 251 pence of GBP cash (minor units), 10 shares at 9,512.5p are GBP 951.25.
    expect(toMinor(250.5, 'GBp')).toBe(251);
    expect(tradeMinor(10, 9512.5, 'GBp')).toBe(95125);
    expect(tradeMinor(3, 1234, 'JPY')).toBe(3702);
  });

  it('converts between currencies with their own decimals', () => {
    expect(convertMinor(10000, 'USD', 'EUR', 0.92)).toBe(9200);
    expect(convertMinor(10000, 'USD', 'JPY', 151.234)).toBe(15123);
    expect(convertMinor(15123, 'JPY', 'USD', 1 / 151.234)).toBe(10000);
    expect(fromMinor(123456, 'EUR')).toBe(1234.56);
  });

  it('adds up without drift: a thousand 0.10 payments are exactly 100.00', () => {
    let sum = 0;
    for (let i = 0; i < 1000; i++) sum += toMinor(0.1, 'USD');
    expect(sum).toBe(10000);
    let floats = 0;
    for (let i = 0; i < 1000; i++) floats += 0.1;
    expect(floats).not.toBe(100);
  });

  it('property: converting to another currency and back changes an amount by no more than the rounding', () => {
    fc.assert(fc.property(
      fc.integer({ min: -1e11, max: 1e11 }),
      fc.double({ min: 0.0005, max: 2000, noNaN: true }),
      fc.constantFrom('USD', 'JPY', 'KWD', 'GBP'),
      fc.constantFrom('EUR', 'JPY', 'CHF'),
      (minor, rate, from, to) => {
        if (from === to) return;
        const there = convertMinor(minor, from, to, rate);
        const back = convertMinor(there, to, from, 1 / rate);
        // Each rounding is at most half a minor unit of its currency; the first one is scaled back by the rate.
        const bound = 0.5 + (0.5 / rate) * 10 ** (minorDigits(from) - minorDigits(to)) + 1e-6 * Math.max(1, Math.abs(minor));
        expect(Math.abs(back - minor)).toBeLessThanOrEqual(bound);
      },
    ));
  });

  it('writes money in its currency and pence as pence', () => {
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(95125, 'GBp')).toBe('£951.25');
    expect(formatPrice(9512.5, 'GBp')).toBe('9,512.5p');
    expect(formatPrice(0.485, 'USD')).toBe('$0.485');
  });
});
