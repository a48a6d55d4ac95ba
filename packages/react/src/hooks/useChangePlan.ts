import { useCallback, useState } from 'react';
import { formatCurrency, messages, updatePlanErrorMessage, type PlanOffer, type Subscription } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useSubscriptionMutation } from '../internal/useSubscriptionMutation';

export interface PlanChangePreview {
  target: PlanOffer;
  current: PlanOffer | null;
  /** target price minus current price (same cycle units as the offers). */
  difference: number;
  /** e.g. '+$10.00' or '-$5.00'. */
  differenceText: string;
}

/**
 * Plan change (product §7, §8): `select(target, current)` gives the price difference to confirm;
 * `confirm()` sends the offer id and resolves the updated subscription (rejects with the
 * ApiError); 'Plan Updated' or the server message / 'Failed to update plan.'
 */
export function useChangePlan() {
  const client = useApiClient('useChangePlan');
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const change = useSubscriptionMutation((target: PlanOffer): Promise<Subscription> => client.subscription.update({ new_price_id: target.id }), {
    error: updatePlanErrorMessage, success: messages.planUpdated,
  });
  const { reset, mutateAsync } = change;
  const select = useCallback((target: PlanOffer, current: PlanOffer | null) => {
    reset();
    const difference = Math.round((target.price - (current?.price ?? 0)) * 100) / 100;
    const sign = difference > 0 ? '+' : difference < 0 ? '-' : '';
    setPreview({ target, current, difference, differenceText: sign + formatCurrency(Math.abs(difference), target.currency) });
  }, [reset]);
  const confirm = useCallback(async () => {
    if (!preview) return undefined;
    const updated = await mutateAsync(preview.target);
    setPreview(null);
    return updated;
  }, [preview, mutateAsync]);
  return { ...change, preview, select, confirm, cancel: useCallback(() => setPreview(null), []) };
}
