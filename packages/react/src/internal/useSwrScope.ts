import { useMemo } from 'react';
import type { ScopedMutator, SWRConfiguration } from 'swr';
import { initCache } from 'swr/_internal';
import { swrDefaults } from '../swrDefaults';
import { useApiContext } from '../useApiClient';
import type { SwrHolder } from './ApiContext';

export interface SwrScope {
  /** The configuration every useSWR call of the hooks takes: spec 9 defaults, the provider's overrides, its cache. */
  config: SWRConfiguration;
  /** SWR's mutate bound to the provider's cache. */
  mutate: ScopedMutator;
}

/**
 * The provider's SWR scope, bound on first use. SWR is given the cache and its bound mutate per
 * call rather than through an <SWRConfig> around the app, so swr loads with the pages that fetch
 * data and stays out of the start-up JavaScript of those that do not (the landing).
 */
export function useSwrScope(hookName: string): SwrScope {
  const { swr, swrConfig } = useApiContext(hookName);
  const { cache } = swr;
  const mutate = bind(swr);
  return useMemo(() => ({
    mutate,
    // `cache` and `mutate` are internal keys of SWR's configuration (what <SWRConfig provider> sets).
    config: { ...swrDefaults, ...swrConfig, cache, mutate } as SWRConfiguration,
  }), [cache, swrConfig, mutate]);
}

/**
 * Registers the provider's cache with SWR once (its dedupe and revalidation state, and the
 * reconnect listener an <SWRConfig provider> would add) and keeps the mutate bound to it.
 */
function bind(swr: SwrHolder): ScopedMutator {
  if (!swr.mutate) {
    // Typed as possibly undefined; the implementation always returns the tuple.
    const bound = initCache(swr.cache);
    if (!bound) throw new Error('SWR could not bind the data cache');
    swr.mutate = bound[1];
  }
  return swr.mutate;
}

/** SWR's mutate for the data of the nearest <ApiProvider> (e.g. revalidate a user's payment data after a change). */
export function useDataMutate(hookName = 'useDataMutate'): ScopedMutator {
  return useSwrScope(hookName).mutate;
}
