/**
 * Single-flight token refresh: concurrent 401s share one refresh call, and a token
 * that changed since the failed call (another tab, or a refresh that just finished)
 * is used as is instead of refreshing again.
 */
export function createTokenRefresher(deps: {
  getToken(): string | null;
  refresh(): Promise<string>;
  /** Called once per failed refresh (signs out). */
  onFailure(): void;
}): (usedToken: string) => Promise<string | null> {
  let inflight: Promise<string | null> | null = null;
  return (usedToken) => {
    const current = deps.getToken();
    if (current && current !== usedToken) return Promise.resolve(current);
    inflight ??= deps.refresh()
      .catch(() => { deps.onFailure(); return null; })
      .finally(() => { inflight = null; });
    return inflight;
  };
}
