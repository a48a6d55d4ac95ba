import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that holds the latest value after each commit: for callbacks given as options, read by
 * handlers and effects created earlier without re-running them. Written in a layout effect, not
 * during render, so a render React throws away never leaves its value behind.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => { ref.current = value; });
  return ref;
}
