import { useCallback, useEffect } from 'react';
import useSWR, { unstable_serialize, type SWRConfiguration } from 'swr';
import { normalizeError, type ApiClient, type ApiError } from '@pt/api';
import { useApiContext } from '../useApiClient';
import { useSwrScope } from './useSwrScope';
import type { DataKey } from '../keys';

/** A GET-backed value: loading, error (with the screen's message) or success. */
export type QueryState<T> =
  | { status: 'idle'; data: undefined; error: null; message: null }
  | { status: 'loading'; data: undefined; error: null; message: null }
  | { status: 'error'; data: T | undefined; error: ApiError; message: string }
  | { status: 'success'; data: T; error: null; message: null };

export type QueryResult<T> = QueryState<T> & {
  /** Re-fetches now; resolves when done. */
  refresh(): Promise<void>;
  isValidating: boolean;
};

/** SWR's refresh options a read may set (polling, focus); the rest is the provider's. */
export type QueryRefresh = Pick<SWRConfiguration, 'refreshInterval' | 'refreshWhenHidden' | 'refreshWhenOffline' | 'revalidateOnFocus'>;

/**
 * useSWR over an SDK call with a user-scoped key (null: not fetched, status idle).
 * `failMessage` is the product §8 text shown for a failed load; `refresh` sets SWR's polling and
 * focus options for this read.
 */
export function useApiQuery<T>(
  hookName: string, key: DataKey | null, fetcher: (client: ApiClient) => Promise<T>, failMessage: string, refresh?: QueryRefresh,
): QueryResult<T> {
  const { client, retain, mutate } = useApiContext(hookName);
  const serialized = key ? unstable_serialize(key) : null;
  useEffect(() => (serialized ? retain(serialized) : undefined), [serialized, retain]);
  const scope = useSwrScope(hookName);
  const swr = useSWR<T, unknown>(scope.bound ? key : null, () => fetcher(client), refresh ? { ...scope.config, ...refresh } : scope.config);
  // Through the provider's cache, not the hook's own mutate: SWR binds that to the cache of the
  // hook's first render, which is before SWR is bound to the provider's cache.
  const refetch = useCallback(async () => { if (serialized) await mutate?.(serialized); }, [serialized, mutate]);
  let state: QueryState<T>;
  if (!key) state = { status: 'idle', data: undefined, error: null, message: null };
  else if (!scope.bound) state = { status: 'loading', data: undefined, error: null, message: null };
  else if (swr.error !== undefined) state = { status: 'error', data: swr.data, error: normalizeError(swr.error), message: failMessage };
  else if (swr.data === undefined) state = { status: 'loading', data: undefined, error: null, message: null };
  else state = { status: 'success', data: swr.data, error: null, message: null };
  return { ...state, refresh: refetch, isValidating: swr.isValidating };
}
