import { messages, serverMessageOr } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useSubscriptionMutation } from '../internal/useSubscriptionMutation';

/**
 * Undo a scheduled cancellation (reference server addition): success 'Cancellation Undone';
 * failure the server's message or the generic unexpected-error text.
 */
export function useResumeSubscription() {
  const client = useApiClient('useResumeSubscription');
  return useSubscriptionMutation(() => client.subscription.resume(), {
    error: (e) => serverMessageOr(e, messages.unexpectedTryAgain),
    success: messages.cancellationUndone,
  });
}
