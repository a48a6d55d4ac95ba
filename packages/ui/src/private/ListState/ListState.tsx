import type { ReactNode } from 'react';
import { LoadError } from '../../primitives/Panel/LoadError';
import { EmptyState, LoadingState } from '../AppShared';

export interface ListStateProps {
  loading?: boolean;
  /** Shown while loading, e.g. 'Loading payouts...'. */
  loadingText: string;
  /** A failure to load: shown instead of the list, with Try again when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Whether there is nothing to list (the empty state shows instead of the children). */
  empty: boolean;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/**
 * The four states a loaded list goes through, in the order they win: loading, a failure to load
 * (with Try again), nothing to list, and the list.
 */
export function ListState({
  loading = false, loadingText, error, onRetry, empty, emptyTitle, emptyDescription, emptyAction, children,
}: ListStateProps) {
  if (loading) return <LoadingState text={loadingText} />;
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (empty) return <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  return <>{children}</>;
}
