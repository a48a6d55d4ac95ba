// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReloadingForNewBuild, reloadForNewBuild, resetStaleChunkReloadForTests, type ReloadEnv } from './staleChunkReload';

/** Online, with a session storage of its own, unless `over` says otherwise; `reload` records calls. */
function env(over: Partial<ReloadEnv> = {}): ReloadEnv & { reload: ReturnType<typeof vi.fn<() => void>> } {
  const store = new Map<string, string>();
  return {
    online: () => true,
    now: () => 1_000_000,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => { store.set(k, v); } },
    ...over,
    reload: vi.fn<() => void>(),
  };
}

afterEach(resetStaleChunkReloadForTests);

describe('reloadForNewBuild', () => {
  it('reloads once, and says so to the error boundaries', () => {
    const e = env();
    expect(isReloadingForNewBuild()).toBe(false);
    expect(reloadForNewBuild(e)).toBe(true);
    expect(e.reload).toHaveBeenCalledOnce();
    expect(isReloadingForNewBuild()).toBe(true);
    // A second failed import while the reload is underway does not reload again.
    expect(reloadForNewBuild(e)).toBe(true);
    expect(e.reload).toHaveBeenCalledOnce();
  });

  it('does not reload again within 30 s of the last reload (a chunk really missing must not loop)', () => {
    const first = env({ now: () => 1_000_000 });
    reloadForNewBuild(first);
    resetStaleChunkReloadForTests(); // the page after the reload
    const again = env({ now: () => 1_029_999, storage: first.storage });
    expect(reloadForNewBuild(again)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
    expect(isReloadingForNewBuild()).toBe(false);
    const later = env({ now: () => 1_030_000, storage: first.storage });
    expect(reloadForNewBuild(later)).toBe(true);
  });

  it('does not reload offline, nor without session storage', () => {
    const offline = env({ online: () => false });
    expect(reloadForNewBuild(offline)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
    expect(reloadForNewBuild(env({ storage: null }))).toBe(false);
    const throwing = env({ storage: { getItem: () => { throw new Error('blocked'); }, setItem: () => undefined } });
    expect(reloadForNewBuild(throwing)).toBe(false);
    expect(throwing.reload).not.toHaveBeenCalled();
  });
});
