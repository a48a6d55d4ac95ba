import { useCallback, useState } from 'react';
import { formatCurrency, messages, updatePlanErrorMessage, type PlanOffer } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useAction } from '../internal/useAction';
import { useRefreshSubscription } from '../internal/useSubscriptionAction';

export interface PlanChangePreview {
  target: PlanOffer;
  current: PlanOffer | null;
  /** target price minus current price (same cycle units as the offers). */
  difference: number;
  /** e.g. '+$10.00' or '-$5.00'. */
  differenceText: string;
}

/**
 * Plan change (spec 7, 8): `select(target, current)` gives the price difference to
 * confirm; `confirm()` sends the offer id; 'Plan Updated' or the server message /
 * 'Failed to update plan.'
 */
export function useChangePlan() {
  const client = useApiClient('useChangePlan');
  const refresh = useRefreshSubscription();
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const action = useAction(async (target: PlanOffer) => {
    const s = await client.subscription.update({ new_price_id: target.id });
    await refresh();
    return { result: s, message: messages.planUpdated };
  }, updatePlanErrorMessage);
  const { execute, reset } = action;
  const select = useCallback((target: PlanOffer, current: PlanOffer | null) => {
    reset();
    const difference = Math.round((target.price - (current?.price ?? 0)) * 100) / 100;
    const sign = difference > 0 ? '+' : difference < 0 ? '-' : '';
    setPreview({ target, current, difference, differenceText: sign + formatCurrency(Math.abs(difference), target.currency) });
  }, [reset]);
  const confirm = useCallback(async () => {
    if (!preview) return undefined;
    const s = await execute(preview.target);
    if (s) setPreview(null);
    return s;
  }, [preview, execute]);
  return { ...action, preview, select, confirm, cancel: useCallback(() => setPreview(null), []) };
}
