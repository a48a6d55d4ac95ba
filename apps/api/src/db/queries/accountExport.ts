// The SQL of the member's data export (product §14.4, §16.4): one statement per part, each the
// member's rows of one table (numeric columns cast to float8, no password or token hash). The caller
// reads them in one transaction so the parts agree.
import type { Queryable } from '../Db';

/** A row of the export as the database returns it (account/accountExport.ts turns it into plain JSON). */
export type ExportRow = Record<string, unknown>;

/** The account row (no password hash). */
export const exportAccountRow = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    'SELECT id, email, full_name, role, email_verified, created_at, updated_at FROM users WHERE id = $1',
    [userId],
  );

/** The affiliate's commissions, with the customer's address (the caller masks it). */
export const exportCommissions = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT c.created_at, c.amount::float8 AS amount, c.rate, c.commission::float8 AS commission, c.status, u.email AS customer,
            c.invoice_id, c.paid_at, c.voided_at, c.void_reason
       FROM conversions c JOIN affiliate_profiles p ON p.id = c.affiliate_id JOIN users u ON u.id = c.referred_user_id
      WHERE p.user_id = $1 ORDER BY c.created_at, c.id`,
    [userId],
  );

export const exportPortfolios = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    'SELECT id, name, description, currency, created_at, updated_at FROM portfolios WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );

export const exportTransactions = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT id, portfolio_id, symbol, type, quantity::float8 AS quantity, price::float8 AS price, executed_at, created_at
         FROM transactions WHERE user_id = $1 ORDER BY executed_at, id`,
    [userId],
  );

export const exportPriceAlerts = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT id, symbol, condition, threshold::float8 AS threshold, last_fired_at, last_fired_price::float8 AS last_fired_price, created_at
         FROM price_alerts WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );

export const exportNotifications = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    'SELECT id, kind, title, body, read, created_at FROM notifications WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );

export const exportFriends = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT f.id, f.status, CASE WHEN f.user_id = $1 THEN 'sent' ELSE 'received' END AS direction,
              CASE WHEN f.status = 'accepted' THEN o.full_name END AS friend_name, f.created_at, f.accepted_at
         FROM friends f JOIN users o ON o.id = CASE WHEN f.user_id = $1 THEN f.friend_id ELSE f.user_id END
        WHERE f.user_id = $1 OR f.friend_id = $1 ORDER BY f.created_at, f.id`,
    [userId],
  );

export const exportSharedPortfolios = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT s.portfolio_id, p.name AS portfolio_name, s.created_at FROM portfolio_shares s JOIN portfolios p ON p.id = s.portfolio_id
        WHERE s.user_id = $1 ORDER BY s.created_at`,
    [userId],
  );

export const exportApiTokens = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    'SELECT name, prefix, created_at, last_used_at FROM api_tokens WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );

export const exportAssistantPrompts = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    'SELECT prompt, created_at FROM chartgpt_prompts WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );

export const exportSubscriptions = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT id, plan_id, billing_cycle, status, current_period_start, current_period_end, cancel_at_period_end, trial_end, created_at
         FROM subscriptions WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );

export const exportInvoices = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT id, description, amount_due, amount_paid, amount_refunded, currency, status, due_date, refunded_at, created_at
         FROM invoices WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );

export const exportPaymentMethods = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    'SELECT brand, last4, exp_month, exp_year, is_default, created_at FROM payment_methods WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );

export const exportReferral = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT created_at, CASE WHEN link_id IS NOT NULL THEN 'link' WHEN coupon_id IS NOT NULL THEN 'coupon' END AS via
         FROM referrals WHERE referred_user_id = $1`,
    [userId],
  );

export const exportAffiliateApplication = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT full_name, email, phone, website, social_media, company_name, location, audience_size,
                marketing_channels::text AS marketing_channels, experience_description, motivation, status, reviewer_notes, reviewed_at, created_at
           FROM affiliate_applications WHERE user_id = $1`,
    [userId],
  );

export const exportAffiliateProfile = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    'SELECT status, points, commission_rate, created_at FROM affiliate_profiles WHERE user_id = $1',
    [userId],
  );

export const exportAffiliateLinks = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT l.id, l.name, l.commission_rate, l.discount_rate, l.is_active, l.created_at
           FROM affiliate_links l JOIN affiliate_profiles p ON p.id = l.affiliate_id WHERE p.user_id = $1 ORDER BY l.created_at, l.id`,
    [userId],
  );

export const exportCoupons = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT c.code, c.commission_rate, c.discount_rate, c.uses, c.is_active, c.created_at
           FROM coupons c JOIN affiliate_profiles p ON p.id = c.affiliate_id WHERE p.user_id = $1 ORDER BY c.created_at, c.id`,
    [userId],
  );

export const exportPayouts = (q: Queryable, userId: string): Promise<ExportRow[]> =>
  q.query<ExportRow>(
    `SELECT o.amount::float8 AS amount, o.status, o.reference, o.rejection_reason, o.requested_at, o.decided_at
           FROM payouts o JOIN affiliate_profiles p ON p.id = o.affiliate_id WHERE p.user_id = $1 ORDER BY o.requested_at, o.id`,
    [userId],
  );
