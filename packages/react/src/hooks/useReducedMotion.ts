import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(listener: () => void) {
  const m = media();
  if (!m) return () => undefined;
  m.addEventListener?.('change', listener);
  return () => m.removeEventListener?.('change', listener);
}

/** Whether the user asked for reduced motion (false during server rendering). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
