import type { CookieAdapter, EventsAdapter, StorageAdapter } from '../ApiClient';

export interface Adapters { storage: { local: StorageAdapter; session: StorageAdapter }; cookies: CookieAdapter; events: EventsAdapter }

type Win = Window & typeof globalThis;
const win = (): Win => globalThis.window as Win;

// Storage can throw (private mode, blocked cookies): then it behaves as empty.
function webStorage(pick: (w: Win) => Storage): StorageAdapter {
  const run = <T>(f: (s: Storage) => T, fallback: T): T => { try { return f(pick(win())); } catch { return fallback; } };
  return {
    getItem: (k) => run((s) => s.getItem(k), null),
    setItem: (k, v) => run((s) => s.setItem(k, v), undefined),
    removeItem: (k) => run((s) => s.removeItem(k), undefined),
  };
}

/** Adapters over window.localStorage, sessionStorage, document.cookie and window events, read lazily on each use. */
export function createBrowserAdapters(): Adapters {
  return {
    storage: { local: webStorage((w) => w.localStorage), session: webStorage((w) => w.sessionStorage) },
    cookies: {
      get(name) {
        for (const part of win().document.cookie.split(';')) {
          const i = part.indexOf('=');
          if (part.slice(0, i).trim() === name) {
            try { return decodeURIComponent(part.slice(i + 1).trim()); } catch { return null; }
          }
        }
        return null;
      },
      set(name, value, o = {}) {
        let c = `${name}=${encodeURIComponent(value)}; Path=${o.path ?? '/'}; SameSite=${o.sameSite ?? 'Lax'}`;
        if (o.maxAgeSeconds !== undefined) c += `; Max-Age=${o.maxAgeSeconds}`;
        if (o.secure) c += '; Secure';
        win().document.cookie = c;
      },
      remove(name, o = {}) {
        win().document.cookie = `${name}=; Path=${o.path ?? '/'}; Max-Age=0`;
      },
    },
    events: {
      emit: (name) => { win().dispatchEvent(new Event(name)); },
      on(name, l) { win().addEventListener(name, l); return () => win().removeEventListener(name, l); },
      onStorage(l) {
        const h = (e: StorageEvent) => l(e.key);
        win().addEventListener('storage', h);
        return () => win().removeEventListener('storage', h);
      },
    },
  };
}
