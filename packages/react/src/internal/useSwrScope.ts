import { useEffect, useMemo } from 'react';
import type { SWRConfiguration } from 'swr';
import { swrDefaults } from '../swrDefaults';
import { useApiContext } from '../useApiClient';
import { SwrBinding } from './SwrBinding';

export type SwrScope =
  /** SWR is not bound to the provider's cache yet: read nothing (key null) and show loading. */
  | { bound: false; config: SWRConfiguration }
  /** The configuration every useSWR call of the hooks takes: product §9 defaults, the provider's overrides, its cache. */
  | { bound: true; config: SWRConfiguration };

/**
 * The provider's SWR scope. SWR gets the cache and its bound mutate per call rather than through an
 * <SWRConfig> around the app, so swr loads with the pages that fetch data and stays out of the
 * start-up JavaScript of those that do not (the landing). The first data hook asks the provider to
 * bind the cache (an effect, so the first render reads nothing, as on the server).
 */
export function useSwrScope(hookName: string): SwrScope {
  const { cache, mutate, requestSwr, swrConfig } = useApiContext(hookName);
  useEffect(() => { if (!mutate) requestSwr(SwrBinding); }, [mutate, requestSwr]);
  return useMemo<SwrScope>(() => (mutate
    // `cache` and `mutate` are the keys of SWR's configuration that <SWRConfig provider> sets.
    ? { bound: true, config: { ...swrDefaults, ...swrConfig, cache, mutate } as SWRConfiguration }
    : { bound: false, config: { ...swrDefaults, ...swrConfig } }), [cache, mutate, swrConfig]);
}
