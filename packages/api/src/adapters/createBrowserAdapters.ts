import type { CookieAdapter, EventsAdapter, StorageAdapter } from '../ApiClient';

export interface Adapters { storage: { local: StorageAdapter; session: StorageAdapter }; cookies: CookieAdapter; events: EventsAdapter }

type Win = Window & typeof globalThis;
const win = (): Win => globalThis.window as Win;

// Storage can throw (private mode, blocked cookies): then it behaves as empty.
function webStorage(kind: 'localStorage' | 'sessionStorage'): StorageAdapter {
  const run = (m: 'getItem' | 'setItem' | 'removeItem') => (...a: [string, string?]) => {
    // Called as a method so `this` stays the Storage object.
    try { return (win()[kind] as unknown as Record<string, (...x: unknown[]) => string | null>)[m]!(...a); } catch { return null; }
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
