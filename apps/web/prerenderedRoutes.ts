// Routes prerendered to static HTML at build time, so they paint before any JavaScript runs: the
// public pages and the entry points a visitor lands on. Auth-dependent parts render their loading state there.
export const PRERENDERED_ROUTES = ['/', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/signin', '/signup', '/payment-demo'] as const;

/**
 * Prerendered pages whose markup depends on the query (prefilled e-mail, return path):
 * with a query string they get the app shell, because hydration cannot correct attributes
 * rendered from a different URL.
 */
export const QUERY_SENSITIVE_ROUTES: readonly string[] = ['/signin', '/signup'];

/**
 * The HTML file a page request is answered with: a prerendered page's own file (with or
 * without a trailing slash), the empty app shell for every other route, null for files.
 */
export function shellPathFor(pathname: string, search = ''): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (search && QUERY_SENSITIVE_ROUTES.includes(path)) return '/app-shell.html';
  if (path === '/') return null;
  if ((PRERENDERED_ROUTES as readonly string[]).includes(path)) return `${path}/index.html`;
  if (/\.[a-z0-9]+$/i.test(path)) return null; // a file (asset, favicon)
  return '/app-shell.html';
}
