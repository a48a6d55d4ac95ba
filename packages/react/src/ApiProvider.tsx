import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ScopedMutator, SWRConfiguration } from 'swr';
import { CACHE_GC_MS, clearAssistantConversation, type ApiClient, type StorageAdapter } from '@pt/api';
import { ApiContext, type ApiContextValue, type SwrBindingComponent } from './internal/ApiContext';
import { browserSessionStorage } from './internal/browserSessionStorage';
import { createGcCache } from './internal/gcCache';

export interface ApiProviderProps {
  client: ApiClient;
  /**
   * Overrides of the SWR configuration the data hooks use (tests pass `dedupingInterval: 0`).
   * Every provider has its own cache, so `provider` is not taken.
   */
  swrConfig?: Omit<SWRConfiguration, 'provider'>;
  /** Session storage for the sign-up/verification flags; defaults to window.sessionStorage. */
  sessionStorage?: StorageAdapter;
  children?: ReactNode;
}

/**
 * Provides the SDK client and the data cache to every hook: SWR with the product §9 defaults
 * (swrDefaults.ts) over a cache whose unseen entries are dropped after 5 minutes. swr itself
 * loads with the first data hook (internal/useSwrScope.ts), not with the provider: that hook
 * hands over the component that binds SWR to the cache, rendered here beside the app.
 */
export function ApiProvider({ client, swrConfig, sessionStorage, children }: ApiProviderProps) {
  const [cache] = useState(() => createGcCache(CACHE_GC_MS));
  // The binding component a data hook handed over, and SWR's mutate once it reported it.
  const [swr, setSwr] = useState<{ Binding: SwrBindingComponent; mutate?: ScopedMutator } | null>(null);
  const mutate = swr?.mutate ?? null;
  const requestSwr = useCallback((Binding: SwrBindingComponent) => setSwr((s) => s ?? { Binding }), []);
  const onBound = useCallback((m: ScopedMutator) => setSwr((s) => (s && { ...s, mutate: m })), []);
  const clearCache = useCallback(() => {
    // Tell mounted hooks first (once SWR is bound to the cache), then drop every entry.
    void mutate?.(() => true, undefined, { revalidate: false });
    for (const k of [...cache.keys()]) cache.delete(k);
  }, [cache, mutate]);
  const storage = useMemo(() => sessionStorage ?? browserSessionStorage(), [sessionStorage]);
  const value = useMemo<ApiContextValue>(
    () => ({ client, sessionStorage: storage, clearCache, retain: cache.retain, cache, mutate, requestSwr, swrConfig }),
    [client, storage, clearCache, cache, mutate, requestSwr, swrConfig],
  );

  // Another user (or nobody) after a signed-in user, in this tab or another: nothing
  // of the previous user may stay in the cache, nor their chart-assistant conversation.
  const lastUser = useRef<string | null>(null);
  useEffect(() => {
    const check = () => {
      const s = client.session.getSnapshot();
      const id = s.status === 'signedIn' ? userKey(s.user) : null;
      if (lastUser.current !== null && lastUser.current !== id) {
        clearCache();
        clearAssistantConversation(storage);
      }
      lastUser.current = id;
    };
    check();
    return client.session.subscribe(check);
  }, [client, clearCache, storage]);

  return (
    <ApiContext.Provider value={value}>
      {children}
      {swr ? <swr.Binding cache={cache} onBound={onBound} /> : null}
    </ApiContext.Provider>
  );
}

/** The user part of every data key: the id, or the e-mail for user data without one. */
export const userKey = (user: { id?: string; email?: string }): string => user.id || user.email || 'user';
