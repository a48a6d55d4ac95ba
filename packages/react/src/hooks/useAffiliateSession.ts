import { useCallback, useSyncExternalStore } from 'react';
import type { AffiliateParams, AffiliateSession } from '@pt/api';
import { useApiClient } from '../useApiClient';

const none = () => null;

/** The visitor's affiliate session (spec 3, 4) from the SDK store, with its discount. */
export function useAffiliateSession() {
  const { affiliateSession: store, consent } = useApiClient('useAffiliateSession');
  // A consent change can change the store's snapshot without the store notifying: withdrawn
  // marketing consent deletes the cookie, which is the only copy in a tab without its own
  // session storage. Listen to both; an unchanged snapshot does not re-render.
  const subscribe = useCallback((listener: () => void) => {
    const a = store.subscribe(listener);
    const b = consent.subscribe(listener);
    return () => { a(); b(); };
  }, [store, consent]);
  const session = useSyncExternalStore<AffiliateSession | null>(subscribe, store.getSnapshot, none);
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
