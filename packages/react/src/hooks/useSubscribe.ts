import {
  messages, normalizeError, PAYMENT_PROVIDER, SUBSCRIPTION_REFRESH_MS, subscribeErrorMessage,
  type CreateSubscriptionResponse, type PlanOffer,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

export interface SubscribeVariables {
  offer: PlanOffer;
  /** A saved card for a paid plan; none for a free trial. */
  paymentMethodId?: string | null;
}

/**
 * Subscribing (product §4, §8, §9) as a write: `variables.offer` is the plan being processed (one at a
 * time: a second call while one runs is not sent), the current subscription is fetched again
 * 1000 ms after success (also when the screen closed meanwhile). Errors are the SDK's
 * destructive toast (`errorTitle` 'Error', `errorMessage`); signed out: 'Please sign in to
 * subscribe to a plan.'
 */
export function useSubscribe() {
  const client = useApiClient('useSubscribe');
  const userId = useUserId();
  const subscribe = useMutation(({ offer, paymentMethodId = null }: SubscribeVariables): Promise<CreateSubscriptionResponse> => {
    // The spec's own words for this case, mapped by subscribeErrorMessage.
    if (!userId) throw normalizeError({ kind: 'client', code: 'unauthorized', message: 'Sign in to subscribe' });
    return client.subscription.create({
      plan_id: offer.plan_id, billing_cycle: offer.billing_cycle, payment_provider: PAYMENT_PROVIDER, payment_method_id: paymentMethodId,
    });
  }, {
    onSuccess: (_response, _variables, { revalidate }) => {
      if (userId) setTimeout(() => { void revalidate(keys.subscription(userId)); }, SUBSCRIPTION_REFRESH_MS);
    },
  });
  const failure = subscribe.error ? subscribeErrorMessage(subscribe.error) : null;
  return {
    ...subscribe,
    /** The offer being subscribed to, or null. */
    processingId: subscribe.status === 'pending' ? subscribe.variables.offer.id : null,
    errorTitle: failure?.title ?? null,
    errorMessage: failure?.message ?? null,
    /** 'Subscription Created' after success. */
    successMessage: subscribe.status === 'success' ? messages.subscriptionCreated : null,
  };
}
