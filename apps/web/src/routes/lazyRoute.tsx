import { lazy, type ComponentType } from 'react';

/** A lazily loaded page that can be asked for ahead of its first render. */
export interface LazyRoute {
  (): React.JSX.Element;
  /** Loads the page's module (once); resolves when the page can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a page module, with `preload()`. Once the module has arrived, the page renders
 * at once instead of suspending: React.lazy suspends on its first render even for a module that
 * is already loaded, its Suspense boundary shows the fallback, and React then holds the page back
 * for up to 300 ms so as not to flash it (its throttle on revealing content after a fallback).
 * The app preloads the page it opens on before its first render (preloadRoute), so a workspace
 * page opened from its address paints with its content in the first commit.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyRoute {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then((m) => { Loaded = pick(m); }, (error: unknown) => { loading = null; throw error; });
    return loading;
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Route = () => (Loaded ? <Loaded /> : <Suspending />);
  return Object.assign(Route, { preload });
}
