// Wire types of product §3 and §7 "Affiliate".
import type { CommissionBalance, FraudFlag } from './ledgerTypes';

export const AUDIENCE_SIZES = ['under_1k', '1k_10k', '10k_50k', '50k_100k', '100k_500k', '500k_1m', 'over_1m'] as const;
export type AudienceSize = (typeof AUDIENCE_SIZES)[number];

export const MARKETING_CHANNELS = ['social_media', 'youtube', 'blog', 'email', 'podcast', 'influencer', 'seo', 'paid_ads', 'other'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface AffiliateApplicationInput {
  full_name: string;
  email: string;
  phone: string;
  website?: string;
  social_media?: string;
  company_name?: string;
  location: string;
  audience_size: AudienceSize;
  marketing_channels: MarketingChannel[];
  experience_description: string;
  motivation: string;
}

export interface AffiliateApplication extends AffiliateApplicationInput {
  id: string;
  user_id: string;
  status: ApplicationStatus;
  reviewer_notes: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/affiliate/profile */
export interface AffiliateProfileSummary {
  is_affiliate: boolean;
  /** 'active' counts as approved (product §3). */
  status: 'active' | 'inactive' | 'none';
}

/** GET /api/affiliate/profile/full */
export interface AffiliateProfile extends AffiliateProfileSummary {
  id: string | null;
  user_id: string;
  full_name: string;
  email: string;
  points: number;
  total_earnings: number;
  total_clicks: number;
  total_conversions: number;
  commission_rate: number;
  created_at: string | null;
  /** The commission ledger summed by status (reference server); the figures above are read from the same ledger. */
  balance?: CommissionBalance;
}

export interface AffiliateLink {
  id: string;
  affiliate_id: string;
  name: string;
  discount_rate: number;
  commission_rate: number;
  clicks: number;
  conversions: number;
  earnings: number;
  is_active: boolean;
  created_at: string;
}

export interface CreateLinkRequest { name: string; commission_rate: number; discount_rate: number }

export interface Coupon {
  id: string;
  code: string;
  commission_rate: number;
  discount_rate: number;
  uses: number;
  conversions: number;
  earnings: number;
  is_active: boolean;
  created_at: string;
}

export interface CreateCouponRequest { code: string; commission_rate: number; discount_rate: number }

/** GET /api/affiliate/public/links/{id}: what a visitor may learn about a link. */
export interface PublicAffiliateLink { id: string; affiliate_id: string; discount_rate: number; commission_rate: number }

export interface Milestone {
  id: string;
  points_required: number;
  reward_description: string;
  /** One-time cash bonus in dollars (product §3 calls it cashValue elsewhere). */
  cash_value: number;
  is_claimed: boolean;
}

export interface TrackClickRequest { link_id: string }
/** referred_user_id is the literal 'current' when signed in, otherwise empty (product §7). */
export interface TrackConversionRequest { referred_user_id: string; amount: number }
export interface ReferralRequest { affiliate_id: string; link_id: string | null; coupon_code: string | null }
export interface TrackResponse { ok: true }

/** Admin review (added by the reference server). */
export interface AdminApplication extends AffiliateApplication {
  reviewer_email: string | null;
  /** Fraud signals seen when the application was submitted (a disposable e-mail domain, a network shared with many sign-ups). */
  flags: FraudFlag[];
}
export interface ApplicationCounts { pending: number; approved: number; rejected: number; total: number }
export interface AdminApplicationList { applications: AdminApplication[]; counts: ApplicationCounts }
export interface ReviewRequest { notes?: string }
