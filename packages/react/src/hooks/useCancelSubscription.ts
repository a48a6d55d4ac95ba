import { useCallback } from 'react';
import { cancelErrorMessage, messages } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useAction } from '../internal/useAction';
import { useRefreshSubscription } from '../internal/useSubscriptionAction';

/** Cancel (spec 4, 8): keeps access until the period ends; 'Subscription Cancelled' or the server message / 'Failed to cancel subscription.' */
export function useCancelSubscription() {
  const client = useApiClient('useCancelSubscription');
  const refresh = useRefreshSubscription();
  const action = useAction(async () => {
    const s = await client.subscription.cancel();
    await refresh();
    return { result: s, message: messages.subscriptionCancelled };
  }, cancelErrorMessage);
  const { execute } = action;
  return { ...action, cancel: useCallback(() => execute(), [execute]) };
}
