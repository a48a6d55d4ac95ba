import { useCallback, useMemo, useState } from 'react';
import { messages, normalizePlans, planButtonState, type BillingCycle, type PlanOffer } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useCurrentSubscription } from './useCurrentSubscription';

/**
 * Pricing plans (product §2, §3, §9): the server plans normalised by the SDK into offers of
 * the chosen billing cycle (default monthly), the toggle, and the current plan.
 */
export function usePlans(initialCycle: BillingCycle = 'monthly') {
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle);
  const q = useApiQuery('usePlans', keys.plans(), (c) => c.subscription.plans(), messages.loadPlansFailed);
  const current = useCurrentSubscription();
  const offers = useMemo(() => normalizePlans(q.data ?? [], cycle), [q.data, cycle]);
  const currentOfferId = current.data?.price_id ?? null;
  const currentOffer = useMemo(() => normalizePlans(q.data ?? []).find((o) => o.id === currentOfferId) ?? null, [q.data, currentOfferId]);
  return {
    status: q.status,
    /** Why the load failed (an ApiError), else null. */
    error: q.error,
    /** 'Failed to load pricing plans.' when the load failed. */
    message: q.message,
    offers,
    cycle,
    setCycle,
    toggleCycle: useCallback(() => setCycle((c) => (c === 'monthly' ? 'yearly' : 'monthly')), []),
    currentOfferId,
    currentOffer,
    /** The card button: label and disabled (current plan, processing). */
    buttonFor: (offer: PlanOffer, processingId?: string | null) => planButtonState(offer.id, currentOfferId, processingId ?? null),
    refresh: q.refresh,
  };
}
