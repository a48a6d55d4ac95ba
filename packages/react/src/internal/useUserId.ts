import { useAuth } from '../hooks/useAuth';
import { userKey } from '../ApiProvider';

/** The signed-in user's cache scope, or null. */
export function useUserId(): string | null {
  const auth = useAuth();
  return auth.status === 'signedIn' ? userKey(auth.user) : null;
}
