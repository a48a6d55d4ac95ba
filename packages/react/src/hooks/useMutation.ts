import { useCallback, useMemo, useRef, useState } from 'react';
import { normalizeError, type ApiError } from '@pt/api';
import { useApiContext } from '../useApiClient';
import type { RevalidateTarget } from '../internal/ApiContext';
import { useLatest } from '../internal/useLatest';

/** A write's state: never sent, running, failed (always an ApiError) or done. */
export type MutationState<TData, TVariables> =
  | { status: 'idle'; variables: undefined; data: undefined; error: null }
  | { status: 'pending'; variables: TVariables; data: undefined; error: null }
  | { status: 'error'; variables: TVariables; data: undefined; error: ApiError }
  | { status: 'success'; variables: TVariables; data: TData; error: null };

export type MutationResult<TData, TVariables> = MutationState<TData, TVariables> & {
  /**
   * Sends the write; resolves with its data or rejects with an ApiError. While a call is pending a
   * second one is not sent: it gets the pending call's promise (spec 4: a second submit sends nothing).
   */
  mutateAsync(variables: TVariables): Promise<TData>;
  /** mutateAsync for event handlers: the outcome is only in the state. */
  mutate(variables: TVariables): void;
  /** Back to idle; a pending call's result is then ignored and the next call is sent. */
  reset(): void;
};

export interface MutationOptions<TData, TVariables> {
  /**
   * Runs after a successful write, before the state says success and mutateAsync resolves; a
   * returned promise is awaited. `revalidate` refetches the provider's cached reads that the write
   * changed (a key from `keys`, or a test on keys), so they never show the old value after success.
   */
  onSuccess?(data: TData, variables: TVariables, context: { revalidate(target: RevalidateTarget): Promise<void> }): unknown;
}

const IDLE = { status: 'idle', variables: undefined, data: undefined, error: null } as const;

/**
 * The one shape of a write (spec 7 calls that change data), after TanStack Query's useMutation.
 * Never retried: a failed write is the caller's to repeat. Results that arrive after unmount,
 * or after reset() or a newer call, do not touch the state.
 */
export function useMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationOptions<TData, TVariables> & { hookName?: string } = {},
): MutationResult<TData, TVariables> {
  const { revalidate } = useApiContext(options.hookName ?? 'useMutation');
  const [state, setState] = useState<MutationState<TData, TVariables>>(IDLE);
  // The latest function, options and cache for calls made from handlers created earlier.
  const latest = useLatest({ mutationFn, onSuccess: options.onSuccess, revalidate });
  // Each sent call (and each reset) gets the next number; only the current one may set state.
  const generation = useRef(0);
  const pending = useRef<Promise<TData> | null>(null);

  const mutateAsync = useCallback((variables: TVariables): Promise<TData> => {
    if (pending.current) return pending.current;
    const id = ++generation.current;
    // React drops the updates of an unmounted hook; this drops those of a superseded call.
    const current = () => id === generation.current;
    setState({ status: 'pending', variables, data: undefined, error: null });
    const run = (async () => {
      const { mutationFn: fn, onSuccess, revalidate: refetch } = latest.current;
      try {
        const data = await fn(variables);
        await onSuccess?.(data, variables, { revalidate: refetch });
        if (current()) setState({ status: 'success', variables, data, error: null });
        return data;
      } catch (thrown) {
        const error = normalizeError(thrown);
        if (current()) setState({ status: 'error', variables, data: undefined, error });
        throw error;
      } finally {
        if (id === generation.current) pending.current = null;
      }
    })();
    pending.current = run;
    return run;
  }, [latest]);

  const mutate = useCallback((variables: TVariables) => { mutateAsync(variables).catch(() => undefined); }, [mutateAsync]);
  const reset = useCallback(() => {
    generation.current++;
    pending.current = null;
    setState(IDLE);
  }, []);

  return useMemo(() => ({ ...state, mutateAsync, mutate, reset }), [state, mutateAsync, mutate, reset]);
}
