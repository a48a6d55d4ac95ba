// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createPreferencesStore } from './preferencesStore';

describe('preferencesStore', () => {
  it('starts closed, on the server too', () => {
    const store = createPreferencesStore();
    expect(store.getSnapshot()).toBe(false);
    expect(store.getServerSnapshot()).toBe(false);
  });

  it('notifies subscribers when it opens and closes, not on repeats', () => {
    const store = createPreferencesStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.open();
    store.open();
    expect(store.getSnapshot()).toBe(true);
    store.close();
    expect(store.getSnapshot()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.open();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
