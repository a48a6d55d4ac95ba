import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False in a prerendered page's HTML and during hydration, true once React runs in the
 * browser. Prerendered forms keep their submit disabled until then, so nothing is sent by
 * a native submit before the page is interactive.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
