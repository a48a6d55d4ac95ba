// Code-split parts of prerendered pages. The build's server render loads every part before it
// renders (loadLazyParts), so the static HTML contains them in full; in the browser a part is
// a React.lazy chunk inside a <Suspense> boundary: React keeps the prerendered HTML on screen and
// hydrates the boundary when the chunk arrives. Nothing moves, and the landing's initial JS stays small.
import { lazy, useState, type ComponentType, type JSX } from 'react';
import { useHydratesAfterLoad } from './afterLoad';

export interface LazyPart<P extends object> {
  (props: P): JSX.Element;
  /** Starts loading the chunk (e.g. on hover or right after hydration). */
  preload(): Promise<void>;
}

/** Server render only: the preload of every part created so far (loadLazyParts). */
const serverParts: Array<() => Promise<void>> = [];

/**
 * Server render only: loads every lazy part, including those that parts loaded here create, so
 * the render that follows has them all. Rather than a top-level `await` beside each part: a
 * module with one makes Rollup keep the modules it shares with lazy chunks out of the entry chunk
 * in the browser build too (the landing started with 16 files instead of a few).
 */
export async function loadLazyParts(): Promise<void> {
  for (let loaded = 0; loaded < serverParts.length;) {
    const batch = serverParts.slice(loaded);
    loaded = serverParts.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}

/** A component in a chunk of its own, loaded when it first renders (or by `preload`). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let Resolved: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => (pending ??= load().then((C) => { Resolved = C; }));
  if (import.meta.env.SSR) serverParts.push(preload);
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
