import type { Hono } from 'hono';
import type {
  AffiliateApplication, AffiliateLink, AffiliateProfile, AffiliateProfileSummary, AudienceSize, Coupon, MarketingChannel,
  Milestone, PublicAffiliateLink, TrackResponse,
} from '@pt/api';
import type { AppDeps, AppEnv, CurrentUser } from '../context';
import type { Queryable } from '../db';
import type { Auth } from '../session';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/http';
import { clientKey } from '../lib/clientIp';
import { claimClick, clickDedupePruner } from '../lib/clickDedupe';
import { attributePaidInvoices } from '../payments/affiliateCommission';
import { EMAIL_RE, isUuid, optString, readBody, reqNumber, reqString, type Body } from '../lib/validate';
import { iso, isoOrNull, num } from '../lib/time';

export const AUDIENCE: readonly AudienceSize[] = ['under_1k', '1k_10k', '10k_50k', '50k_100k', '100k_500k', '500k_1m', 'over_1m'];
export const CHANNELS: readonly MarketingChannel[] = ['social_media', 'youtube', 'blog', 'email', 'podcast', 'influencer', 'seo', 'paid_ads', 'other'];

/** Points: 1 per conversion, plus 1 for every 10th click of an affiliate's links. */
export { POINTS_PER_CONVERSION } from '../payments/affiliateCommission';
export const CLICKS_PER_POINT = 10;

export const DEFAULT_MILESTONES = [
  { points: 20, description: 'Bronze: $10 bonus', cash: 10 },
  { points: 50, description: 'Silver: $30 bonus', cash: 30 },
  { points: 100, description: 'Gold: $75 bonus', cash: 75 },
  { points: 250, description: 'Platinum: $200 bonus', cash: 200 },
] as const;

export interface ApplicationRow {
  id: string; user_id: string; full_name: string; email: string; phone: string; website: string | null; social_media: string | null;
  company_name: string | null; location: string; audience_size: AudienceSize; marketing_channels: MarketingChannel[] | string;
  experience_description: string; motivation: string; status: AffiliateApplication['status']; reviewer_notes: string | null;
  reviewed_at: Date | null; created_at: Date; updated_at: Date;
}

export function toApplication(r: ApplicationRow): AffiliateApplication {
  const app: AffiliateApplication = {
    id: r.id, user_id: r.user_id, full_name: r.full_name, email: r.email, phone: r.phone, location: r.location,
    audience_size: r.audience_size,
    marketing_channels: typeof r.marketing_channels === 'string' ? (JSON.parse(r.marketing_channels) as MarketingChannel[]) : r.marketing_channels,
    experience_description: r.experience_description, motivation: r.motivation, status: r.status,
    reviewer_notes: r.reviewer_notes, reviewed_at: isoOrNull(r.reviewed_at), created_at: iso(r.created_at), updated_at: iso(r.updated_at),
  };
  if (r.website) app.website = r.website;
  if (r.social_media) app.social_media = r.social_media;
  if (r.company_name) app.company_name = r.company_name;
  return app;
}

interface ProfileRow { id: string; user_id: string; status: 'active' | 'inactive'; points: number; total_earnings: unknown; total_clicks: number; total_conversions: number; commission_rate: number; created_at: Date }
interface LinkRow { id: string; affiliate_id: string; name: string; discount_rate: number; commission_rate: number; clicks: number; conversions: number; earnings: unknown; is_active: boolean; created_at: Date }
interface CouponRow { id: string; affiliate_id: string; code: string; discount_rate: number; commission_rate: number; uses: number; conversions: number; earnings: unknown; is_active: boolean; created_at: Date }

const toLink = (r: LinkRow): AffiliateLink => ({
  id: r.id, affiliate_id: r.affiliate_id, name: r.name, discount_rate: r.discount_rate, commission_rate: r.commission_rate,
  clicks: r.clicks, conversions: r.conversions, earnings: num(r.earnings), is_active: r.is_active, created_at: iso(r.created_at),
});
const toCoupon = (r: CouponRow): Coupon => ({
  id: r.id, code: r.code, discount_rate: r.discount_rate, commission_rate: r.commission_rate, uses: r.uses,
  conversions: r.conversions, earnings: num(r.earnings), is_active: r.is_active, created_at: iso(r.created_at),
});

/** Creates (or re-activates) the affiliate profile of a user and seeds the default milestones. */
export async function activateAffiliate(q: Queryable, userId: string): Promise<string> {
  const profile = (
    await q.query<{ id: string }>(
      `INSERT INTO affiliate_profiles (user_id, status, commission_rate) VALUES ($1, 'active', 30)
       ON CONFLICT (user_id) DO UPDATE SET status = 'active' RETURNING id`,
      [userId],
    )
  )[0];
  if (!profile) throw new Error('profile not created');
  for (const m of DEFAULT_MILESTONES) {
    await q.query(
      `INSERT INTO milestones (affiliate_id, points_required, reward_description, cash_value) VALUES ($1, $2, $3, $4)
       ON CONFLICT (affiliate_id, points_required) DO NOTHING`,
      [profile.id, m.points, m.description, m.cash],
    );
  }
  return profile.id;
}

/** commission 0-50, discount 0..(50-commission). */
export function rates(body: Body): { commission_rate: number; discount_rate: number } {
  const commission_rate = reqNumber(body, 'commission_rate', { integer: true, min: 0, max: 50 });
  const discount_rate = reqNumber(body, 'discount_rate', { integer: true, min: 0 });
  if (discount_rate > 50 - commission_rate) {
    throw badRequest(`discount_rate must be at most ${50 - commission_rate} (commission plus discount may not exceed 50)`);
  }
  return { commission_rate, discount_rate };
}

export function registerAffiliateRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;
  const pruneClickClaims = clickDedupePruner(db);

  async function profileOf(userId: string): Promise<ProfileRow | undefined> {
    return (await db.query<ProfileRow>('SELECT * FROM affiliate_profiles WHERE user_id = $1', [userId]))[0];
  }
  async function requireAffiliate(user: CurrentUser, action: string): Promise<ProfileRow> {
    const p = await profileOf(user.id);
    if (!p || p.status !== 'active') throw forbidden(`Only an approved affiliate can ${action}`);
    return p;
  }

  app.post('/api/affiliate/applications', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const missing = ['full_name', 'email', 'phone', 'location', 'audience_size', 'experience_description', 'motivation'].filter((f) => {
      const v = body[f];
      return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    });
    const ch = body.marketing_channels;
    if (!Array.isArray(ch) || ch.length === 0) missing.push('marketing_channels');
    if (missing.length) throw badRequest(`Missing required fields: ${missing.join(', ')}`);
    const full_name = reqString(body, 'full_name', { min: 2, max: 200 });
    const email = reqString(body, 'email', { max: 254 });
    if (!EMAIL_RE.test(email)) throw badRequest('Please enter a valid email address');
    const phone = reqString(body, 'phone', { max: 50 });
    const location = reqString(body, 'location', { max: 200 });
    const audience = body.audience_size;
    if (typeof audience !== 'string' || !(AUDIENCE as readonly string[]).includes(audience)) throw badRequest(`audience_size must be one of: ${AUDIENCE.join(', ')}`);
    const channels = ch as unknown[];
    const bad = channels.filter((x) => typeof x !== 'string' || !(CHANNELS as readonly string[]).includes(x));
    if (bad.length) throw badRequest(`marketing_channels must only contain: ${CHANNELS.join(', ')}`);
    const experience = reqString(body, 'experience_description', { min: 50, max: 5000, minMessage: 'experience_description must be at least 50 characters' });
    const motivation = reqString(body, 'motivation', { min: 30, max: 5000, minMessage: 'motivation must be at least 30 characters' });
    const now = clock.now();
    const rows = await db.query<ApplicationRow>(
      `INSERT INTO affiliate_applications (user_id, full_name, email, phone, website, social_media, company_name, location, audience_size,
         marketing_channels, experience_description, motivation, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $13)
       ON CONFLICT (user_id) DO NOTHING RETURNING *`,
      [user.id, full_name, email, phone, optString(body, 'website') ?? null, optString(body, 'social_media') ?? null,
        optString(body, 'company_name') ?? null, location, audience, JSON.stringify([...new Set(channels)]), experience, motivation, now],
    );
    const row = rows[0];
    if (!row) throw conflict('You have already submitted an application');
    return c.json(toApplication(row), 201);
  });

  app.get('/api/affiliate/applications', async (c) => {
    const user = await auth.requireUser(c);
    const row = (await db.query<ApplicationRow>('SELECT * FROM affiliate_applications WHERE user_id = $1', [user.id]))[0];
    return c.json(row ? toApplication(row) : null);
  });

  app.get('/api/affiliate/profile', async (c) => {
    const user = await auth.requireUser(c);
    const p = await profileOf(user.id);
    const res: AffiliateProfileSummary = { is_affiliate: p?.status === 'active', status: p ? p.status : 'none' };
    return c.json(res);
  });

  app.get('/api/affiliate/profile/full', async (c) => {
    const user = await auth.requireUser(c);
    const p = await profileOf(user.id);
    const res: AffiliateProfile = {
      is_affiliate: p?.status === 'active', status: p ? p.status : 'none', id: p?.id ?? null, user_id: user.id,
      full_name: user.full_name, email: user.email, points: p?.points ?? 0, total_earnings: num(p?.total_earnings ?? 0),
      total_clicks: p?.total_clicks ?? 0, total_conversions: p?.total_conversions ?? 0, commission_rate: p?.commission_rate ?? 30,
      created_at: p ? iso(p.created_at) : null,
    };
    return c.json(res);
  });

  app.post('/api/affiliate/coupons', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(user, 'create coupons');
    const body = await readBody(c.req);
    const code = reqString(body, 'code', { requiredMessage: 'Please enter a coupon code name.', max: 40 });
    if (!/^[A-Za-z0-9_-]+$/.test(code)) throw badRequest('code may only contain letters, digits, "-" and "_"');
    const r = rates(body);
    const rows = await db.query<CouponRow>(
      `INSERT INTO coupons (affiliate_id, code, commission_rate, discount_rate, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING *`,
      [p.id, code, r.commission_rate, r.discount_rate, clock.now()],
    );
    if (!rows[0]) throw conflict('Coupon code already exists');
    return c.json(toCoupon(rows[0]), 201);
  });

  app.get('/api/affiliate/coupons', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(user, 'view coupons');
    const rows = await db.query<CouponRow>('SELECT * FROM coupons WHERE affiliate_id = $1 ORDER BY created_at DESC, code', [p.id]);
    return c.json(rows.map(toCoupon));
  });

  app.post('/api/affiliate/links', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(user, 'create links');
    const body = await readBody(c.req);
    const name = reqString(body, 'name', { requiredMessage: 'Please enter a name for your affiliate link.', max: 100 });
    const r = rates(body);
    const rows = await db.query<LinkRow>(
      'INSERT INTO affiliate_links (affiliate_id, name, commission_rate, discount_rate, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *',
      [p.id, name, r.commission_rate, r.discount_rate, clock.now()],
    );
    return c.json(toLink(rows[0] as LinkRow), 201);
  });

  app.get('/api/affiliate/links', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(user, 'view links');
    const rows = await db.query<LinkRow>('SELECT * FROM affiliate_links WHERE affiliate_id = $1 ORDER BY created_at DESC, name', [p.id]);
    return c.json(rows.map(toLink));
  });

  app.get('/api/affiliate/public/links/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Link not found');
    const r = (
      await db.query<LinkRow>(
        `SELECT l.* FROM affiliate_links l JOIN affiliate_profiles p ON p.id = l.affiliate_id WHERE l.id = $1 AND l.is_active AND p.status = 'active'`,
        [id],
      )
    )[0];
    if (!r) throw notFound('Link not found');
    const res: PublicAffiliateLink = { id: r.id, affiliate_id: r.affiliate_id, discount_rate: r.discount_rate, commission_rate: r.commission_rate };
    return c.json(res);
  });

  app.get('/api/affiliate/milestones', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(user, 'view milestones');
    const rows = await db.query<{ id: string; points_required: number; reward_description: string; cash_value: unknown; is_claimed: boolean }>(
      'SELECT * FROM milestones WHERE affiliate_id = $1 ORDER BY points_required',
      [p.id],
    );
    const res: Milestone[] = rows.map((m) => ({ id: m.id, points_required: m.points_required, reward_description: m.reward_description, cash_value: num(m.cash_value), is_claimed: m.is_claimed }));
    return c.json(res);
  });

  app.post('/api/affiliate/track/click', async (c) => {
    const body = await readBody(c.req);
    const linkId = reqString(body, 'link_id', { max: 64 });
    if (!isUuid(linkId)) throw notFound('Link not found');
    const now = clock.now();
    // The visitor is the client address only: headers such as the user agent are the client's to change.
    const visitor = clientKey(c, deps.config);
    const link = (
      await db.query<{ id: string }>(
        `SELECT l.id FROM affiliate_links l JOIN affiliate_profiles p ON p.id = l.affiliate_id WHERE l.id = $1 AND l.is_active AND p.status = 'active'`,
        [linkId],
      )
    )[0];
    if (!link) throw notFound('Link not found');
    const res: TrackResponse = { ok: true };
    await pruneClickClaims(now);
    await db.transaction(async (tx) => {
      // A repeat within the minute answers the same { ok: true } without counting.
      if (!(await claimClick(tx, linkId, visitor, now))) return;
      await tx.query('INSERT INTO clicks (link_id, visitor_hash, created_at) VALUES ($1, $2, $3)', [linkId, visitor, now]);
      const l = (await tx.query<{ affiliate_id: string }>('UPDATE affiliate_links SET clicks = clicks + 1 WHERE id = $1 RETURNING affiliate_id', [linkId]))[0];
      if (l) {
        await tx.query(
          `UPDATE affiliate_profiles SET total_clicks = total_clicks + 1,
             points = points + CASE WHEN (total_clicks + 1) % ${CLICKS_PER_POINT} = 0 THEN 1 ELSE 0 END WHERE id = $1`,
          [l.affiliate_id],
        );
      }
    });
    return c.json(res);
  });

  app.post('/api/affiliate/referrals', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const affiliateId = reqString(body, 'affiliate_id', { max: 64 });
    const linkId = optString(body, 'link_id', 64);
    const couponCode = optString(body, 'coupon_code', 40);
    if (!isUuid(affiliateId)) throw notFound('Affiliate not found');
    const aff = (await db.query<ProfileRow>(`SELECT * FROM affiliate_profiles WHERE id = $1 AND status = 'active'`, [affiliateId]))[0];
    if (!aff) throw notFound('Affiliate not found');
    if (aff.user_id === user.id) throw badRequest('You cannot refer yourself');
    let link: string | null = null;
    if (linkId) {
      const l = isUuid(linkId) ? (await db.query<{ id: string }>('SELECT id FROM affiliate_links WHERE id = $1 AND affiliate_id = $2', [linkId, aff.id]))[0] : undefined;
      if (!l) throw notFound('Link not found for this affiliate');
      link = l.id;
    }
    let coupon: string | null = null;
    if (couponCode) {
      const cp = (await db.query<{ id: string }>('SELECT id FROM coupons WHERE lower(code) = lower($1) AND affiliate_id = $2 AND is_active', [couponCode, aff.id]))[0];
      if (!cp) throw notFound('Coupon not found for this affiliate');
      coupon = cp.id;
    }
    // The first referral of a user is the one that counts (unique per referred user); its coupon use is counted with it.
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO referrals (affiliate_id, referred_user_id, link_id, coupon_id, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (referred_user_id) DO NOTHING RETURNING id`,
        [aff.id, user.id, link, coupon, clock.now()],
      );
      if (rows[0] && coupon) await tx.query('UPDATE coupons SET uses = uses + 1 WHERE id = $1', [coupon]);
      return rows;
    });
    const res: TrackResponse = { ok: true };
    return c.json(res, inserted[0] ? 201 : 200);
  });

  app.post('/api/affiliate/track/conversion', async (c) => {
    const body = await readBody(c.req);
    const referred = typeof body.referred_user_id === 'string' ? body.referred_user_id.trim() : '';
    if (!referred) throw badRequest('referred_user_id is required');
    const user = await auth.optionalUser(c);
    if (!user) throw unauthorized('Sign in to record a conversion');
    if (referred !== 'current' && referred !== user.id) throw forbidden('A conversion can only be recorded for the signed-in user');
    // The client's `amount` is ignored: commission comes only from money that was paid. A paid invoice records its
    // conversion when it is paid; this call records any of the member's paid invoices still without one (once each).
    const recorded = await db.transaction((tx) => attributePaidInvoices(tx, user.id, clock.now()));
    const res: TrackResponse = { ok: true };
    return c.json(res, recorded > 0 ? 201 : 200);
  });
}
