import type { Cache, State } from 'swr';

/**
 * An SWR cache whose entries are dropped when nothing shows them and they were not
 * touched for `ttlMs` (product §9: 5 minutes). Sweeps happen lazily on writes.
 */
export interface GcCache extends Cache {
  retain(key: string): () => void;
  sweep(): void;
}

export function createGcCache(ttlMs: number, now: () => number = Date.now): GcCache {
  const data = new Map<string, State>();
  const touched = new Map<string, number>();
  const retained = new Map<string, number>();
  const sweep = () => {
    const t = now();
    for (const [k, at] of touched) {
      if (!retained.get(k) && t - at > ttlMs) { data.delete(k); touched.delete(k); }
    }
  };
  return {
    keys: () => data.keys(),
    get(key) { if (data.has(key)) touched.set(key, now()); return data.get(key); },
    set(key, value) { sweep(); data.set(key, value); touched.set(key, now()); },
    delete(key) { data.delete(key); touched.delete(key); },
    retain(key) {
      retained.set(key, (retained.get(key) ?? 0) + 1);
      return () => {
        const n = (retained.get(key) ?? 1) - 1;
        if (n > 0) retained.set(key, n); else retained.delete(key);
        touched.set(key, now());
      };
    },
    sweep,
  };
}
