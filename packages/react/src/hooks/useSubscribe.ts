import { useCallback, useEffect, useRef, useState } from 'react';
import { messages, PAYMENT_PROVIDER, SUBSCRIPTION_REFRESH_MS, subscribeErrorMessage, type CreateSubscriptionResponse, type PlanOffer } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useUserId } from '../internal/useUserId';
import { useDataMutate } from '../internal/useSwrScope';

export type SubscribeState =
  | { status: 'idle' }
  | { status: 'processing'; offerId: string }
  | { status: 'success'; offer: PlanOffer; response: CreateSubscriptionResponse; title: string }
  | { status: 'error'; title: string; message: string };

/**
 * Subscribing (spec 4, 8, 9): processing per plan, a second call while processing is
 * ignored, toast 'Subscription Created', the current subscription refreshed after
 * 1000 ms and `onSuccess(plan)`. Errors as the SDK's destructive toast (title 'Error');
 * signed out: 'Please sign in to subscribe to a plan.'
 */
export function useSubscribe(options: { onSuccess?(offer: PlanOffer, response: CreateSubscriptionResponse): void } = {}) {
  const client = useApiClient('useSubscribe');
  const userId = useUserId();
  const mutate = useDataMutate('useSubscribe');
  const [state, setState] = useState<SubscribeState>({ status: 'idle' });
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSuccess = useRef(options.onSuccess);
  onSuccess.current = options.onSuccess;
  useEffect(() => () => clearTimeout(timer.current), []);

  const subscribe = useCallback(async (offer: PlanOffer, paymentMethodId: string | null = null) => {
    if (busy.current) return undefined;
    if (!userId) {
      setState({ status: 'error', ...subscribeErrorMessage('Sign in to subscribe') });
      return undefined;
    }
    busy.current = true;
    setState({ status: 'processing', offerId: offer.id });
    try {
      const response = await client.subscription.create({
        plan_id: offer.plan_id, billing_cycle: offer.billing_cycle, payment_provider: PAYMENT_PROVIDER, payment_method_id: paymentMethodId,
      });
      setState({ status: 'success', offer, response, title: messages.subscriptionCreated });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => { void mutate(keys.subscription(userId)); }, SUBSCRIPTION_REFRESH_MS);
      onSuccess.current?.(offer, response);
      return response;
    } catch (e) {
      setState({ status: 'error', ...subscribeErrorMessage(e) });
      return undefined;
    } finally {
      busy.current = false;
    }
  }, [client, userId, mutate]);

  return {
    ...state,
    /** The offer being subscribed to, or null. */
    processingId: state.status === 'processing' ? state.offerId : null,
    subscribe,
    reset: useCallback(() => setState({ status: 'idle' }), []),
  };
}
