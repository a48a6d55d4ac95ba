import { shellMessages } from '@pt/api';
import { useApiContext } from '../useApiClient';
import { useMutation } from './useMutation';

/**
 * Sign-out (spec 4) as a write: the SDK always clears the session, and this hook always clears
 * the whole SWR cache, even when the call fails (the user is signed out anyway). Toasts: 'Signed
 * out' on success, 'Failed to sign out. Please try again.' (`errorMessage`) on failure.
 */
export function useSignOut() {
  const { client, clearCache } = useApiContext('useSignOut');
  const signOut = useMutation(async () => {
    try {
      await client.auth.signOut();
    } finally {
      client.session.clear();
      clearCache();
    }
  }, { hookName: 'useSignOut' });
  return {
    ...signOut,
    successMessage: signOut.status === 'success' ? shellMessages.signedOut : null,
    errorMessage: signOut.error ? shellMessages.signOutFailed : null,
  };
}
