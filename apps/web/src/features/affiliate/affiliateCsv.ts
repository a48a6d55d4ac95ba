// CSV export of the affiliate's links and coupons, built from the loaded data.
import { affiliateLinkUrl, type AffiliateLink, type Coupon } from '@pt/api';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One RFC 4180 field: quoted when it holds a comma, quote, CR or LF (quotes doubled).
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe; numbers are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = typeof value === 'boolean' ? (value ? 'true' : 'false') : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const AFFILIATE_CSV_HEADER = [
  'Type', 'Name or code', 'URL', 'Commission (%)', 'Discount (%)', 'Clicks', 'Uses', 'Conversions', 'Earnings ($)', 'Status', 'Created',
] as const;

/** Links then coupons, one row each, under one header. */
export function affiliateCsv(links: readonly AffiliateLink[], coupons: readonly Coupon[], appUrl: string): string {
  const status = (active: boolean) => (active ? 'Active' : 'Inactive');
  return toCsv([
    AFFILIATE_CSV_HEADER,
    ...links.map((l) => ['Link', l.name, affiliateLinkUrl(l.id, appUrl), l.commission_rate, l.discount_rate, l.clicks, '', l.conversions, l.earnings, status(l.is_active), l.created_at]),
    ...coupons.map((c) => ['Coupon', c.code, '', c.commission_rate, c.discount_rate, '', c.uses, c.conversions, c.earnings, status(c.is_active), c.created_at]),
  ]);
}

/** File name with the day, e.g. affiliate-links-and-coupons-2026-03-11.csv. */
export function affiliateCsvFileName(now: Date): string {
  return `affiliate-links-and-coupons-${now.toISOString().slice(0, 10)}.csv`;
}
