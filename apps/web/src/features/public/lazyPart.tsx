// Code-split parts of prerendered pages. During the build's server render (import.meta.env.SSR)
// a part is loaded before rendering, so the static HTML contains it in full; in the browser it is
// a React.lazy chunk inside a <Suspense> boundary: React keeps the prerendered HTML on screen and
// hydrates the boundary when the chunk arrives. Nothing moves, and the landing's initial JS stays small.
import { lazy, useState, type ComponentType, type JSX } from 'react';
import { useHydratesAfterLoad } from './afterLoad';

export interface LazyPart<P extends object> {
  (props: P): JSX.Element;
  /** Starts loading the chunk (e.g. on hover or right after hydration). */
  preload(): Promise<void>;
}

/**
 * `loaded` is the component when the caller could load it already (the server render awaits
 * it at module level); in the browser it is undefined and the part is a lazy chunk.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, loaded?: ComponentType<P>): LazyPart<P> {
  let Resolved: ComponentType<P> | undefined = loaded;
  let pending: Promise<void> | undefined;
  const preload = () => (pending ??= load().then((C) => { Resolved = C; }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Resolved as ComponentType<P> };
  });
  function Part(props: P) {
    // The browser starts loading the chunk when the part first renders; the server render does
    // the same (the module is loaded already, so this costs nothing), which tells the prerender
    // which chunks this page loads as it hydrates, or after load for a part inside
    // <HydrateAfterLoad> (vite.config.ts, reportDynamicImports; scripts/prerender.ts).
    const afterLoad = useHydratesAfterLoad();
    if (import.meta.env.SSR) reportLoad(afterLoad ? 'afterLoad' : 'hydration', load);
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the part and lose its state.
    const [C] = useState<ComponentType<P>>(() => Resolved ?? Lazy);
    return <C {...props} />;
  }
  Part.preload = preload;
  return Part;
}

/** Server render only: calls `load` while the prerender's import reporter knows when the chunk is loaded. */
function reportLoad(phase: 'hydration' | 'afterLoad', load: () => Promise<unknown>) {
  const reporter = globalThis as { __ptDynamicImportPhase?: string };
  reporter.__ptDynamicImportPhase = phase;
  try {
    // The module is loaded already; the prerender may delete the server build before this import
    // settles, and a rejection here must not end it.
    load().catch(() => undefined);
  } finally {
    reporter.__ptDynamicImportPhase = undefined;
  }
}
