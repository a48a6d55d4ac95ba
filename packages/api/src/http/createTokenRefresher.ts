import type { SessionStore } from '../session/createSessionStore';

/**
 * Single-flight token refresh: concurrent 401s share one refresh call, and a token
 * that changed since the failed call (another tab, or a refresh that just finished)
 * is used as is instead of refreshing again. A failed refresh signs out (once).
 */
export function createTokenRefresher(
  session: Pick<SessionStore, 'getToken' | 'clear'>,
  refresh: () => Promise<string>,
): (usedToken: string) => Promise<string | null> {
  let inflight: Promise<string | null> | null = null;
  return (usedToken) => {
    const current = session.getToken();
    if (current && current !== usedToken) return Promise.resolve(current);
    inflight ??= refresh()
      .catch(() => { session.clear(); return null; })
      .finally(() => { inflight = null; });
    return inflight;
  };
}
