import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../createApiClient';
import { createBrowserAdapters } from './createBrowserAdapters';

/** A minimal window: storage, cookie jar string and an EventTarget. */
function fakeWindow() {
  const store = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem(k: string, v: string) { m.set(k, v); }, removeItem(k: string) { m.delete(k); } };
  };
  const target = new EventTarget();
  const jar = new Map<string, string>();
  const written: string[] = [];
  const document = {
    get cookie() { return [...jar].map(([k, v]) => `${k}=${v}`).join('; '); },
    set cookie(c: string) {
      written.push(c);
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      if (/Max-Age=0/.test(c)) jar.delete(pair!.slice(0, i));
      else jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    },
  };
  return Object.assign(target, { localStorage: store(), sessionStorage: store(), document, location: { origin: 'https://app.example' }, written });
}

afterEach(() => { vi.unstubAllGlobals(); });

describe('browser adapters', () => {
  it('read window lazily: creating them without a window does not throw', () => {
    expect(() => createBrowserAdapters()).not.toThrow();
    expect(createBrowserAdapters().storage.local.getItem('x')).toBeNull(); // no window: behaves as empty
  });

  it('storage, cookies and events go through window', () => {
    const w = fakeWindow();
    vi.stubGlobal('window', w);
    const a = createBrowserAdapters();
    a.storage.local.setItem('k', 'v');
    expect(w.localStorage.getItem('k')).toBe('v');
    a.cookies.set('pt_affiliate', '{"a":1}', { maxAgeSeconds: 60, path: '/', sameSite: 'Lax' });
    expect(w.written.at(-1)).toBe('pt_affiliate=%7B%22a%22%3A1%7D; Path=/; SameSite=Lax; Max-Age=60');
    expect(a.cookies.get('pt_affiliate')).toBe('{"a":1}');
    a.cookies.remove('pt_affiliate');
    expect(a.cookies.get('pt_affiliate')).toBeNull();
    const l = vi.fn();
    const off = a.events.on('authStateChanged', l);
    a.events.emit('authStateChanged');
    const s = vi.fn();
    a.events.onStorage(s);
    w.dispatchEvent(Object.assign(new Event('storage'), { key: 'auth_token' }));
    off();
    a.events.emit('authStateChanged');
    expect(l).toHaveBeenCalledTimes(1);
    expect(s).toHaveBeenCalledWith('auth_token');
  });

  it('createApiClient uses the browser adapters when window exists, and the page origin as app URL', () => {
    const w = fakeWindow();
    vi.stubGlobal('window', w);
    vi.stubGlobal('location', w.location);
    const client = createApiClient();
    client.consent.acceptAll();
    expect(w.localStorage.getItem('portfoliotracker_cookie_consent')).toContain('"marketing":true');
    expect(client.appUrl).toBe('https://app.example');
  });

  it('createApiClient falls back to memory adapters without a window; clients share nothing', () => {
    const a = createApiClient();
    const b = createApiClient();
    a.session.setSession({ token: 't', user: { id: 'u', email: 'e', full_name: 'f', role: 'user', is_admin: false, created_at: '' } });
    expect(a.session.getSnapshot().status).toBe('signedIn');
    expect(b.session.getSnapshot().status).toBe('signedOut');
  });

  it("storage the browser blocks is kept in this tab's memory: a sign-in works until the tab reloads", () => {
    const w = fakeWindow();
    Object.defineProperty(w, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
    vi.stubGlobal('window', w);
    const client = createApiClient();
    client.session.setSession({ token: 't', user: { id: 'u', email: 'e', full_name: 'f', role: 'user', is_admin: false, created_at: '' } });
    expect(client.session.getSnapshot().status).toBe('signedIn');
    client.session.clear();
    expect(client.session.getSnapshot().status).toBe('signedOut');
    // Session storage, not blocked here, is still the browser's.
    const a = createBrowserAdapters();
    a.storage.session.setItem('k', 'v');
    expect(w.sessionStorage.getItem('k')).toBe('v');
  });

  it('a storage call that fails (quota full) does nothing and reads as empty', () => {
    const w = fakeWindow();
    w.localStorage.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
    w.localStorage.getItem = () => { throw new DOMException('broken', 'UnknownError'); };
    vi.stubGlobal('window', w);
    const a = createBrowserAdapters();
    expect(() => a.storage.local.setItem('k', 'v')).not.toThrow();
    expect(a.storage.local.getItem('k')).toBeNull();
  });
});
