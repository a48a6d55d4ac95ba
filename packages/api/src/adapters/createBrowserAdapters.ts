import type { CookieAdapter, EventsAdapter, StorageAdapter } from '../ApiClient';
import { createMemoryStorage } from './createMemoryStorage';

export interface Adapters { storage: { local: StorageAdapter; session: StorageAdapter }; cookies: CookieAdapter; events: EventsAdapter }

type Win = Window & typeof globalThis;
const win = (): Win => globalThis.window as Win;

type Calls = Record<string, (...x: unknown[]) => string | null>;

// A browser that blocks site data throws on reading window.localStorage itself: this tab's memory
// stands in, so a sign-in still works until the tab reloads. A call that fails on a storage that
// exists (quota full) does nothing and reads as empty.
function webStorage(kind: 'localStorage' | 'sessionStorage'): StorageAdapter {
  const memory = createMemoryStorage() as unknown as Calls;
  const run = (m: 'getItem' | 'setItem' | 'removeItem') => (...a: [string, string?]) => {
    let store = memory;
    try { store = win()[kind] as unknown as Calls; } catch { /* blocked: memory */ }
    // Called as a method so `this` stays the Storage object.
    try { return store[m]!(...a); } catch { return null; }
  };
  return { getItem: run('getItem'), setItem: run('setItem'), removeItem: run('removeItem') } as StorageAdapter;
}

/** Adapters over window.localStorage, sessionStorage, document.cookie and window events, read lazily on each use. */
export function createBrowserAdapters(): Adapters {
  const on = (name: string, l: (e: Event) => void) => {
    win().addEventListener(name, l);
    return () => win().removeEventListener(name, l);
  };
  const write = (c: string) => { win().document.cookie = c; };
  return {
    storage: { local: webStorage('localStorage'), session: webStorage('sessionStorage') },
    cookies: {
      get(name) {
        const hit = win().document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
        try { return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null; } catch { return null; }
      },
      set: (name, value, o = {}) =>
        write(`${name}=${encodeURIComponent(value)}; Path=${o.path ?? '/'}; SameSite=${o.sameSite ?? 'Lax'}${o.maxAgeSeconds === undefined ? '' : `; Max-Age=${o.maxAgeSeconds}`}${o.secure ? '; Secure' : ''}`),
      remove: (name, o = {}) => write(`${name}=; Path=${o.path ?? '/'}; Max-Age=0`),
    },
    events: {
      emit: (name) => { win().dispatchEvent(new Event(name)); },
      on,
      onStorage: (l) => on('storage', (e) => l((e as StorageEvent).key)),
    },
  };
}
