import { describe, expect, it, vi } from 'vitest';
import { createMemoryEvents } from '../adapters/createMemoryEvents';
import { createMemoryStorage } from '../adapters/createMemoryStorage';
import { createSessionStore } from './createSessionStore';
import { isAdminUser, parseUser, readToken } from './parseUser';

const user = { id: 'u', email: 'a@b.co', full_name: 'A', role: 'user' as const, is_admin: false, created_at: '' };

function setup() {
  const local = createMemoryStorage();
  const events = createMemoryEvents();
  return { local, events, store: createSessionStore(local, events) };
}

describe('session store (product §4 auth state)', () => {
  it('signed in only when both token and parsable user data exist', () => {
    const { local, store } = setup();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut' });
    local.setItem('auth_token', 't');
    expect(store.getSnapshot()).toEqual({ status: 'signedOut' });
    local.setItem('user_data', JSON.stringify(user));
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', user, isAdmin: false });
  });

  it('corrupt user data means signed out', () => {
    const { local, store } = setup();
    local.setItem('auth_token', 't');
    for (const bad of ['{not json', '"a string"', '[1]', 'null']) {
      local.setItem('user_data', bad);
      expect(store.getSnapshot().status).toBe('signedOut');
    }
  });

  it.each(['', 'undefined', 'null'])('a token %j counts as absent', (t) => {
    const { local, store } = setup();
    local.setItem('auth_token', t);
    local.setItem('user_data', JSON.stringify(user));
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(store.getToken()).toBeNull();
    expect(store.getUser()).toBeNull();
  });

  it('admin when role is admin or is_admin is set', () => {
    expect(isAdminUser({ role: 'admin', is_admin: false })).toBe(true);
    expect(isAdminUser({ role: 'user', is_admin: true })).toBe(true);
    expect(isAdminUser({ role: 'user', is_admin: false })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('snapshots are referentially stable until storage changes', () => {
    const { store } = setup();
    store.setSession({ token: 't', user });
    const a = store.getSnapshot();
    expect(store.getSnapshot()).toBe(a);
    store.setSession({ user: { ...user, full_name: 'B' } });
    expect(store.getSnapshot()).not.toBe(a);
  });

  it('setSession and clear announce authStateChanged to subscribers; unsubscribe stops them', () => {
    const { store } = setup();
    const l = vi.fn();
    const off = store.subscribe(l);
    store.setSession({ token: 't', refreshToken: 'r', user });
    store.clear();
    expect(l).toHaveBeenCalledTimes(2);
    expect(store.getRefreshToken()).toBeNull();
    off();
    store.setSession({ token: 'x' });
    expect(l).toHaveBeenCalledTimes(2);
  });

  it('picks up token or user changes made in another tab (storage events)', () => {
    const { local, events, store } = setup();
    const l = vi.fn(() => store.getSnapshot());
    store.subscribe(l);
    expect(store.getSnapshot().status).toBe('signedOut');
    // Another tab writes the session: only a storage event tells this tab.
    local.setItem('auth_token', 't');
    local.setItem('user_data', JSON.stringify(user));
    events.dispatchStorage('user_data');
    expect(l).toHaveBeenCalledTimes(1);
    expect(l.mock.results[0]!.value).toMatchObject({ status: 'signedIn', user });
    // An unrelated key leaves the snapshot as it was.
    const after = store.getSnapshot();
    events.dispatchStorage('unrelated');
    expect(store.getSnapshot()).toBe(after);
  });

  it('readToken and parseUser helpers', () => {
    expect(readToken('abc')).toBe('abc');
    expect(readToken(null)).toBeNull();
    expect(parseUser(JSON.stringify(user))).toEqual(user);
    expect(parseUser('')).toBeNull();
  });
});
