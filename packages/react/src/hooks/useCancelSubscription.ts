import { cancelErrorMessage, messages } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useSubscriptionMutation } from '../internal/useSubscriptionMutation';

/** Cancel at period end (product §4, §8): access stays until the period ends; 'Subscription Cancelled' or the server message / 'Failed to cancel subscription.' */
export function useCancelSubscription() {
  const client = useApiClient('useCancelSubscription');
  return useSubscriptionMutation(() => client.subscription.cancel(), { error: cancelErrorMessage, success: messages.subscriptionCancelled });
}
