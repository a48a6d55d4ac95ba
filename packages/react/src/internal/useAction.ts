import { useCallback, useEffect, useRef, useState } from 'react';

export type ActionStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface ActionState<R> {
  status: ActionStatus;
  /** The error message (from the SDK's mapper) when status is error. */
  error: string | null;
  /** The success message (toast text) when status is success. */
  message: string | null;
  result: R | undefined;
}

const IDLE = { status: 'idle', error: null, message: null, result: undefined } as const;

/**
 * A one-shot mutation: never retried; a second call while one runs is ignored
 * (resolves undefined). `run` returns the result and its success message, or throws.
 */
export function useAction<A extends unknown[], R>(
  run: (...args: A) => Promise<{ result: R; message: string | null }>,
  /** The general error message, or null when the error went to a field (see onError). */
  toMessage: (error: unknown) => string | null,
  onError?: (error: unknown) => void,
) {
  const [state, setState] = useState<ActionState<R>>(IDLE);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => { mounted.current = true; return () => { mounted.current = false; }; }, []);
  const runRef = useRef(run);
  const msgRef = useRef(toMessage);
  const onErrorRef = useRef(onError);
  runRef.current = run;
  msgRef.current = toMessage;
  onErrorRef.current = onError;
  const safeSet = (s: ActionState<R>) => { if (mounted.current) setState(s); };

  const execute = useCallback(async (...args: A): Promise<R | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    safeSet({ status: 'submitting', error: null, message: null, result: undefined });
    try {
      const { result, message } = await runRef.current(...args);
      safeSet({ status: 'success', error: null, message, result });
      return result;
    } catch (e) {
      onErrorRef.current?.(e);
      safeSet({ status: 'error', error: msgRef.current(e), message: null, result: undefined });
      return undefined;
    } finally {
      busy.current = false;
    }
  }, []);
  const fail = useCallback((error: string) => safeSet({ status: 'error', error, message: null, result: undefined }), []);
  const reset = useCallback(() => safeSet(IDLE), []);
  return { ...state, execute, fail, reset, isBusy: () => busy.current };
}
