import { DEFAULT_BASE_CURRENCY, type AccountSettings, type NotificationChoices } from '@pt/api';
import type { Queryable } from '../db';
import { iso } from '../lib/time';

/** The columns of account_settings behind each e-mail choice (product §14.3). */
export const CHOICE_COLUMNS = {
  price_alerts: 'email_price_alerts',
  product_news: 'email_product_news',
  payouts: 'email_payouts',
} as const satisfies Record<keyof NotificationChoices, string>;

/** What a member without a row of settings has: see 010_account_settings.sql. */
export const DEFAULT_CHOICES: NotificationChoices = { price_alerts: true, product_news: false, payouts: true };

interface SettingsRow {
  email: string; full_name: string; created_at: Date; base_currency: string | null;
  email_price_alerts: boolean | null; email_product_news: boolean | null; email_payouts: boolean | null; pending_email: string | null;
}

/** The member's settings as GET /api/account/settings answers them; a pending change only while its link is valid. */
export async function readSettings(q: Queryable, userId: string, now: Date): Promise<AccountSettings> {
  const row = (await q.query<SettingsRow>(
    `SELECT u.email, u.full_name, u.created_at, s.base_currency, s.email_price_alerts, s.email_product_news, s.email_payouts,
            (SELECT e.new_email FROM email_changes e WHERE e.user_id = u.id AND e.expires_at > $2) AS pending_email
       FROM users u LEFT JOIN account_settings s ON s.user_id = u.id
      WHERE u.id = $1`,
    [userId, now],
  ))[0];
  if (!row) throw new Error(`No user ${userId}`);
  return {
    email: row.email,
    full_name: row.full_name,
    created_at: iso(row.created_at),
    pending_email: row.pending_email,
    base_currency: row.base_currency ?? DEFAULT_BASE_CURRENCY,
    notifications: {
      price_alerts: row.email_price_alerts ?? DEFAULT_CHOICES.price_alerts,
      product_news: row.email_product_news ?? DEFAULT_CHOICES.product_news,
      payouts: row.email_payouts ?? DEFAULT_CHOICES.payouts,
    },
  };
}

/**
 * The member's address if they want e-mail of this kind (a live account whose choice is on, the
 * default when they never chose), else null. Every sender of such an e-mail asks this first.
 */
export async function emailIfWanted(q: Queryable, userId: string, kind: keyof NotificationChoices): Promise<{ email: string; full_name: string } | null> {
  const column = CHOICE_COLUMNS[kind];
  const row = (await q.query<{ email: string; full_name: string; wanted: boolean | null }>(
    `SELECT u.email, u.full_name, s.${column} AS wanted FROM users u LEFT JOIN account_settings s ON s.user_id = u.id
      WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId],
  ))[0];
  if (!row || !(row.wanted ?? DEFAULT_CHOICES[kind])) return null;
  return { email: row.email, full_name: row.full_name };
}
