import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../auth/isValidEmail';
import { isTickerSymbol, symbolsInText } from './symbolPattern';

describe('ticker symbols', () => {
  it('take a capital, then up to nine capitals, digits, dots or hyphens', () => {
    for (const s of ['AAPL', 'BRK.B', 'RDS-A', 'A', 'ABCDEFGHIJ']) expect(isTickerSymbol(s)).toBe(true);
    for (const s of ['', 'aapl', '1ABC', 'ABCDEFGHIJK', 'AA PL', '.A']) expect(isTickerSymbol(s)).toBe(false);
  });
  it('are found in a text as it writes them in capitals', () => {
    expect(symbolsInText('How is AAPL doing next to $MSFT and brk.b?')).toEqual(['AAPL', 'MSFT']);
    expect(symbolsInText('nothing here')).toEqual([]);
  });
});

describe('e-mail addresses', () => {
  it('are something@something.something without spaces, trimmed first', () => {
    expect(isValidEmail(' jane@example.com ')).toBe(true);
    for (const s of ['jane', 'jane@example', 'ja ne@example.com', '@example.com', 'jane@@example.com']) expect(isValidEmail(s)).toBe(false);
  });
});
