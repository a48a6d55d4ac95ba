// Routes prerendered to static HTML at build time, so they paint before any JavaScript runs: the
// public pages and the entry points a visitor lands on. Auth-dependent parts render their loading state there.
export const PRERENDERED_ROUTES = ['/', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/signin', '/signup', '/payment-demo'] as const;

/**
 * Prerendered pages whose markup depends on the query (prefilled e-mail, return path):
 * with a query string they get the app shell, because hydration cannot correct attributes
 * rendered from a different URL.
 */
export const QUERY_SENSITIVE_ROUTES: readonly string[] = ['/signin', '/signup'];

/** What every signed-in page loads as it starts: the header's member menu and bell, and the SDK's call layer. */
const SIGNED_IN_START = [
  '../../packages/ui/src/site/SiteHeader/UserMenu.tsx',
  'src/features/notifications/HeaderNotifications.tsx',
  '../../packages/api/src/createCalls.ts',
] as const;
const WORKSPACE_START = [...SIGNED_IN_START, 'src/routes/WorkspaceRoute.tsx'] as const;

/**
 * Client-rendered pages that get an empty shell of their own (`<path>/index.html`, written by
 * scripts/prerender.ts) naming, as modulepreloads, the chunks of these modules (as Vite's manifest
 * keys them) with their static imports. Without it the browser learns of them one level at a time
 * (the entry, then the route, then the page, each chunk's imports after it arrives): on the
 * workspace about 50 small requests in 3 rounds after the entry has run, over HTTP/1.1's six
 * connections. With it they load beside the entry. The workspace's pages need a session, and a
 * visitor without one is sent to sign in; the few kilobytes preloaded for them are not wasted on
 * members, who are nearly everyone opening these addresses.
 */
export const PRELOADED_SHELLS: Readonly<Record<string, readonly string[]>> = {
  '/app': [...WORKSPACE_START, 'src/features/workspace/WorkspaceOverviewPage.tsx', 'src/features/workspace/OverviewAnalytics.tsx'],
  '/app/transactions': [...WORKSPACE_START, 'src/features/workspace/WorkspaceTransactionsPage.tsx'],
  '/app/income': [...WORKSPACE_START, 'src/features/workspace/IncomePage.tsx'],
  '/app/alerts': [...WORKSPACE_START, 'src/features/workspace/AlertsPage.tsx'],
  '/app/sharing': [...WORKSPACE_START, 'src/features/sharing/WorkspaceSharingPage.tsx'],
  '/app/assistant': [...WORKSPACE_START, 'src/features/sharing/WorkspaceAssistantPage.tsx'],
  '/app/api': [...WORKSPACE_START, 'src/features/sharing/WorkspaceApiAccessPage.tsx'],
  '/app/billing': [...WORKSPACE_START, 'src/features/workspace/WorkspaceBillingPage.tsx', 'src/features/payments/PaymentDashboard.tsx'],
  '/app/settings': [...WORKSPACE_START, 'src/features/account/SettingsPage.tsx'],
};

/**
 * The HTML file a page request is answered with: a prerendered page's own file (with or
 * without a trailing slash), a client-rendered page's own shell when it has one (any query), the
 * empty app shell for every other route, null for files.
 */
export function shellPathFor(pathname: string, search = ''): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (search && QUERY_SENSITIVE_ROUTES.includes(path)) return '/app-shell.html';
  if (path === '/') return null;
  if ((PRERENDERED_ROUTES as readonly string[]).includes(path)) return `${path}/index.html`;
  if (Object.hasOwn(PRELOADED_SHELLS, path)) return `${path}/index.html`;
  if (/\.[a-z0-9]+$/i.test(path)) return null; // a file (asset, favicon)
  return '/app-shell.html';
}
