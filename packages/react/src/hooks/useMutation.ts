import { useRef, useState } from 'react';
import { normalizeError, type ApiError } from '@pt/api';
import { useApiContext } from '../useApiClient';
import type { RevalidateTarget } from '../internal/ApiContext';

/** A write's state: never sent, running, failed (always an ApiError) or done. */
export type MutationState<TData, TVariables> =
  | { status: 'idle'; variables: undefined; data: undefined; error: null }
  | { status: 'pending'; variables: TVariables; data: undefined; error: null }
  | { status: 'error'; variables: TVariables; data: undefined; error: ApiError }
  | { status: 'success'; variables: TVariables; data: TData; error: null };

export type MutationResult<TData, TVariables> = MutationState<TData, TVariables> & {
  /**
   * Sends the write; resolves with its data or rejects with an ApiError. While a call is pending a
   * second one is not sent: it gets the pending call's promise (product §4.10: a second submit sends nothing).
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
 * The one shape of a write (product §7 calls that change data), after TanStack Query's useMutation.
 * Never retried: a failed write is the caller's to repeat. Results that arrive after unmount,
 * or after reset() or a newer call, do not touch the state.
 */
export function useMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationOptions<TData, TVariables> = {},
): MutationResult<TData, TVariables> {
  // A write hook names itself when it reads the client first; this one is never reached first.
  const { mutate: cache } = useApiContext('useMutation');
  const [state, setState] = useState<MutationState<TData, TVariables>>(IDLE);
  // Each sent call (and each reset) gets the next number; only the current one may set state.
  const calls = useRef<{ id: number; pending: Promise<TData> | null }>({ id: 0, pending: null });
  const { onSuccess } = options;

  // Made at each render, so a call uses the function and options of the render it came from.
  const mutateAsync = (variables: TVariables): Promise<TData> => {
    const c = calls.current;
    if (c.pending) return c.pending;
    const id = ++c.id;
    // React drops the updates of an unmounted hook; this drops those of a superseded call.
    const show = (next: MutationState<TData, TVariables>) => { if (id === c.id) setState(next); };
    show({ status: 'pending', variables, data: undefined, error: null });
    // Refetches the reads the write changed; one that fails is the read's error to show, not the write's.
    const revalidate = async (target: RevalidateTarget) => { await cache?.(target).catch(() => undefined); };
    return (c.pending = (async () => {
      try {
        const data = await mutationFn(variables);
        await onSuccess?.(data, variables, { revalidate });
        show({ status: 'success', variables, data, error: null });
        return data;
      } catch (thrown) {
        const error = normalizeError(thrown);
        show({ status: 'error', variables, data: undefined, error });
        throw error;
      } finally {
        if (id === c.id) c.pending = null;
      }
    })());
  };

  const reset = () => {
    const c = calls.current;
    c.id++;
    c.pending = null;
    setState(IDLE);
  };

  return { ...state, mutateAsync, mutate: (variables) => { mutateAsync(variables).catch(() => undefined); }, reset };
}
