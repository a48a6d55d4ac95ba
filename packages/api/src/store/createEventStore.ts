import type { EventsAdapter, Store } from '../ApiClient';

/**
 * A Store derived from storage. `raw()` returns the raw stored text; the derived value
 * is recomputed only when it changes, so snapshots stay referentially stable for
 * useSyncExternalStore. Listeners fire on `event` and on any storage change made in
 * another tab (unrelated keys leave the snapshot, and so React, unchanged).
 */
export function createEventStore<T>(events: EventsAdapter, event: string, raw: () => string, derive: () => T): Store<T> {
  let lastRaw: string | undefined;
  let last: T;
  return {
    getSnapshot() {
      const r = raw();
      if (r !== lastRaw) { lastRaw = r; last = derive(); }
      return last;
    },
    subscribe(listener) {
      const a = events.on(event, listener);
      const b = events.onStorage(() => listener());
      return () => { a(); b(); };
    },
  };
}
