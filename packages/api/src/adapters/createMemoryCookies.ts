import type { CookieAdapter, CookieOptions } from '../ApiClient';

/** In-memory cookie jar; `options(name)` exposes the attributes last used, for tests. */
export function createMemoryCookies(): CookieAdapter & { options(name: string): CookieOptions | undefined } {
  const jar = new Map<string, { value: string; options: CookieOptions }>();
  return {
    get: (n) => jar.get(n)?.value ?? null,
    set: (n, value, options = {}) => { jar.set(n, { value, options }); },
    remove: (n) => { jar.delete(n); },
    options: (n) => jar.get(n)?.options,
  };
}
