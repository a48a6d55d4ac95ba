// The public routes that are prerendered to static HTML at build time (issue 11).
export const PRERENDERED_ROUTES = ['/', '/privacy-policy', '/terms-of-service', '/cookie-policy'] as const;

/** Page requests for other routes get the empty app shell, never the landing page's markup. */
export function shellPathFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((PRERENDERED_ROUTES as readonly string[]).includes(path)) return null;
  if (/\.[a-z0-9]+$/i.test(path)) return null; // a file (asset, favicon)
  return '/app-shell.html';
}
