/** Any call of a namespace: it resolves or rejects, so waiting for its code first changes nothing for a caller. */
type Call = (...args: never[]) => Promise<unknown>;

/** Every method of a namespace as 1, a nested namespace as its own names (a missing or unknown name is a type error). */
export type CallNames<N> = { [K in keyof N]: N[K] extends Call ? 1 : CallNames<N[K]> };

/** One shared load: `load` runs on the first call, and again on the next call after it failed. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load().catch((error: unknown) => { loading = null; throw error; }));
}

/**
 * A namespace of calls whose code is loaded by the first call, so a client that never makes
 * one never loads it. Every method waits for `load` (once, shared) and runs the loaded call
 * with the same arguments; the object has its full shape (`names`) before anything loads.
 */
export function lazyNamespace<N>(load: () => Promise<N>, names: CallNames<N>): N {
  const loaded = loadOnce(load);
  const ns: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(names as Record<string, unknown>)) {
    const pick = async () => (await loaded())[name as keyof N];
    ns[name] = inner === 1
      ? async (...args: never[]) => ((await pick()) as Call)(...args)
      : lazyNamespace(pick, inner as CallNames<unknown>);
  }
  return ns as N;
}
