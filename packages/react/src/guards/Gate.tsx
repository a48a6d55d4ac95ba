import type { ReactNode } from 'react';
import type { FeatureKey, FeatureLock } from '@pt/api';
import { useFeature, type FeatureState } from '../hooks/useEntitlements';
import { renderSlot, type GuardSlot } from './RequireAuth';

/** Why the member's plan could not be read, and how to read it again. */
export interface GateFailure {
  message: string;
  refresh(): Promise<void>;
}

export interface GateProps {
  /** The plan feature the children need (product §11.1's `features`). */
  feature: FeatureKey;
  /** The feature is open: what it gives. */
  children?: ReactNode;
  /** The plan does not include it: the upgrade prompt, given the lock (the plan that has it, the link). */
  fallback?: GuardSlot<[lock: FeatureLock]>;
  /** While the plan is being read (neither the feature nor its prompt is shown until it is known). */
  loading?: GuardSlot;
  /** The plan could not be read: the failure with Try again. */
  error?: GuardSlot<[failure: GateFailure]>;
  /**
   * A lock the server reported since on a refused call (the hook's `featureLock`: the plan changed
   * after it was read); shown like the plan's own.
   */
  lock?: FeatureLock | null;
  /**
   * The feature as the page read it already (useFeature, e.g. deferred with the rest of the
   * page's data); the gate then reads nothing itself.
   */
  state?: FeatureState & { refresh(): Promise<void> };
}

/**
 * Shows its children only when the member's plan includes `feature`, the `fallback` (the upgrade
 * prompt) when it does not, `loading` until the plan is known and `error` when it could not be
 * read. The rule is @pt/api's `featureAccess`, through useFeature; the slots are the app's (one
 * wiring of kit parts in apps/web), as with Clerk's `<Protect>`.
 */
export function Gate({ feature, children, fallback, loading, error, lock = null, state }: GateProps) {
  const read = useFeature(feature, { enabled: state === undefined });
  const access = state ?? read;
  if (access.status === 'locked') return <>{renderSlot(fallback, access.lock)}</>;
  if (access.status === 'loading') return <>{renderSlot(loading)}</>;
  if (access.status === 'error') return <>{renderSlot(error, { message: access.message, refresh: access.refresh })}</>;
  if (lock) return <>{renderSlot(fallback, lock)}</>;
  return <>{children}</>;
}
