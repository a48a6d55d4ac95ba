import { useCallback } from 'react';
import { messages, serverMessageOr } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useAction } from '../internal/useAction';
import { useRefreshSubscription } from '../internal/useSubscriptionAction';

/**
 * Undo a scheduled cancellation (reference server addition). The SDK has no messages
 * for it yet: success carries no message; failure shows the server's message or the
 * generic unexpected-error text.
 */
export function useResumeSubscription() {
  const client = useApiClient('useResumeSubscription');
  const refresh = useRefreshSubscription();
  const action = useAction(async () => {
    const s = await client.subscription.resume();
    await refresh();
    return { result: s, message: null };
  }, (e) => serverMessageOr(e, messages.unexpectedTryAgain));
  const { execute } = action;
  return { ...action, resume: useCallback(() => execute(), [execute]) };
}
