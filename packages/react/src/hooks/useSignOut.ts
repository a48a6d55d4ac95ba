import { useCallback } from 'react';
import { shellMessages } from '@pt/api';
import { useApiContext } from '../useApiClient';
import { useAction } from '../internal/useAction';

/**
 * Sign-out (spec 4): the SDK always clears the session, and this hook always clears
 * the whole SWR cache, even when the call fails. Success message 'Signed out'; a
 * failed call reports 'Failed to sign out. Please try again.' (the user is signed out anyway).
 */
export function useSignOut() {
  const { client, clearCache } = useApiContext('useSignOut');
  const action = useAction(async () => {
    try {
      await client.auth.signOut();
    } finally {
      client.session.clear();
      clearCache();
    }
    return { result: true as const, message: shellMessages.signedOut };
  }, () => shellMessages.signOutFailed);
  const { execute } = action;
  const signOut = useCallback(async (): Promise<boolean> => (await execute()) === true, [execute]);
  return { status: action.status, error: action.error, successMessage: action.message, signOut };
}
