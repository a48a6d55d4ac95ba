import { useCallback, useMemo, useState } from 'react';
import { messages, normalizePlans, planButtonState, type BillingCycle, type PlanOffer } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useCurrentSubscription } from './useCurrentSubscription';

/**
 * Pricing plans (product §2, §3, §9, §11.4): the server plans normalised by the SDK into offers of
 * the chosen billing cycle, the toggle, and the current plan. Until the member toggles, the cycle
 * is their subscription's (a yearly member sees the yearly offers with theirs marked current),
 * else `initialCycle` (monthly).
 */
export function usePlans(initialCycle: BillingCycle = 'monthly') {
  const [chosen, setChosen] = useState<BillingCycle | null>(null);
  const q = useApiQuery('usePlans', keys.plans(), (c) => c.subscription.plans(), messages.loadPlansFailed);
  const current = useCurrentSubscription();
  const cycle: BillingCycle = chosen ?? current.data?.billing_cycle ?? initialCycle;
  const setCycle = useCallback((c: BillingCycle) => setChosen(c), []);
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
    toggleCycle: useCallback(() => setChosen(cycle === 'monthly' ? 'yearly' : 'monthly'), [cycle]),
    currentOfferId,
    currentOffer,
    /** The card button: label and disabled (current plan, processing). */
    buttonFor: (offer: PlanOffer, processingId?: string | null) => planButtonState(offer.id, currentOfferId, processingId ?? null),
    refresh: q.refresh,
  };
}
