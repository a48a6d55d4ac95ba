import { describe, expect, it } from 'vitest';
import { accountExportCsvRows, accountExportFileName } from './accountExport';
import type { AccountExport } from './types';

const empty: AccountExport = {
  format: 'portfolio-tracker-export', version: 1, exported_at: '2026-06-01T10:00:00.000Z',
  account: { id: 'u1', email: 'ann@example.com', full_name: 'Ann' }, settings: { base_currency: 'EUR', 'notifications.price_alerts': true },
  portfolios: [], transactions: [], price_alerts: [], notifications: [], friends: [], shared_portfolios: [], api_tokens: [],
  assistant_prompts: [], subscriptions: [], invoices: [], payment_methods: [], referral: null,
  affiliate: { application: null, profile: null, links: [], coupons: [], commissions: [], payouts: [] },
};

describe('accountExportCsvRows (product §14.4)', () => {
  it('writes one row per value under Section, Record, Field, Value', () => {
    const rows = accountExportCsvRows({
      ...empty,
      transactions: [{ id: 't1', symbol: 'AAPL', quantity: 2, note: null }, { id: 't2', symbol: 'KO', quantity: 1.5, note: null }],
      affiliate: { ...empty.affiliate, links: [{ name: 'Blog', is_active: false }] },
    });
    expect(rows).toEqual([
      ['Section', 'Record', 'Field', 'Value'],
      ['account', '', 'id', 'u1'], ['account', '', 'email', 'ann@example.com'], ['account', '', 'full_name', 'Ann'],
      ['settings', '', 'base_currency', 'EUR'], ['settings', '', 'notifications.price_alerts', 'true'],
      ['transactions', '1', 'id', 't1'], ['transactions', '1', 'symbol', 'AAPL'], ['transactions', '1', 'quantity', '2'], ['transactions', '1', 'note', ''],
      ['transactions', '2', 'id', 't2'], ['transactions', '2', 'symbol', 'KO'], ['transactions', '2', 'quantity', '1.5'], ['transactions', '2', 'note', ''],
      ['affiliate.links', '1', 'name', 'Blog'], ['affiliate.links', '1', 'is_active', 'false'],
    ]);
  });
  it('every row has the four columns, so the file is one valid CSV table', () => {
    const rows = accountExportCsvRows({ ...empty, referral: { created_at: '2026-01-01', via: 'link' } });
    expect(rows.every((r) => r.length === 4)).toBe(true);
    expect(rows).toContainEqual(['referral', '', 'via', 'link']);
  });
  it('names the file by kind and day', () => {
    expect(accountExportFileName('json', '2026-06-01')).toBe('portfolio-tracker-data-2026-06-01.json');
    expect(accountExportFileName('csv', '2026-06-01')).toBe('portfolio-tracker-data-2026-06-01.csv');
  });
});
