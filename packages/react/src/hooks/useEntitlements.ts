import { useCallback, useMemo } from 'react';
import {
  entitlement, featureAccess, featureLockFromError, messages, type Entitlement, type FeatureAccess, type FeatureKey, type FeatureLock, type ServerPlan,
} from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useAuth } from './useAuth';

/** What the member's plan includes: unknown while loading, or when the plans or the subscription could not be read. */
export type EntitlementsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; entitlement: Entitlement; plans: readonly ServerPlan[] };

/**
 * The member's features, from the same rule the server's gates use (@pt/api's `entitlement`): the
 * plans' `features` (`GET /api/subscription/plans`) and the live subscription (active or
 * trialing is its plan; past due, cancelled or none is Free; signed out is Free too). `access(key)`
 * says whether a feature is open and, if not, the prompt: the cheapest plan with it and the plans
 * link with that plan preselected. Null while unknown, so a page shows neither the feature nor the
 * prompt until it knows. `lockFromError` reads a call the server refused for the plan.
 * `{ enabled: false }` reads nothing and stays loading (for a hook that needs it only sometimes).
 */
export function useEntitlements(options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const auth = useAuth();
  const userId = useUserId();
  const plans = useApiQuery('useEntitlements', enabled ? keys.plans() : null, (c) => c.subscription.plans(), messages.loadPlansFailed);
  // The same read as useCurrentSubscription's (one cache entry), so subscribing updates both.
  const subscription = useApiQuery('useEntitlements', enabled && userId ? keys.subscription(userId) : null, (c) => c.subscription.current(), messages.loadSubscriptionFailed);
  const signedOut = auth.status === 'signedOut';
  const state: EntitlementsState = useMemo(() => {
    if (plans.status === 'error') return { status: 'error', message: plans.message };
    if (!signedOut && subscription.status === 'error') return { status: 'error', message: subscription.message };
    if (plans.status !== 'success' || (!signedOut && subscription.status !== 'success')) return { status: 'loading' };
    return { status: 'success', entitlement: entitlement(plans.data, signedOut ? null : subscription.data), plans: plans.data };
  }, [plans.status, plans.data, plans.message, subscription.status, subscription.data, subscription.message, signedOut]);
  const access = useCallback(
    (feature: FeatureKey): FeatureAccess | null => (state.status === 'success' ? featureAccess(state.plans, state.entitlement, feature) : null),
    [state],
  );
  return {
    ...state,
    /** The entitled plan's id ('free' without a live subscription); null while unknown. */
    planId: state.status === 'success' ? state.entitlement.planId : null,
    access,
    /** The lock a refused call reports (403 `feature_locked`), else null. */
    lockFromError: featureLockFromError as (error: unknown) => FeatureLock | null,
    refresh: async () => { await Promise.all([plans.refresh(), subscription.refresh()]); },
  };
}

/** One feature for a page: loading, open, locked (with the upgrade prompt) or unknown after a failed load. */
export type FeatureState =
  | { status: 'loading' }
  | { status: 'open' }
  | { status: 'locked'; lock: FeatureLock }
  | { status: 'error'; message: string };

/** `useEntitlements` narrowed to one feature, for a page that shows it or its upgrade prompt. */
export function useFeature(feature: FeatureKey, options: { enabled?: boolean } = {}): FeatureState & { refresh(): Promise<void> } {
  const e = useEntitlements(options);
  const a = e.access(feature);
  const state: FeatureState = e.status === 'error' ? { status: 'error', message: e.message }
    : a === null ? { status: 'loading' }
      : a.open ? { status: 'open' } : { status: 'locked', lock: a.lock };
  return { ...state, refresh: e.refresh };
}
