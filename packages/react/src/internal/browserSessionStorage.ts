import { createMemoryStorage, type StorageAdapter } from '@pt/api';

/**
 * window.sessionStorage when there is one, else memory. A browser that blocks site data throws on
 * reading window.sessionStorage: this tab's memory stands in, as the SDK's adapters do. A call
 * that fails on a storage that exists does nothing and reads as empty.
 */
export function browserSessionStorage(): StorageAdapter {
  const memory = createMemoryStorage();
  if (typeof window === 'undefined') return memory;
  const run = <T,>(f: (s: StorageAdapter) => T, fallback: T): T => {
    let store: StorageAdapter = memory;
    try { store = window.sessionStorage; } catch { /* blocked: memory */ }
    try { return f(store); } catch { return fallback; }
  };
  return {
    getItem: (k) => run((s) => s.getItem(k), null),
    setItem: (k, v) => run((s) => s.setItem(k, v), undefined),
    removeItem: (k) => run((s) => s.removeItem(k), undefined),
  };
}
