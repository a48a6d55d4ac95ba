import { parseJsonObject } from '../json/parseJsonObject';
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

/** One URL parameter, trimmed; null when absent or blank. */
export function readParam(params: AffiliateParams, key: string): string | null {
  const v = typeof params === 'string' ? new URLSearchParams(params).get(key) : params instanceof URLSearchParams ? params.get(key) : params[key];
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/** A stored session (JSON text or object); null when it has no affiliateId or is corrupt. Rates become integers. Never throws. */
export function parseAffiliateSession(raw: unknown): AffiliateSession | null {
  try {
    const o = parseJsonObject(raw);
    if (!o) return null;
    const s = (x: unknown) => (typeof x === 'string' && x ? x : null);
    const int = (x: unknown) => {
      const n = typeof x === 'string' ? parseInt(x, 10) : x;
      return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : null;
    };
    const affiliateId = s(o.affiliateId);
    return affiliateId
      ? {
          affiliateId,
          linkId: s(o.linkId),
          couponCode: s(o.couponCode),
          discountRate: int(o.discountRate),
          commissionRate: int(o.commissionRate),
          firstClickAt: s(o.firstClickAt) ?? '',
          lastSeenAt: s(o.lastSeenAt) ?? '',
        }
      : null;
  } catch {
    return null;
  }
}

/** The URL parameters ref (required), link, coupon, discount, commission (integers); null without ref. */
export function parseAffiliateParams(params: AffiliateParams, now: Date = new Date()): AffiliateSession | null {
  try {
    const p = (k: string) => readParam(params, k);
    const at = now.toISOString();
    return parseAffiliateSession({ affiliateId: p('ref'), linkId: p('link'), couponCode: p('coupon'), discountRate: p('discount'), commissionRate: p('commission'), firstClickAt: at, lastSeenAt: at });
  } catch {
    return null;
  }
}

/** POST /api/affiliate/referrals body for a session. */
export const toReferralRequest = (s: AffiliateSession): ReferralRequest => ({ affiliate_id: s.affiliateId, link_id: s.linkId, coupon_code: s.couponCode });
