// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { State } from 'swr';
import { createGcCache } from './gcCache';

describe('createGcCache', () => {
  it('drops entries untouched for the TTL unless a hook retains them', () => {
    let now = 0;
    const cache = createGcCache(5 * 60_000, () => now);
    const v = { data: 1 } as State;
    cache.set('a', v);
    cache.set('b', v);
    const release = cache.retain('b');
    now = 5 * 60_000 + 1;
    cache.set('c', v);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(v);
    release();
    now += 5 * 60_000 + 1;
    cache.sweep();
    expect([...cache.keys()]).toEqual([]);
  });
});
