import type { EventsAdapter } from '../ApiClient';

export interface MemoryEvents extends EventsAdapter {
  /** Simulates a storage change made by another tab (null: storage cleared). */
  dispatchStorage(key: string | null): void;
}

/** A local emitter standing in for window events. */
export function createMemoryEvents(): MemoryEvents {
  const named = new Map<string, Set<() => void>>();
  const storage = new Set<(key: string | null) => void>();
  return {
    emit(name) { for (const l of [...(named.get(name) ?? [])]) l(); },
    on(name, l) {
      const set = named.get(name) ?? new Set();
      named.set(name, set.add(l));
      return () => { set.delete(l); };
    },
    onStorage(l) { storage.add(l); return () => { storage.delete(l); }; },
    dispatchStorage(key) { for (const l of [...storage]) l(key); },
  };
}
