import type { CookieAdapter } from '../ApiClient';

/** In-memory cookie jar (attributes are accepted and ignored). */
export function createMemoryCookies(): CookieAdapter {
  const jar = new Map<string, string>();
  return {
    get: (n) => jar.get(n) ?? null,
    set: (n, value) => { jar.set(n, value); },
    remove: (n) => { jar.delete(n); },
  };
}
