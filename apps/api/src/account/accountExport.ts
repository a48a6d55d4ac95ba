import { maskEmail, type AccountExport, type ExportRecord } from '@pt/api';
import type { Queryable } from '../db';
import { readSettings } from './accountSettings';
import {
  exportAccountRow, exportAffiliateApplication, exportAffiliateLinks, exportAffiliateProfile, exportApiTokens, exportAssistantPrompts, exportCommissions, exportCoupons, exportFriends, exportInvoices, exportNotifications, exportPaymentMethods, exportPayouts, exportPortfolios, exportPriceAlerts, exportReferral, exportSharedPortfolios, exportSubscriptions, exportTransactions,
} from '../db/queries/accountExport';

type Row = Record<string, unknown>;

/** A row as plain JSON values: timestamps as ISO strings (numeric columns are cast to float8 in SQL). */
function plain(row: Row): ExportRecord {
  const out: ExportRecord = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString()
      : value === null || value === undefined ? null
        : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string' ? value
          : JSON.stringify(value);
  }
  return out;
}

/**
 * Everything stored about the member (product §14.4), read in one transaction so the parts agree:
 * the account and its settings, portfolios, transactions, alerts, notifications, friends, shared
 * portfolios (not their link tokens), API tokens (name and prefix; the server has no token), the
 * assistant's questions, subscriptions, invoices, cards (brand, last four digits, expiry), the
 * referral that brought the member (not who), and as an affiliate the application, profile, links,
 * coupons, commissions (customers masked as the dashboard shows them) and payouts. Not included:
 * password and token hashes, the hashed networks kept against fraud, fraud flags, and the mail log.
 */
export async function buildAccountExport(q: Queryable, userId: string, now: Date): Promise<AccountExport> {
  const all = (rows: Row[]): ExportRecord[] => rows.map(plain);
  const one = (rows: Row[]): ExportRecord | null => all(rows)[0] ?? null;
  const settings = await readSettings(q, userId, now);
  const account = one(await exportAccountRow(q, userId));
  const commissions = (await exportCommissions(q, userId)).map((r) => plain({ ...r, customer: maskEmail(String(r.customer)) }));
  return {
    format: 'portfolio-tracker-export',
    version: 1,
    exported_at: now.toISOString(),
    account: account ?? {},
    settings: {
      base_currency: settings.base_currency,
      'notifications.price_alerts': settings.notifications.price_alerts,
      'notifications.product_news': settings.notifications.product_news,
      'notifications.payouts': settings.notifications.payouts,
      pending_email: settings.pending_email,
    },
    portfolios: all(await exportPortfolios(q, userId)),
    transactions: all(await exportTransactions(q, userId)),
    price_alerts: all(await exportPriceAlerts(q, userId)),
    notifications: all(await exportNotifications(q, userId)),
    friends: all(await exportFriends(q, userId)),
    shared_portfolios: all(await exportSharedPortfolios(q, userId)),
    api_tokens: all(await exportApiTokens(q, userId)),
    assistant_prompts: all(await exportAssistantPrompts(q, userId)),
    subscriptions: all(await exportSubscriptions(q, userId)),
    invoices: all(await exportInvoices(q, userId)),
    payment_methods: all(await exportPaymentMethods(q, userId)),
    referral: one(await exportReferral(q, userId)),
    affiliate: {
      application: one(await exportAffiliateApplication(q, userId)),
      profile: one(await exportAffiliateProfile(q, userId)),
      links: all(await exportAffiliateLinks(q, userId)),
      coupons: all(await exportCoupons(q, userId)),
      commissions,
      payouts: all(await exportPayouts(q, userId)),
    },
  };
}
