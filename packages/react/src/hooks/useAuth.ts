import { useSyncExternalStore } from 'react';
import type { AuthSnapshot } from '@pt/api';
import { useApiClient } from '../useApiClient';

export type AuthState = AuthSnapshot;

/** Server rendering: the spec's initial "loading" state (neither signed-in nor signed-out controls). */
const LOADING: AuthState = { status: 'loading' };
const serverSnapshot = () => LOADING;

/**
 * The auth state of product §4 from the SDK session store: loading (server render),
 * signedOut, or signedIn with user and isAdmin. Follows authStateChanged and other tabs.
 */
export function useAuth(): AuthState {
  const { session } = useApiClient('useAuth');
  return useSyncExternalStore(session.subscribe, session.getSnapshot, serverSnapshot);
}
