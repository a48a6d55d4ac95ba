// Database rows of the affiliate programme and their wire shapes (the types `@pt/api` exports).
import type { AffiliateApplication, AffiliateLink, Coupon, MarketingChannel } from '@pt/api';
import { iso, isoOrNull, num } from '../lib/time';
import type { ApplicationRow, CouponRow, LinkRow } from '../db/queries/affiliate';

export type { ApplicationRow, CouponRow, LinkRow, ProfileRow } from '../db/queries/affiliate';

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

export const toLink = (r: LinkRow): AffiliateLink => ({
  id: r.id, affiliate_id: r.affiliate_id, name: r.name, discount_rate: r.discount_rate, commission_rate: r.commission_rate,
  clicks: r.clicks, conversions: r.conversions, earnings: num(r.earnings), is_active: r.is_active, created_at: iso(r.created_at),
});

export const toCoupon = (r: CouponRow): Coupon => ({
  id: r.id, code: r.code, discount_rate: r.discount_rate, commission_rate: r.commission_rate, uses: r.uses,
  conversions: r.conversions, earnings: num(r.earnings), is_active: r.is_active, created_at: iso(r.created_at),
});
