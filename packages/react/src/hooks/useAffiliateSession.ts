import { useCallback, useSyncExternalStore } from 'react';
import type { AffiliateParams, AffiliateSession } from '@pt/api';
import { useApiClient } from '../useApiClient';

const none = () => null;

/** The visitor's affiliate session (product §3, §4) from the SDK store, with its discount. */
export function useAffiliateSession() {
  const { affiliateSession: store } = useApiClient('useAffiliateSession');
  const session = useSyncExternalStore<AffiliateSession | null>(store.subscribe, store.getSnapshot, none);
  return {
    session,
    /** The discount percent to show on prices, or null. */
    discount: session?.discountRate ?? null,
    /** Loads a public link, applies its discount and tracks a click. */
    applyLink: useCallback((id: string) => store.applyPublicLink(id), [store]),
    saveFromParams: useCallback((params: AffiliateParams) => store.saveFromParams(params), [store]),
    touch: useCallback(() => store.touch(), [store]),
    clear: useCallback(() => store.clear(), [store]),
  };
}
