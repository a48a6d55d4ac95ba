import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { CACHE_GC_MS, MAX_RETRIES, retryDelay, type ApiClient, type StorageAdapter } from '@pt/api';
import { ApiContext, type ApiContextValue } from './internal/ApiContext';
import { browserSessionStorage } from './internal/browserSessionStorage';
import { createGcCache, type GcCache } from './internal/gcCache';
import { isRetryableError } from './internal/retry';

/** Requests with the same key within this window share one call (our choice; the spec names none). */
const DEDUPE_INTERVAL_MS = 2000;

export interface ApiProviderProps {
  client: ApiClient;
  /** Overrides of the SWR configuration (tests pass `provider: () => new Map()`). */
  swrConfig?: SWRConfiguration;
  /** Session storage for the sign-up/verification flags; defaults to window.sessionStorage. */
  sessionStorage?: StorageAdapter;
  children?: ReactNode;
}

/**
 * The SWR defaults of spec 9: GET data only (mutations never go through SWR, so they
 * never repeat), at most 3 retries with backoff min(1000 x 2^n, 30000) ms and only for
 * server, network and timeout errors.
 */
export const swrDefaults: SWRConfiguration = {
  dedupingInterval: DEDUPE_INTERVAL_MS,
  revalidateOnFocus: false,
  shouldRetryOnError: true,
  errorRetryCount: MAX_RETRIES,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    const max = config.errorRetryCount ?? MAX_RETRIES;
    if (!isRetryableError(error) || retryCount > max) return;
    setTimeout(() => { void revalidate({ retryCount }); }, retryDelay(retryCount - 1));
  },
};

/** Provides the SDK client and the SWR configuration to every hook. */
export function ApiProvider({ client, swrConfig, sessionStorage, children }: ApiProviderProps) {
  const [gc] = useState(() => createGcCache(CACHE_GC_MS));
  const value = useMemo<SWRConfiguration>(
    () => ({ ...swrDefaults, provider: () => gc, ...swrConfig }),
    [gc, swrConfig],
  );
  return (
    <SWRConfig value={value}>
      <ContextBridge client={client} gc={gc} sessionStorage={sessionStorage}>{children}</ContextBridge>
    </SWRConfig>
  );
}

function ContextBridge({ client, gc, sessionStorage, children }: { client: ApiClient; gc: GcCache; sessionStorage?: StorageAdapter; children?: ReactNode }) {
  const { cache, mutate } = useSWRConfig();
  const clearCache = useCallback(() => {
    // Tell mounted hooks first, then drop every entry.
    void mutate(() => true, undefined, { revalidate: false });
    for (const k of [...cache.keys()]) cache.delete(k);
  }, [cache, mutate]);
  const storage = useMemo(() => sessionStorage ?? browserSessionStorage(), [sessionStorage]);
  const value = useMemo<ApiContextValue>(
    () => ({ client, sessionStorage: storage, clearCache, retain: cache === gc ? gc.retain : () => () => undefined }),
    [client, storage, clearCache, cache, gc],
  );

  // Another user (or nobody) after a signed-in user, in this tab or another: nothing
  // of the previous user may stay in the cache.
  const lastUser = useRef<string | null>(null);
  useEffect(() => {
    const check = () => {
      const s = client.session.getSnapshot();
      const id = s.status === 'signedIn' ? userKey(s.user) : null;
      if (lastUser.current !== null && lastUser.current !== id) clearCache();
      lastUser.current = id;
    };
    check();
    return client.session.subscribe(check);
  }, [client, clearCache]);

  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The user part of every data key: the id, or the e-mail for user data without one. */
export const userKey = (user: { id?: string; email?: string }): string => user.id || user.email || 'user';
