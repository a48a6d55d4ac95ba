import { featureLockFromError, type ApiClient, type FeatureKey, type FeatureLock } from '@pt/api';
import type { DataKey } from '../keys';
import { useApiQuery } from './useApiQuery';
import { useFeature } from '../hooks/useEntitlements';

/** A read behind a plan feature: locked (with the upgrade prompt) instead of an error when the plan lacks it. */
export type GatedQuery<T> =
  | { status: 'idle'; data: null; lock: null; error: null; message: null }
  | { status: 'loading'; data: null; lock: null; error: null; message: null }
  | { status: 'locked'; data: null; lock: FeatureLock; error: null; message: null }
  | { status: 'error'; data: T | null; lock: null; error: unknown; message: string }
  | { status: 'success'; data: T; lock: null; error: null; message: null };

/**
 * Reads only once the member's plan is known to include the feature, so a page of a plan without
 * it sends nothing and shows the prompt; a 403 `feature_locked` answer (the plan changed
 * meanwhile) is the lock too, not an error. `key` null: nothing to read (idle).
 */
export function useGatedQuery<T>(
  hookName: string, feature: FeatureKey, key: DataKey | null, fetcher: (client: ApiClient) => Promise<T>, failMessage: string,
): GatedQuery<T> & { refresh(): Promise<void> } {
  const access = useFeature(feature);
  const q = useApiQuery<T>(hookName, access.status === 'open' ? key : null, fetcher, failMessage);
  const serverLock = q.status === 'error' ? featureLockFromError(q.error) : null;
  const none = { data: null, lock: null, error: null, message: null } as const;
  let state: GatedQuery<T>;
  if (!key) state = { status: 'idle', ...none };
  else if (access.status === 'locked') state = { status: 'locked', data: null, lock: access.lock, error: null, message: null };
  else if (serverLock) state = { status: 'locked', data: null, lock: serverLock, error: null, message: null };
  else if (access.status === 'error') state = { status: 'error', data: null, lock: null, error: null, message: access.message };
  else if (q.status === 'error') state = { status: 'error', data: q.data ?? null, lock: null, error: q.error, message: q.message };
  else if (q.status === 'success') state = { status: 'success', data: q.data, lock: null, error: null, message: null };
  else state = { status: 'loading', ...none };
  return { ...state, refresh: async () => { await Promise.all([access.refresh(), q.refresh()]); } };
}
