// The SQL of members' accounts (product §16.4): sign-up and sign-in lookups, the password and its
// session version, e-mail changes, settings and e-mail choices, and deleting an account. Each
// function is one statement on whatever it is given (the pool or a transaction); the caller decides
// what runs under one lock or in one transaction.
import type { NotificationChoices, Role } from '@pt/api';
import type { Queryable } from '../Db';

/** A whole users row, as sign-in, sign-up and the refresh read it. */
export interface UserRow {
  id: string; email: string; full_name: string; role: Role; created_at: Date; password_hash: string; email_verified: boolean; session_version: number;
}

/** The columns of account_settings behind each e-mail choice (product §14.3). */
export const CHOICE_COLUMNS = {
  price_alerts: 'email_price_alerts',
  product_news: 'email_product_news',
  payouts: 'email_payouts',
} as const satisfies Record<keyof NotificationChoices, string>;

/** A column of account_settings a member may change. */
export type SettingsColumn = 'base_currency' | (typeof CHOICE_COLUMNS)[keyof NotificationChoices];

// ---------------------------------------------------------------- sign-up, sign-in, verification

/** A new account, or null when the address is taken (any case: the unique index on lower(email)). */
export async function insertUserUnlessTaken(
  q: Queryable, u: { email: string; fullName: string; passwordHash: string; now: Date },
): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    `INSERT INTO users (email, full_name, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT DO NOTHING RETURNING id, email, full_name, role, created_at, password_hash, email_verified, session_version`,
    [u.email, u.fullName, u.passwordHash, u.now],
  );
  return rows[0] ?? null;
}

/** The account of an address (given in lower case), whatever its case was at sign-up. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  return (await q.query<UserRow>('SELECT * FROM users WHERE lower(email) = $1', [email]))[0] ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  return (await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]))[0] ?? null;
}

/** Whether an 'account exists' mail went to this address (lower case) since `since` (at most one an hour, product §15.9). */
export async function accountExistsMailSentSince(q: Queryable, email: string, since: Date): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM email_outbox WHERE kind = 'account_exists' AND lower(to_email) = $1 AND created_at > $2 LIMIT 1`,
    [email, since],
  );
  return rows.length > 0;
}

/** Verifies the address of the account the link names, the first time only: the account, or null when it was verified already (or is not that account). */
export async function verifyEmailFirstTime(q: Queryable, id: string, email: string, now: Date): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    'UPDATE users SET email_verified = true, updated_at = $2 WHERE id = $1 AND lower(email) = lower($3) AND NOT email_verified RETURNING *',
    [id, now, email],
  );
  return rows[0] ?? null;
}

/** Whether the account with this id and address (any case) has a verified address; null when there is no such account. */
export async function emailVerifiedOf(q: Queryable, id: string, email: string): Promise<boolean | null> {
  const rows = await q.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE id = $1 AND lower(email) = lower($2)', [id, email]);
  return rows[0] ? rows[0].email_verified : null;
}

/** Whether any account has this address (lower case). */
export async function emailTaken(q: Queryable, email: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM users WHERE lower(email) = $1', [email])).length > 0;
}

/** Whether an account other than `userId` has this address (lower case). */
export async function emailTakenByOther(q: Queryable, email: string, userId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2', [email, userId])).length > 0;
}

export async function userExists(q: Queryable, id: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM users WHERE id = $1', [id])).length > 0;
}

/** A member's e-mail address and name (friends see them once a request is accepted). */
export async function findUserContact(q: Queryable, id: string): Promise<{ email: string; full_name: string } | null> {
  return (await q.query<{ email: string; full_name: string }>('SELECT email, full_name FROM users WHERE id = $1', [id]))[0] ?? null;
}

// ---------------------------------------------------------------- password

/** The member's password hash and the session version it was read with. */
export async function findPasswordHash(q: Queryable, userId: string): Promise<{ password_hash: string; session_version: number } | null> {
  const rows = await q.query<{ password_hash: string; session_version: number }>('SELECT password_hash, session_version FROM users WHERE id = $1', [userId]);
  return rows[0] ?? null;
}

/**
 * Sets a new password hash and moves the session version on, only while the member is still at
 * `expectedVersion` (compare-and-set): the new version, or null when it had moved on already.
 * `verifyEmail` also marks the address verified.
 */
export async function replacePasswordIfVersion(
  q: Queryable, c: { userId: string; expectedVersion: number; passwordHash: string; now: Date; verifyEmail: boolean },
): Promise<number | null> {
  const rows = await q.query<{ id: string; session_version: number }>(
    `UPDATE users SET password_hash = $3, session_version = session_version + 1, updated_at = $4,
         email_verified = email_verified OR $5
       WHERE id = $1 AND session_version = $2 RETURNING id, session_version`,
    [c.userId, c.expectedVersion, c.passwordHash, c.now, c.verifyEmail],
  );
  return rows[0] ? rows[0].session_version : null;
}

// ---------------------------------------------------------------- e-mail change

/** The member's pending new address (one per member: a new request replaces the last). */
export async function upsertEmailChange(
  q: Queryable, c: { userId: string; newEmail: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO email_changes (user_id, new_email, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET new_email = $2, token_hash = $3, created_at = $4, expires_at = $5`,
    [c.userId, c.newEmail, c.tokenHash, c.now, c.expiresAt],
  );
}

/** Withdraws the member's pending change: whether there was one. */
export async function deleteEmailChange(q: Queryable, userId: string): Promise<boolean> {
  return (await q.query('DELETE FROM email_changes WHERE user_id = $1 RETURNING user_id', [userId])).length > 0;
}

/** Takes (deletes) the pending change of a link's token, valid or expired; null when there is none. */
export async function takeEmailChange(q: Queryable, tokenHash: string): Promise<{ user_id: string; new_email: string; expires_at: Date } | null> {
  const rows = await q.query<{ user_id: string; new_email: string; expires_at: Date }>(
    'DELETE FROM email_changes WHERE token_hash = $1 RETURNING user_id, new_email, expires_at',
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** A live (not deleted) member's address and name, locking the row until the transaction ends. */
export async function lockLiveUserContact(q: Queryable, userId: string): Promise<{ email: string; full_name: string } | null> {
  const rows = await q.query<{ email: string; full_name: string }>(
    'SELECT email, full_name FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
    [userId],
  );
  return rows[0] ?? null;
}

/** The member's new address, verified (a link sent there was opened). */
export async function setUserEmail(q: Queryable, userId: string, email: string, now: Date): Promise<void> {
  await q.query('UPDATE users SET email = $2, email_verified = true, updated_at = $3 WHERE id = $1', [userId, email, now]);
}

// ---------------------------------------------------------------- settings

export interface SettingsRow {
  email: string; full_name: string; created_at: Date; base_currency: string | null;
  email_price_alerts: boolean | null; email_product_news: boolean | null; email_payouts: boolean | null; pending_email: string | null;
}

/** The member's account and settings row (nulls where never chosen), with a pending address only while its link is valid. */
export async function findSettingsRow(q: Queryable, userId: string, now: Date): Promise<SettingsRow | null> {
  const rows = await q.query<SettingsRow>(
    `SELECT u.email, u.full_name, u.created_at, s.base_currency, s.email_price_alerts, s.email_product_news, s.email_payouts,
            (SELECT e.new_email FROM email_changes e WHERE e.user_id = u.id AND e.expires_at > $2) AS pending_email
       FROM users u LEFT JOIN account_settings s ON s.user_id = u.id
      WHERE u.id = $1`,
    [userId, now],
  );
  return rows[0] ?? null;
}

/**
 * Writes the given settings, in the order given, in one upsert: a member without a row gets the
 * defaults with these values. Nothing runs when `changes` is empty.
 */
export async function upsertSettings(q: Queryable, userId: string, now: Date, changes: readonly (readonly [SettingsColumn, unknown])[]): Promise<void> {
  if (!changes.length) return;
  const params: unknown[] = [userId, now];
  const sets: string[] = [];
  for (const [column, value] of changes) {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  const columns = sets.map((s) => s.split(' = ')[0]);
  await q.query(
    `INSERT INTO account_settings (user_id, updated_at${columns.map((col) => `, ${col}`).join('')})
         VALUES ($1, $2${sets.map((s) => `, ${s.split(' = ')[1]}`).join('')})
         ON CONFLICT (user_id) DO UPDATE SET updated_at = $2${sets.map((s) => `, ${s}`).join('')}`,
    params,
  );
}

/** A live member's address and name with their choice for one kind of e-mail (null: never chosen); null for no such live member. */
export async function findEmailChoice(
  q: Queryable, userId: string, kind: keyof NotificationChoices,
): Promise<{ email: string; full_name: string; wanted: boolean | null } | null> {
  const column = CHOICE_COLUMNS[kind];
  const rows = await q.query<{ email: string; full_name: string; wanted: boolean | null }>(
    `SELECT u.email, u.full_name, s.${column} AS wanted FROM users u LEFT JOIN account_settings s ON s.user_id = u.id
      WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------- deleting an account (product §14.5)

/** The member's live subscriptions (active, trialing or past due). */
export const listLiveSubscriptionsOfUser = (q: Queryable, userId: string): Promise<{ id: string; provider: string }[]> =>
  q.query<{ id: string; provider: string }>(
    "SELECT id, provider FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'trialing', 'past_due')",
    [userId],
  );

/** Ends a local subscription at once, without settling it. */
export async function cancelSubscriptionNow(q: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await q.query("UPDATE subscriptions SET status = 'cancelled', cancel_at_period_end = false, updated_at = $2 WHERE id = $1", [subscriptionId, now]);
}

/** Voids the member's (as an affiliate) commissions not yet paid out: how many. */
export async function voidUnpaidCommissionsOfUser(q: Queryable, userId: string, now: Date, reason: string): Promise<number> {
  const rows = await q.query(
    `UPDATE conversions SET status = 'voided', voided_at = $2, void_reason = $3, payout_id = NULL, updated_at = $2
      WHERE affiliate_id IN (SELECT id FROM affiliate_profiles WHERE user_id = $1) AND status IN ('pending', 'approved') RETURNING id`,
    [userId, now, reason],
  );
  return rows.length;
}

/** Rejects the member's (as an affiliate) open payout request: how many. */
export async function rejectOpenPayoutsOfUser(q: Queryable, userId: string, now: Date, reason: string): Promise<number> {
  const rows = await q.query(
    `UPDATE payouts SET status = 'rejected', rejection_reason = $3, decided_at = $2
      WHERE affiliate_id IN (SELECT id FROM affiliate_profiles WHERE user_id = $1) AND status = 'requested' RETURNING id`,
    [userId, now, reason],
  );
  return rows.length;
}

export async function deactivateAffiliateProfileOfUser(q: Queryable, userId: string): Promise<void> {
  await q.query("UPDATE affiliate_profiles SET status = 'inactive' WHERE user_id = $1", [userId]);
}

export async function deactivateAffiliateLinksOfUser(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE affiliate_links SET is_active = false WHERE affiliate_id IN (SELECT id FROM affiliate_profiles WHERE user_id = $1)', [userId]);
}

export async function deactivateCouponsOfUser(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE coupons SET is_active = false WHERE affiliate_id IN (SELECT id FROM affiliate_profiles WHERE user_id = $1)', [userId]);
}

/** What deleting an account deletes outright, one statement per table, in this order. */
const MEMBER_DATA_DELETES = [
  'DELETE FROM portfolios WHERE user_id = $1',
  'DELETE FROM transactions WHERE user_id = $1',
  'DELETE FROM portfolio_shares WHERE user_id = $1',
  'DELETE FROM price_alerts WHERE user_id = $1',
  'DELETE FROM notifications WHERE user_id = $1',
  'DELETE FROM friends WHERE user_id = $1 OR friend_id = $1',
  'DELETE FROM payment_methods WHERE user_id = $1',
  'DELETE FROM api_tokens WHERE user_id = $1',
  'DELETE FROM refresh_tokens WHERE user_id = $1',
  'DELETE FROM chartgpt_prompts WHERE user_id = $1',
  'DELETE FROM affiliate_applications WHERE user_id = $1',
  'DELETE FROM referrals WHERE referred_user_id = $1',
  'DELETE FROM intents WHERE user_id = $1',
  'DELETE FROM member_networks WHERE user_id = $1',
  'DELETE FROM subscription_trials WHERE user_id = $1',
  'DELETE FROM email_changes WHERE user_id = $1',
  'DELETE FROM account_settings WHERE user_id = $1',
] as const;

/**
 * Deletes everything of the member's that is not kept for accounting: portfolios (with their
 * transactions and shared links), alerts, notifications, friendships, cards, API tokens, sessions,
 * assistant questions, the affiliate application, the referral, intents, networks, trials, a
 * pending e-mail change and the settings. One DELETE per table, in the caller's transaction.
 */
export async function deleteMemberData(q: Queryable, userId: string): Promise<void> {
  for (const sql of MEMBER_DATA_DELETES) await q.query(sql, [userId]);
}

/** Leaves the user row as an anonymised tombstone: an address no one can own, no password, a new session version. */
export async function anonymiseUser(q: Queryable, userId: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE users SET email = 'deleted-' || id::text || '@deleted.invalid', full_name = 'Deleted member', password_hash = '!',
            email_verified = false, session_version = session_version + 1, deleted_at = $2, updated_at = $2
      WHERE id = $1`,
    [userId, now],
  );
}
