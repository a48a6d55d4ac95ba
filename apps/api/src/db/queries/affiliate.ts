// The SQL of the affiliate programme's members (product §16.4): profiles and their lock, applications
// and their review, milestones, links, coupons, referrals and the networks fraud signals compare. The
// ledger is in commissions.ts, payouts in payouts.ts, clicks in clicks.ts. Each function is one
// statement on whatever it is given (the pool or a transaction); the caller decides what runs under one lock.
import type { AudienceSize, AffiliateApplication, FraudFlag, MarketingChannel } from '@pt/api';
import type { Queryable } from '../Db';

export interface ApplicationRow {
  id: string; user_id: string; full_name: string; email: string; phone: string; website: string | null; social_media: string | null;
  company_name: string | null; location: string; audience_size: AudienceSize; marketing_channels: MarketingChannel[] | string;
  experience_description: string; motivation: string; status: AffiliateApplication['status']; reviewer_notes: string | null;
  reviewed_at: Date | null; created_at: Date; updated_at: Date;
}

/** An application with its reviewer's e-mail and the fraud flags taken when it was sent (the admin's view). */
export type AdminApplicationRow = ApplicationRow & { reviewer_email: string | null; flags: FraudFlag[] | string };

/** total_earnings and total_conversions are no longer written: the ledger's sums (ledgerTotals) are the figures. */
export interface ProfileRow {
  id: string; user_id: string; status: 'active' | 'inactive'; points: number; total_clicks: number; commission_rate: number; created_at: Date;
}
export interface LinkRow {
  id: string; affiliate_id: string; name: string; discount_rate: number; commission_rate: number; clicks: number; conversions: number;
  earnings: unknown; is_active: boolean; created_at: Date;
}
export interface CouponRow {
  id: string; affiliate_id: string; code: string; discount_rate: number; commission_rate: number; uses: number; conversions: number;
  earnings: unknown; is_active: boolean; created_at: Date;
}
export interface MilestoneRow { id: string; points_required: number; reward_description: string; cash_value: unknown; is_claimed: boolean }

// ---- Profiles ---------------------------------------------------------------------------------

/**
 * Takes the affiliate's member lock (their users row, FOR NO KEY UPDATE, as withUserLock does) in the
 * caller's transaction; the member's user id, or null when there is no such affiliate.
 */
export async function lockAffiliateMember(q: Queryable, affiliateId: string): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    'SELECT u.id FROM users u JOIN affiliate_profiles p ON p.user_id = u.id WHERE p.id = $1 FOR NO KEY UPDATE OF u',
    [affiliateId],
  );
  return rows[0]?.id ?? null;
}

/** Creates (or re-activates) the member's profile at `commissionRate`; its id. */
export async function upsertActiveProfile(q: Queryable, userId: string, commissionRate: number): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO affiliate_profiles (user_id, status, commission_rate) VALUES ($1, 'active', $2)
     ON CONFLICT (user_id) DO UPDATE SET status = 'active' RETURNING id`,
    [userId, commissionRate],
  );
  return rows[0]?.id ?? null;
}

export async function findProfileOfUser(q: Queryable, userId: string): Promise<ProfileRow | undefined> {
  return (await q.query<ProfileRow>('SELECT * FROM affiliate_profiles WHERE user_id = $1', [userId]))[0];
}

export async function findActiveProfile(q: Queryable, affiliateId: string): Promise<ProfileRow | undefined> {
  return (await q.query<ProfileRow>(`SELECT * FROM affiliate_profiles WHERE id = $1 AND status = 'active'`, [affiliateId]))[0];
}

/** The affiliate's account e-mail and the e-mail of their application, for the self-referral signal. */
export async function findAffiliateContact(q: Queryable, affiliateId: string): Promise<{ user_id: string; email: string; application_email: string | null } | undefined> {
  return (await q.query<{ user_id: string; email: string; application_email: string | null }>(
    `SELECT u.id AS user_id, u.email, a.email AS application_email FROM affiliate_profiles p JOIN users u ON u.id = p.user_id
     LEFT JOIN affiliate_applications a ON a.user_id = u.id WHERE p.id = $1`,
    [affiliateId],
  ))[0];
}

/** A member's e-mail and sign-up time (the customer of a conversion). */
export async function findMemberEmailAndSignUp(q: Queryable, userId: string): Promise<{ email: string; created_at: Date } | undefined> {
  return (await q.query<{ email: string; created_at: Date }>('SELECT email, created_at FROM users WHERE id = $1', [userId]))[0];
}

export async function addProfilePoints(q: Queryable, affiliateId: string, points: number): Promise<void> {
  await q.query('UPDATE affiliate_profiles SET points = points + $2 WHERE id = $1', [affiliateId, points]);
}

/** Takes `points` back, never below zero. */
export async function removeProfilePoints(q: Queryable, affiliateId: string, points: number): Promise<void> {
  await q.query('UPDATE affiliate_profiles SET points = GREATEST(points - $2, 0) WHERE id = $1', [affiliateId, points]);
}

// ---- Milestones -------------------------------------------------------------------------------

/** Gives the affiliate one milestone unless it has one at that many points. */
export async function insertMilestoneIfMissing(q: Queryable, affiliateId: string, m: { points: number; description: string; cash: number }): Promise<void> {
  await q.query(
    `INSERT INTO milestones (affiliate_id, points_required, reward_description, cash_value) VALUES ($1, $2, $3, $4)
     ON CONFLICT (affiliate_id, points_required) DO NOTHING`,
    [affiliateId, m.points, m.description, m.cash],
  );
}

export const listMilestones = (q: Queryable, affiliateId: string): Promise<MilestoneRow[]> =>
  q.query<MilestoneRow>('SELECT * FROM milestones WHERE affiliate_id = $1 ORDER BY points_required', [affiliateId]);

// ---- Applications -----------------------------------------------------------------------------

export async function hasApplication(q: Queryable, userId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM affiliate_applications WHERE user_id = $1', [userId])).length > 0;
}

export async function findApplicationOfUser(q: Queryable, userId: string): Promise<ApplicationRow | undefined> {
  return (await q.query<ApplicationRow>('SELECT * FROM affiliate_applications WHERE user_id = $1', [userId]))[0];
}

export interface NewApplication {
  full_name: string; email: string; phone: string; website?: string | null; social_media?: string | null; company_name?: string | null;
  location: string; audience_size: AudienceSize; marketing_channels: readonly MarketingChannel[]; experience_description: string; motivation: string;
}

/** Stores the member's application with its fraud flags; undefined when they already have one. */
export async function insertApplication(q: Queryable, userId: string, a: NewApplication, flags: readonly FraudFlag[], now: Date): Promise<ApplicationRow | undefined> {
  return (await q.query<ApplicationRow>(
    `INSERT INTO affiliate_applications (user_id, full_name, email, phone, website, social_media, company_name, location, audience_size,
       marketing_channels, experience_description, motivation, flags, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13::jsonb, $14, $14)
     ON CONFLICT (user_id) DO NOTHING RETURNING *`,
    [userId, a.full_name, a.email, a.phone, a.website ?? null, a.social_media ?? null, a.company_name ?? null, a.location, a.audience_size,
      JSON.stringify(a.marketing_channels), a.experience_description, a.motivation, JSON.stringify(flags), now],
  ))[0];
}

const ADMIN_APPLICATION_SELECT = `SELECT a.*, r.email AS reviewer_email FROM affiliate_applications a LEFT JOIN users r ON r.id = a.reviewer_id`;

/** Every application (or those of one status), newest first, as admins see them. */
export const listAdminApplications = (q: Queryable, status: string | null): Promise<AdminApplicationRow[]> =>
  q.query<AdminApplicationRow>(`${ADMIN_APPLICATION_SELECT} WHERE ($1::text IS NULL OR a.status = $1) ORDER BY a.created_at DESC`, [status]);

export async function findAdminApplication(q: Queryable, id: string): Promise<AdminApplicationRow | undefined> {
  return (await q.query<AdminApplicationRow>(`${ADMIN_APPLICATION_SELECT} WHERE a.id = $1`, [id]))[0];
}

export const countApplicationsByStatus = (q: Queryable): Promise<{ status: string; n: number }[]> =>
  q.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM affiliate_applications GROUP BY status');

/** The application, its row locked (FOR UPDATE) until the caller's transaction ends. */
export async function lockApplication(q: Queryable, id: string): Promise<ApplicationRow | undefined> {
  return (await q.query<ApplicationRow>('SELECT * FROM affiliate_applications WHERE id = $1 FOR UPDATE', [id]))[0];
}

export async function updateApplicationDecision(
  q: Queryable, id: string, d: { status: 'approved' | 'rejected'; notes: string | null; reviewerId: string; at: Date },
): Promise<void> {
  await q.query(
    'UPDATE affiliate_applications SET status = $2, reviewer_notes = $3, reviewer_id = $4, reviewed_at = $5, updated_at = $5 WHERE id = $1',
    [id, d.status, d.notes, d.reviewerId, d.at],
  );
}

// ---- Links and coupons ------------------------------------------------------------------------

/**
 * Links and coupons with their conversions and earnings summed over the ledger (entries not voided), so
 * the tables agree with the commission history; the tables' own counters for them are no longer written.
 */
const LEDGER_SUMS = (key: 'link_id' | 'coupon_id', alias: string) =>
  `(SELECT count(*)::int FROM conversions c WHERE c.${key} = ${alias}.id AND c.status <> 'voided') AS conversions,
   (SELECT COALESCE(sum(c.commission), 0) FROM conversions c WHERE c.${key} = ${alias}.id AND c.status <> 'voided') AS earnings`;
const LINK_SELECT = `SELECT l.id, l.affiliate_id, l.name, l.discount_rate, l.commission_rate, l.clicks, l.is_active, l.created_at,
  ${LEDGER_SUMS('link_id', 'l')} FROM affiliate_links l`;
const COUPON_SELECT = `SELECT k.id, k.affiliate_id, k.code, k.discount_rate, k.commission_rate, k.uses, k.is_active, k.created_at,
  ${LEDGER_SUMS('coupon_id', 'k')} FROM coupons k`;

export interface NewRates { commission_rate: number; discount_rate: number }

/** A new coupon; undefined when its code is taken. */
export async function insertCoupon(q: Queryable, affiliateId: string, code: string, r: NewRates, now: Date): Promise<CouponRow | undefined> {
  return (await q.query<CouponRow>(
    `INSERT INTO coupons (affiliate_id, code, commission_rate, discount_rate, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING *`,
    [affiliateId, code, r.commission_rate, r.discount_rate, now],
  ))[0];
}

export const listCoupons = (q: Queryable, affiliateId: string): Promise<CouponRow[]> =>
  q.query<CouponRow>(`${COUPON_SELECT} WHERE k.affiliate_id = $1 ORDER BY k.created_at DESC, k.code`, [affiliateId]);

export async function insertLink(q: Queryable, affiliateId: string, name: string, r: NewRates, now: Date): Promise<LinkRow> {
  const rows = await q.query<LinkRow>(
    'INSERT INTO affiliate_links (affiliate_id, name, commission_rate, discount_rate, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [affiliateId, name, r.commission_rate, r.discount_rate, now],
  );
  return rows[0] as LinkRow;
}

export const listLinks = (q: Queryable, affiliateId: string): Promise<LinkRow[]> =>
  q.query<LinkRow>(`${LINK_SELECT} WHERE l.affiliate_id = $1 ORDER BY l.created_at DESC, l.name`, [affiliateId]);

/** An active link of an active affiliate (what a visitor may follow). */
export async function findPublicLink(q: Queryable, id: string): Promise<LinkRow | undefined> {
  return (await q.query<LinkRow>(
    `SELECT l.* FROM affiliate_links l JOIN affiliate_profiles p ON p.id = l.affiliate_id WHERE l.id = $1 AND l.is_active AND p.status = 'active'`,
    [id],
  ))[0];
}

/** Whether the link is active and its affiliate too (a click on it counts). */
export async function isLinkTrackable(q: Queryable, id: string): Promise<boolean> {
  return (await q.query<{ id: string }>(
    `SELECT l.id FROM affiliate_links l JOIN affiliate_profiles p ON p.id = l.affiliate_id WHERE l.id = $1 AND l.is_active AND p.status = 'active'`,
    [id],
  )).length > 0;
}

export async function findLinkOfAffiliate(q: Queryable, linkId: string, affiliateId: string): Promise<{ id: string; discount_rate: number } | undefined> {
  return (await q.query<{ id: string; discount_rate: number }>('SELECT id, discount_rate FROM affiliate_links WHERE id = $1 AND affiliate_id = $2', [linkId, affiliateId]))[0];
}

/** An active coupon of the affiliate by its code, any case. */
export async function findActiveCouponByCode(q: Queryable, code: string, affiliateId: string): Promise<{ id: string; discount_rate: number } | undefined> {
  return (await q.query<{ id: string; discount_rate: number }>(
    'SELECT id, discount_rate FROM coupons WHERE lower(code) = lower($1) AND affiliate_id = $2 AND is_active', [code, affiliateId],
  ))[0];
}

export async function countCouponUse(q: Queryable, couponId: string): Promise<void> {
  await q.query('UPDATE coupons SET uses = uses + 1 WHERE id = $1', [couponId]);
}

// ---- Referrals --------------------------------------------------------------------------------

/** The member's referral; false when they already have one (the first one counts). */
export async function insertReferral(
  q: Queryable, r: { affiliateId: string; userId: string; linkId: string | null; couponId: string | null; discountRate: number; at: Date },
): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO referrals (affiliate_id, referred_user_id, link_id, coupon_id, discount_rate, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (referred_user_id) DO NOTHING RETURNING id`,
    [r.affiliateId, r.userId, r.linkId, r.couponId, r.discountRate, r.at],
  );
  return rows.length > 0;
}

export interface ReferralRow { affiliate_id: string; link_id: string | null; coupon_id: string | null; created_at: Date }

/** The member's referral if it was made by `at`. */
export async function findReferralBefore(q: Queryable, userId: string, at: Date): Promise<ReferralRow | undefined> {
  return (await q.query<ReferralRow>(
    'SELECT affiliate_id, link_id, coupon_id, created_at FROM referrals WHERE referred_user_id = $1 AND created_at <= $2',
    [userId, at],
  ))[0];
}

export interface ReferredCustomerRow {
  id: string; email: string; referred_at: Date; link_id: string | null; link_name: string | null; coupon_id: string | null; coupon_code: string | null;
  plan: string | null; first_paid_at: Date; total_paid: unknown; commission: unknown; all_refunded: boolean;
}

/** The affiliate's referred members who paid, with their plan, what they paid and the commission on it. */
export const listReferredCustomers = (q: Queryable, affiliateId: string): Promise<ReferredCustomerRow[]> =>
  q.query<ReferredCustomerRow>(
    `SELECT r.id, u.email, r.created_at AS referred_at, r.link_id, l.name AS link_name, r.coupon_id, k.code AS coupon_code,
       (SELECT s.plan_id FROM subscriptions s WHERE s.user_id = u.id AND s.status IN ('active', 'trialing', 'past_due') ORDER BY s.created_at DESC LIMIT 1) AS plan,
       min(COALESCE(i.created_at, c.created_at)) AS first_paid_at,
       sum(CASE WHEN i.id IS NULL THEN c.amount ELSE (i.amount_paid - i.amount_refunded) / 100.0 END) AS total_paid,
       COALESCE(sum(c.commission) FILTER (WHERE c.status <> 'voided'), 0) AS commission,
       bool_and(i.refunded_at IS NOT NULL) AS all_refunded
     FROM referrals r
     JOIN users u ON u.id = r.referred_user_id
     JOIN conversions c ON c.referred_user_id = r.referred_user_id AND c.affiliate_id = r.affiliate_id
     LEFT JOIN invoices i ON i.id = c.invoice_id
     LEFT JOIN affiliate_links l ON l.id = r.link_id
     LEFT JOIN coupons k ON k.id = r.coupon_id
     WHERE r.affiliate_id = $1
     GROUP BY r.id, u.id, l.name, k.code
     ORDER BY first_paid_at DESC, r.id`,
    [affiliateId],
  );

// ---- Networks (fraud signals) -----------------------------------------------------------------

/** Remembers that a member was seen on a network (the first time per source counts). */
export async function insertMemberNetwork(q: Queryable, userId: string, network: string, source: string, at: Date): Promise<void> {
  await q.query(
    'INSERT INTO member_networks (user_id, network_hash, source, seen_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [userId, network, source, at],
  );
}

/** The networks a member was seen on, for the given sources. */
export async function listMemberNetworks(q: Queryable, userId: string, sources: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ network_hash: string }>(
    'SELECT DISTINCT network_hash FROM member_networks WHERE user_id = $1 AND source = ANY($2::text[])',
    [userId, sources],
  );
  return rows.map((r) => r.network_hash);
}

/** How many other members signed up from one of `networks` since `since`. */
export async function countOtherSignUpsOnNetworks(q: Queryable, networks: readonly string[], userId: string, since: Date): Promise<number> {
  return Number((await q.query<{ n: number }>(
    `SELECT count(DISTINCT user_id)::int AS n FROM member_networks
     WHERE network_hash = ANY($1::text[]) AND source = 'signup' AND user_id <> $2 AND seen_at >= $3`,
    [networks, userId, since],
  ))[0]?.n ?? 0);
}

/** How many members signed up from `network` between `from` and `to`. */
export async function countSignUpsOnNetworkBetween(q: Queryable, network: string, from: Date, to: Date): Promise<number> {
  return Number((await q.query<{ n: number }>(
    `SELECT count(DISTINCT user_id)::int AS n FROM member_networks WHERE network_hash = $1 AND source = 'signup' AND seen_at BETWEEN $2 AND $3`,
    [network, from, to],
  ))[0]?.n ?? 0);
}
