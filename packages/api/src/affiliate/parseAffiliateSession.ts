import type { ReferralRequest } from './types';

export interface AffiliateSession {
  affiliateId: string;
  linkId: string | null;
  couponCode: string | null;
  discountRate: number | null;
  commissionRate: number | null;
  firstClickAt: string;
  lastSeenAt: string;
}

export type AffiliateParams = URLSearchParams | string | Record<string, string | null | undefined>;

const get = (p: AffiliateParams, k: string): string | null => {
  if (typeof p === 'string') return new URLSearchParams(p).get(k);
  if (p instanceof URLSearchParams) return p.get(k);
  const v = p[k];
  return typeof v === 'string' ? v : null;
};
const text = (v: string | null) => (v && v.trim() ? v.trim() : null);
const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? parseInt(v, 10) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
};

/** The URL parameters ref (required), link, coupon, discount, commission (integers); null without ref. */
export function parseAffiliateParams(params: AffiliateParams, now: Date = new Date()): AffiliateSession | null {
  try {
    const affiliateId = text(get(params, 'ref'));
    if (!affiliateId) return null;
    const at = now.toISOString();
    return {
      affiliateId,
      linkId: text(get(params, 'link')),
      couponCode: text(get(params, 'coupon')),
      discountRate: int(get(params, 'discount')),
      commissionRate: int(get(params, 'commission')),
      firstClickAt: at,
      lastSeenAt: at,
    };
  } catch {
    return null;
  }
}

/** A stored session (JSON text or object); null when it has no affiliateId or is corrupt. Never throws. */
export function parseAffiliateSession(raw: unknown): AffiliateSession | null {
  try {
    const v: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (typeof v !== 'object' || v === null) return null;
    const r = v as Record<string, unknown>;
    const s = (x: unknown) => (typeof x === 'string' && x ? x : null);
    const affiliateId = s(r.affiliateId);
    if (!affiliateId) return null;
    return {
      affiliateId,
      linkId: s(r.linkId),
      couponCode: s(r.couponCode),
      discountRate: int(r.discountRate),
      commissionRate: int(r.commissionRate),
      firstClickAt: s(r.firstClickAt) ?? '',
      lastSeenAt: s(r.lastSeenAt) ?? '',
    };
  } catch {
    return null;
  }
}

/** POST /api/affiliate/referrals body for a session. */
export const toReferralRequest = (s: AffiliateSession): ReferralRequest => ({ affiliate_id: s.affiliateId, link_id: s.linkId, coupon_code: s.couponCode });
