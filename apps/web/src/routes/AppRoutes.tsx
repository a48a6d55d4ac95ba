// Every route of product §2. Public pages are eager (they are prerendered); every other route is
// its own lazily loaded chunk.
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageSlot } from '@pt/ui';
import { AppLayout } from '../app/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { LandingPage } from '../features/public/LandingPage';
import { CookiePolicyPage, PrivacyPolicyPage, TermsOfServicePage } from '../features/public/legalPages';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { lazyPage } from '../app/lazyPage';
import { appApiClient } from '../app/apiClient';
import { isOverviewPath, isWorkspacePath } from '../features/workspace/isOverviewPath';

// Every lazily loaded page is a lazyPage (app/lazyPage.tsx) of the module that declares it.
// Prerendered entry points (prerenderedRoutes.ts) are loaded up front in the build's server
// render so their HTML is complete; lazy chunks in the browser that hydrate on arrival.
const SignUpPage = lazyPage(() => import('../features/auth/SignUpPage').then((m) => m.SignUpPage));
const SignInPage = lazyPage(() => import('../features/auth/SignInPage').then((m) => m.SignInPage));
const PaymentDemoPage = lazyPage(() => import('../features/payments/PaymentDemoPage').then((m) => m.PaymentDemoPage));
const EmailLinkPage = lazyPage(() => import('./EmailLinkRoute').then((m) => m.EmailLinkRoute));
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const AffiliatesPage = lazyPage(() => import('../features/affiliate/AffiliatesPage').then((m) => m.AffiliatesPage));
const AffiliateApplicationPage = lazyPage(() => import('../features/affiliate/AffiliateApplicationPage').then((m) => m.AffiliateApplicationPage));
// The admin area (applications, payouts, held commissions, audit log) declares its own pages,
// each a chunk of its own loaded by the admin route's.
const AdminPage = lazyPage(() => import('./AdminRoute').then((m) => m.AdminRoute));
const PaymentSuccessPage = lazyPage(() => import('../features/payments/PaymentSuccessPage').then((m) => m.PaymentSuccessPage));
// Checkout of one offer (product §11.3): signed in, never prerendered (its price is the member's).
const CheckoutPage = lazyPage(() => import('../features/payments/CheckoutPage').then((m) => m.CheckoutPage));
// The workspace (signed in, never prerendered: it needs a session) declares its own sub-routes,
// each a chunk of its own loaded by the workspace's (so the landing's entry names none of them).
// Opened at the overview, the overview's chunk loads beside the workspace's instead of after it:
// its first render holds the page's largest paint, which comes one round trip sooner.
// The workspace's own chunk is asked for first, so the browser's few connections fetch it first.
const WorkspacePage = lazyPage(() => {
  const workspace = import('./WorkspaceRoute');
  if (isOverviewPath(globalThis.location?.pathname ?? '')) {
    void import('../features/workspace/WorkspaceOverviewPage').catch(() => undefined);
    // Its data too: the reads start now, not after the first render (product §10.28).
    void import('../features/workspace/startOverviewReads')
      .then((m) => m.startOverviewReads(appApiClient(), globalThis.location.search)).catch(() => undefined);
  }
  return workspace.then((m) => m.WorkspaceRoute);
});

/**
 * Loads the modules the page at `pathname` would otherwise suspend on in its first render (the
 * workspace's frame and its page; app/lazyPage.tsx says why), so that it paints with its content.
 * Other pages need nothing first.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  if (!isWorkspacePath(pathname)) return;
  await WorkspacePage.preload();
  await (await import('./WorkspaceRoute')).preloadWorkspacePage(pathname);
}
// A shared portfolio's public page: safe signed out, never prerendered (each link is its own page).
const PublicPortfolioPage = lazyPage(() => import('../features/sharing/PublicPortfolioPage').then((m) => m.PublicPortfolioPage));

export function AppRoutes() {
  const location = useLocation();
  return (
    <Routes>
      <Route
        element={
          <RouteErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<PageSlot />}>
              <AppLayout />
            </Suspense>
          </RouteErrorBoundary>
        }
      >
        <Route path="/" element={<LandingPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="/cookie-policy" element={<CookiePolicyPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/verify-email" element={<EmailLinkPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        {/* The e-mailed link to a new address: the same lazy module as /verify-email, which picks the page by path. */}
        <Route path="/confirm-email" element={<EmailLinkPage />} />
        <Route path="/affiliates" element={<AffiliatesPage />} />
        <Route path="/affiliate-application" element={<AffiliateApplicationPage />} />
        <Route path="/admin/*" element={<AdminPage />} />
        <Route path="/payment-demo" element={<PaymentDemoPage />} />
        <Route path="/payment/success" element={<PaymentSuccessPage />} />
        <Route path="/checkout/:offerId" element={<CheckoutPage />} />
        <Route path="/app/*" element={<WorkspacePage />} />
        <Route path="/shared/:token" element={<PublicPortfolioPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
