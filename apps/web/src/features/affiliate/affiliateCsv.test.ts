// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AffiliateLink, Coupon } from '@pt/api';
import { affiliateCsv, affiliateCsvFileName, csvField, toCsv } from './affiliateCsv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('YouTube')).toBe('YouTube');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('toCsv', () => {
  it('joins rows with CRLF and ends with one', () => {
    expect(toCsv([['a', 1], ['b,c', 2]])).toBe('a,1\r\n"b,c",2\r\n');
  });
});

describe('affiliateCsv', () => {
  const link: AffiliateLink = {
    id: 'l 1', affiliate_id: 'a', name: 'Blog, "main"', discount_rate: 10, commission_rate: 30, clicks: 7, conversions: 1,
    earnings: 8.99, is_active: true, created_at: '2026-03-01T00:00:00.000Z',
  };
  const coupon: Coupon = {
    id: 'c', code: 'SAVE10', commission_rate: 25, discount_rate: 20, uses: 3, conversions: 2, earnings: 14.5, is_active: false,
    created_at: '2026-03-02T00:00:00.000Z',
  };

  it('writes a header, the links with their shareable URL, then the coupons', () => {
    const lines = affiliateCsv([link], [coupon], 'https://app.example/').split('\r\n');
    expect(lines[0]).toBe('Type,Name or code,URL,Commission (%),Discount (%),Clicks,Uses,Conversions,Earnings ($),Status,Created');
    expect(lines[1]).toBe('Link,"Blog, ""main""",https://app.example/?link=l%201#pricing,30,10,7,,1,8.99,Active,2026-03-01T00:00:00.000Z');
    expect(lines[2]).toBe('Coupon,SAVE10,,25,20,,3,2,14.5,Inactive,2026-03-02T00:00:00.000Z');
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('has only the header without data', () => {
    expect(affiliateCsv([], [], 'https://x')).toBe('Type,Name or code,URL,Commission (%),Discount (%),Clicks,Uses,Conversions,Earnings ($),Status,Created\r\n');
  });

  it('names the file after the day', () => {
    expect(affiliateCsvFileName(new Date('2026-03-11T23:00:00Z'))).toBe('affiliate-links-and-coupons-2026-03-11.csv');
  });
});
