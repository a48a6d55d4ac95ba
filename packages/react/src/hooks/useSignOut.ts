import { useApiContext } from '../useApiClient';
import { useMutation } from './useMutation';

/**
 * Sign-out (product §4) as a write: the SDK always clears the session, and this hook always clears
 * the whole SWR cache, even when the call fails (the user is signed out anyway). The toasts are
 * the shell's texts, 'Signed out' (`shellMessages.signedOut`) or 'Failed to sign out. Please try
 * again.' (`signOutFailed`): the header is on every page, so it carries nothing more.
 */
export function useSignOut() {
  const { client, clearCache } = useApiContext('useSignOut');
  return useMutation(async () => {
    try {
      await client.auth.signOut();
    } finally {
      client.session.clear();
      clearCache();
    }
  });
}
