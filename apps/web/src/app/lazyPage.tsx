// The one way a page, a route or a part of a page is code-split (product §2.20): a chunk of its
// own, loaded when it first renders or by `preload()`.
//
// - A module that has arrived renders at once instead of suspending. React.lazy suspends on its
//   first render even for a module that is loaded already, its Suspense boundary shows the
//   fallback, and React then holds the page back for up to 300 ms so as not to flash it. The app
//   preloads the page it opens on before its first render (preloadRoute), so a workspace page
//   opened from its address paints with its content in the first commit.
// - A failed load is tried again at the next render or preload. A tab left open across a deploy
//   asks for chunks the new build no longer has: Vite reports it and the app reloads
//   (staleChunkReload.ts); the error boundaries show the loading state meanwhile.
// - Prerendered pages: the build's server render loads every lazy page before it renders
//   (loadLazyParts), so the static HTML contains them in full; in the browser the chunk hydrates
//   inside its <Suspense> boundary when it arrives, and React keeps the prerendered HTML on screen
//   meanwhile. Each chunk brings its own stylesheet (vite.config.ts, cssCodeSplit), which Vite
//   waits for before the import resolves, so a page renders styled.
import { lazy, useState, type ComponentType, type JSX } from 'react';
import { useHydratesAfterLoad } from '../features/public/afterLoad';

export interface LazyPage<P extends object> {
  (props: P): JSX.Element;
  /** Loads the chunk (once; again after a failure); resolves when the page renders without suspending. */
  preload(): Promise<void>;
}

/** Server render only: the preload of every lazy page created so far (loadLazyParts). */
const serverParts: Array<() => Promise<void>> = [];

/**
 * Server render only: loads every lazy page, including those that pages loaded here create, so
 * the render that follows has them all. Rather than a top-level `await` beside each page: a
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

/**
 * A component in a chunk of its own: `lazyPage(() => import('./XPage').then((m) => m.XPage))`.
 * Render it inside a <Suspense> boundary (AppRoutes has one for every route).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let Resolved: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => (pending ??= load().then((C) => { Resolved = C; }, (error: unknown) => {
    pending = undefined;
    throw error;
  }));
  if (import.meta.env.SSR) serverParts.push(preload);
  const Lazy = lazy(async () => {
    await preload();
    return { default: Resolved as ComponentType<P> };
  });
  function Page(props: P) {
    // The browser starts loading the chunk when the page first renders; the server render does
    // the same (the module is loaded already, so this costs nothing), which tells the prerender
    // which chunks this page loads as it hydrates, or after load for a part inside
    // <HydrateAfterLoad> (vite.config.ts, reportDynamicImports; scripts/prerender.ts).
    const afterLoad = useHydratesAfterLoad();
    if (import.meta.env.SSR) reportLoad(afterLoad ? 'afterLoad' : 'hydration', load);
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the page and lose its state.
    const [C] = useState<ComponentType<P>>(() => Resolved ?? Lazy);
    return <C {...props} />;
  }
  Page.preload = preload;
  return Page;
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
