// Database rows of the affiliate programme and their wire shapes (the types `@pt/api` exports).
import type { AffiliateApplication, AffiliateLink, AudienceSize, Coupon, MarketingChannel } from '@pt/api';
import { iso, isoOrNull, num } from '../lib/time';

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

/**
 * Links and coupons with their conversions and earnings summed over the ledger (entries not voided), so
 * the tables agree with the commission history; the tables' own counters for them are no longer written.
 */
const LEDGER_SUMS = (key: 'link_id' | 'coupon_id', alias: string) =>
  `(SELECT count(*)::int FROM conversions c WHERE c.${key} = ${alias}.id AND c.status <> 'voided') AS conversions,
   (SELECT COALESCE(sum(c.commission), 0) FROM conversions c WHERE c.${key} = ${alias}.id AND c.status <> 'voided') AS earnings`;
export const LINK_SELECT = `SELECT l.id, l.affiliate_id, l.name, l.discount_rate, l.commission_rate, l.clicks, l.is_active, l.created_at,
  ${LEDGER_SUMS('link_id', 'l')} FROM affiliate_links l`;
export const COUPON_SELECT = `SELECT k.id, k.affiliate_id, k.code, k.discount_rate, k.commission_rate, k.uses, k.is_active, k.created_at,
  ${LEDGER_SUMS('coupon_id', 'k')} FROM coupons k`;

export const toLink = (r: LinkRow): AffiliateLink => ({
  id: r.id, affiliate_id: r.affiliate_id, name: r.name, discount_rate: r.discount_rate, commission_rate: r.commission_rate,
  clicks: r.clicks, conversions: r.conversions, earnings: num(r.earnings), is_active: r.is_active, created_at: iso(r.created_at),
});

export const toCoupon = (r: CouponRow): Coupon => ({
  id: r.id, code: r.code, discount_rate: r.discount_rate, commission_rate: r.commission_rate, uses: r.uses,
  conversions: r.conversions, earnings: num(r.earnings), is_active: r.is_active, created_at: iso(r.created_at),
});
