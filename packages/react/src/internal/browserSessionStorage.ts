import { createMemoryStorage, type StorageAdapter } from '@pt/api';

/** window.sessionStorage when there is one (it can throw in private mode: then empty), else memory. */
export function browserSessionStorage(): StorageAdapter {
  if (typeof window === 'undefined') return createMemoryStorage();
  const run = <T,>(f: (s: Storage) => T, fallback: T): T => { try { return f(window.sessionStorage); } catch { return fallback; } };
  return {
    getItem: (k) => run((s) => s.getItem(k), null),
    setItem: (k, v) => run((s) => s.setItem(k, v), undefined),
    removeItem: (k) => run((s) => s.removeItem(k), undefined),
  };
}
