import { useCallback, useMemo } from 'react';
import {
  canRequestPayout, dashboardAggregates, messages, milestoneState, nextMilestoneProgress, NEXT_MILESTONE_POINTS,
  type AffiliateLink, type AffiliateProfile, type ApiError, type CommissionBalance, type Coupon, type DashboardAggregates, type Milestone, type MilestoneState,
} from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useAffiliateStatus } from './useAffiliateStatus';

export type DashboardState =
  /** Not an approved affiliate: nothing is loaded (product §4). */
  | { status: 'notApproved' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError; message: string }
  | {
    status: 'ready';
    profile: AffiliateProfile;
    links: AffiliateLink[];
    coupons: Coupon[];
    milestones: (Milestone & { state: MilestoneState })[];
    aggregates: DashboardAggregates;
    /** Progress bar percent towards the next milestone (20 points). */
    nextMilestoneProgress: number;
    nextMilestonePoints: number;
    /** product §9: Request Payout shows from $50 of total earnings (what it may ask for: usePayouts().request). */
    canRequestPayout: boolean;
    /** The commission ledger by status (pending, held, approved, available, requested, paid, voided); null from a server without a ledger. */
    balance: CommissionBalance | null;
  };

/**
 * The approved affiliate's dashboard data (product §2, §3): profile, links, coupons,
 * milestones with their state, aggregates; loads only once approved. The reference server's
 * earnings and conversions are sums over the commission ledger, so the stat cards agree with the
 * history (useCommissions); `balance` splits them by status. A failed load is
 * 'Failed to load affiliate data. Please refresh the page.'
 */
export function useAffiliateDashboard(): DashboardState & { refresh(): Promise<void> } {
  const userId = useUserId();
  const status = useAffiliateStatus();
  const on: string | null = status.status === 'approved' && userId ? userId : null;
  const profile = useApiQuery('useAffiliateDashboard', on ? keys.affiliateProfile(on) : null, (c) => c.affiliate.getFullProfile(), messages.loadFailed);
  const links = useApiQuery('useAffiliateDashboard', on ? keys.affiliateLinks(on) : null, (c) => c.affiliate.listLinks(), messages.loadFailed);
  const coupons = useApiQuery('useAffiliateDashboard', on ? keys.affiliateCoupons(on) : null, (c) => c.affiliate.listCoupons(), messages.loadFailed);
  const milestones = useApiQuery('useAffiliateDashboard', on ? keys.affiliateMilestones(on) : null, (c) => c.affiliate.listMilestones(), messages.loadFailed);

  const refreshProfile = profile.refresh, refreshLinks = links.refresh, refreshCoupons = coupons.refresh, refreshMilestones = milestones.refresh;
  const refresh = useCallback(async () => {
    await Promise.all([refreshProfile(), refreshLinks(), refreshCoupons(), refreshMilestones()]);
  }, [refreshProfile, refreshLinks, refreshCoupons, refreshMilestones]);

  const state = useMemo<DashboardState>(() => {
    if (status.status === 'loading') return { status: 'loading' };
    if (status.status !== 'approved') return { status: 'notApproved' };
    const failed = [profile, links, coupons, milestones].find((q) => q.status === 'error');
    if (failed?.error) return { status: 'error', error: failed.error, message: messages.loadFailed };
    if (profile.status !== 'success' || links.status !== 'success' || coupons.status !== 'success' || milestones.status !== 'success') return { status: 'loading' };
    const aggregates = dashboardAggregates(profile.data, links.data, coupons.data);
    return {
      status: 'ready',
      profile: profile.data,
      links: links.data,
      coupons: coupons.data,
      milestones: milestones.data.map((m) => ({ ...m, state: milestoneState(m, aggregates.points) })),
      aggregates,
      nextMilestoneProgress: nextMilestoneProgress(aggregates.points),
      nextMilestonePoints: NEXT_MILESTONE_POINTS,
      canRequestPayout: canRequestPayout(aggregates.totalEarnings),
      balance: profile.data.balance ?? null,
    };
  }, [status.status, profile, links, coupons, milestones]);
  return { ...state, refresh };
}
