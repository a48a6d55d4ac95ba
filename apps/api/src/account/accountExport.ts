import { maskEmail, type AccountExport, type ExportRecord } from '@pt/api';
import type { Queryable } from '../db';
import { readSettings } from './accountSettings';

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
  const all = async (sql: string): Promise<ExportRecord[]> => (await q.query<Row>(sql, [userId])).map(plain);
  const one = async (sql: string): Promise<ExportRecord | null> => (await all(sql))[0] ?? null;
  const settings = await readSettings(q, userId, now);
  const account = await one('SELECT id, email, full_name, role, email_verified, created_at, updated_at FROM users WHERE id = $1');
  const commissions = (await q.query<Row>(
    `SELECT c.created_at, c.amount::float8 AS amount, c.rate, c.commission::float8 AS commission, c.status, u.email AS customer,
            c.invoice_id, c.paid_at, c.voided_at, c.void_reason
       FROM conversions c JOIN affiliate_profiles p ON p.id = c.affiliate_id JOIN users u ON u.id = c.referred_user_id
      WHERE p.user_id = $1 ORDER BY c.created_at, c.id`,
    [userId],
  )).map((r) => plain({ ...r, customer: maskEmail(String(r.customer)) }));
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
    portfolios: await all('SELECT id, name, description, currency, created_at, updated_at FROM portfolios WHERE user_id = $1 ORDER BY created_at, id'),
    transactions: await all(
      `SELECT id, portfolio_id, symbol, type, quantity::float8 AS quantity, price::float8 AS price, executed_at, created_at
         FROM transactions WHERE user_id = $1 ORDER BY executed_at, id`,
    ),
    price_alerts: await all(
      `SELECT id, symbol, condition, threshold::float8 AS threshold, last_fired_at, last_fired_price::float8 AS last_fired_price, created_at
         FROM price_alerts WHERE user_id = $1 ORDER BY created_at, id`,
    ),
    notifications: await all('SELECT id, kind, title, body, read, created_at FROM notifications WHERE user_id = $1 ORDER BY created_at, id'),
    friends: await all(
      `SELECT f.id, f.status, CASE WHEN f.user_id = $1 THEN 'sent' ELSE 'received' END AS direction,
              CASE WHEN f.status = 'accepted' THEN o.full_name END AS friend_name, f.created_at, f.accepted_at
         FROM friends f JOIN users o ON o.id = CASE WHEN f.user_id = $1 THEN f.friend_id ELSE f.user_id END
        WHERE f.user_id = $1 OR f.friend_id = $1 ORDER BY f.created_at, f.id`,
    ),
    shared_portfolios: await all(
      `SELECT s.portfolio_id, p.name AS portfolio_name, s.created_at FROM portfolio_shares s JOIN portfolios p ON p.id = s.portfolio_id
        WHERE s.user_id = $1 ORDER BY s.created_at`,
    ),
    api_tokens: await all('SELECT name, prefix, created_at, last_used_at FROM api_tokens WHERE user_id = $1 ORDER BY created_at, id'),
    assistant_prompts: await all('SELECT prompt, created_at FROM chartgpt_prompts WHERE user_id = $1 ORDER BY created_at, id'),
    subscriptions: await all(
      `SELECT id, plan_id, billing_cycle, status, current_period_start, current_period_end, cancel_at_period_end, trial_end, created_at
         FROM subscriptions WHERE user_id = $1 ORDER BY created_at, id`,
    ),
    invoices: await all(
      `SELECT id, description, amount_due, amount_paid, amount_refunded, currency, status, due_date, refunded_at, created_at
         FROM invoices WHERE user_id = $1 ORDER BY created_at, id`,
    ),
    payment_methods: await all('SELECT brand, last4, exp_month, exp_year, is_default, created_at FROM payment_methods WHERE user_id = $1 ORDER BY created_at, id'),
    referral: await one(
      `SELECT created_at, CASE WHEN link_id IS NOT NULL THEN 'link' WHEN coupon_id IS NOT NULL THEN 'coupon' END AS via
         FROM referrals WHERE referred_user_id = $1`,
    ),
    affiliate: {
      application: await one(
        `SELECT full_name, email, phone, website, social_media, company_name, location, audience_size,
                marketing_channels::text AS marketing_channels, experience_description, motivation, status, reviewer_notes, reviewed_at, created_at
           FROM affiliate_applications WHERE user_id = $1`,
      ),
      profile: await one('SELECT status, points, commission_rate, created_at FROM affiliate_profiles WHERE user_id = $1'),
      links: await all(
        `SELECT l.id, l.name, l.commission_rate, l.discount_rate, l.is_active, l.created_at
           FROM affiliate_links l JOIN affiliate_profiles p ON p.id = l.affiliate_id WHERE p.user_id = $1 ORDER BY l.created_at, l.id`,
      ),
      coupons: await all(
        `SELECT c.code, c.commission_rate, c.discount_rate, c.uses, c.is_active, c.created_at
           FROM coupons c JOIN affiliate_profiles p ON p.id = c.affiliate_id WHERE p.user_id = $1 ORDER BY c.created_at, c.id`,
      ),
      commissions,
      payouts: await all(
        `SELECT o.amount::float8 AS amount, o.status, o.reference, o.rejection_reason, o.requested_at, o.decided_at
           FROM payouts o JOIN affiliate_profiles p ON p.id = o.affiliate_id WHERE p.user_id = $1 ORDER BY o.requested_at, o.id`,
      ),
    },
  };
}
