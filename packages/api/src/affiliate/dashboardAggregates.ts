import type { AffiliateLink, AffiliateProfile, Coupon } from './types';

export interface DashboardAggregates {
  points: number;
  totalEarnings: number;
  activeLinks: number;
  totalClicks: number;
  conversions: number;
  /** Percent of clicks that converted, one decimal; 0 without clicks. */
  conversionRate: number;
  activeCoupons: number;
}

const num = (v: unknown) => (Number.isFinite(v) ? (v as number) : 0);
/** Half-up rounding that ignores binary noise (74.975 -> 74.98). */
export const roundTo = (n: number, decimals: number): number => Math.round(Number((n * 10 ** decimals).toPrecision(12))) / 10 ** decimals;

/**
 * product §3 dashboard numbers. Decision: points, earnings, clicks and conversions come
 * from the profile's running totals (the server owns them); active counts from the lists.
 */
export function dashboardAggregates(
  profile: Partial<Pick<AffiliateProfile, 'points' | 'total_earnings' | 'total_clicks' | 'total_conversions'>> | null | undefined,
  links: readonly Pick<AffiliateLink, 'is_active'>[] = [],
  coupons: readonly Pick<Coupon, 'is_active'>[] = [],
): DashboardAggregates {
  const clicks = num(profile?.total_clicks);
  const conversions = num(profile?.total_conversions);
  return {
    points: num(profile?.points),
    totalEarnings: num(profile?.total_earnings),
    activeLinks: links.filter((l) => l.is_active).length,
    totalClicks: clicks,
    conversions,
    conversionRate: clicks > 0 ? roundTo((conversions / clicks) * 100, 1) : 0,
    activeCoupons: coupons.filter((c) => c.is_active).length,
  };
}

/** Request Payout shows only from $50 of total earnings (product §9). */
export const MIN_PAYOUT = 50;
export const canRequestPayout = (totalEarnings: number): boolean => totalEarnings >= MIN_PAYOUT;
