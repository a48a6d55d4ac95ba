import { useMemo } from 'react';
import { billingSummaryView, type BillingSummaryView } from '@pt/api';
import { usePlans } from './usePlans';
import { useCurrentSubscription } from './useCurrentSubscription';
import { usePaymentMethods } from './usePaymentMethods';

/**
 * The member's billing from the real subscription (product §11.4): plan, cycle, status, next charge,
 * the card on file or 'No card on file', the discount. `status` is loading until the subscription and
 * the cards have both loaded; a failure of either is 'error' with its message and a refresh of both.
 */
export function useBillingSummary() {
  const current = useCurrentSubscription();
  const cards = usePaymentMethods();
  const plans = usePlans();
  const planName = plans.currentOffer?.name ?? null;
  const failed = current.status === 'error' ? current : cards.status === 'error' ? cards : null;
  const loading = !failed && (current.status !== 'success' || cards.status !== 'success');
  const summary: BillingSummaryView | null = useMemo(
    () => (loading || failed ? null : billingSummaryView(current.data ?? null, planName, cards.methods)),
    [loading, failed, current.data, planName, cards.methods],
  );
  return {
    status: failed ? ('error' as const) : loading ? ('loading' as const) : ('ready' as const),
    message: failed?.message ?? null,
    summary,
    subscription: current.data ?? null,
    refresh: async () => { await Promise.all([current.refresh(), cards.refresh()]); },
  };
}
