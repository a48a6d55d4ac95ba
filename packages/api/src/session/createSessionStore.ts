import type { AuthSnapshot, EventsAdapter, StorageAdapter, Store } from '../ApiClient';
import type { User } from '../auth/types';
import { createEventStore } from '../store/createEventStore';
import { AUTH_STATE_CHANGED_EVENT, AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_DATA_KEY } from './keys';
import { isAdminUser, parseUser, readToken } from './parseUser';

export interface SessionStore extends Store<AuthSnapshot> {
  getToken(): string | null;
  getRefreshToken(): string | null;
  getUser(): User | null;
  isAdmin(): boolean;
  /** Writes the given parts and announces authStateChanged. */
  setSession(parts: { token?: string; refreshToken?: string; user?: User }): void;
  /** Removes token, refresh token and user data and announces authStateChanged. */
  clear(): void;
}

/** Auth state recomputed from local storage (product §4); other tabs' changes come through storage events. */
export function createSessionStore(local: StorageAdapter, events: EventsAdapter): SessionStore {
  const token = () => readToken(local.getItem(AUTH_TOKEN_KEY));
  const user = () => parseUser(local.getItem(USER_DATA_KEY));
  const store = createEventStore<AuthSnapshot>(
    events,
    AUTH_STATE_CHANGED_EVENT,
    () => `${token() ? 1 : 0}${local.getItem(USER_DATA_KEY) ?? ''}`,
    () => {
      const u = user();
      return token() && u ? { status: 'signedIn', user: u, isAdmin: isAdminUser(u) } : { status: 'signedOut' };
    },
  );
  return {
    ...store,
    getToken: token,
    getRefreshToken: () => readToken(local.getItem(REFRESH_TOKEN_KEY)),
    getUser: () => (token() ? user() : null),
    isAdmin: () => isAdminUser(token() ? user() : null),
    setSession({ token: t, refreshToken, user: u }) {
      if (t !== undefined) local.setItem(AUTH_TOKEN_KEY, t);
      if (refreshToken !== undefined) local.setItem(REFRESH_TOKEN_KEY, refreshToken);
      if (u !== undefined) local.setItem(USER_DATA_KEY, JSON.stringify(u));
      events.emit(AUTH_STATE_CHANGED_EVENT);
    },
    clear() {
      for (const k of [AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_DATA_KEY]) local.removeItem(k);
      events.emit(AUTH_STATE_CHANGED_EVENT);
    },
  };
}
