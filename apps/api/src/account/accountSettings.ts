import { DEFAULT_BASE_CURRENCY, type AccountSettings, type NotificationChoices } from '@pt/api';
import type { Queryable } from '../db';
import { iso } from '../lib/time';
import { findEmailChoice, findSettingsRow } from '../db/queries/accounts';

/** What a member without a row of settings has: see 010_account_settings.sql. */
export const DEFAULT_CHOICES: NotificationChoices = { price_alerts: true, product_news: false, payouts: true };

/** The member's settings as GET /api/account/settings answers them; a pending change only while its link is valid. */
export async function readSettings(q: Queryable, userId: string, now: Date): Promise<AccountSettings> {
  const row = await findSettingsRow(q, userId, now);
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
  const row = await findEmailChoice(q, userId, kind);
  if (!row || !(row.wanted ?? DEFAULT_CHOICES[kind])) return null;
  return { email: row.email, full_name: row.full_name };
}
