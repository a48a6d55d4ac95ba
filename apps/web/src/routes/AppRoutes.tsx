// Every route of product §2. Public pages are eager (they are prerendered); every other route is
// its own lazily loaded chunk.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageSlot } from '@pt/ui';
import { AppLayout } from '../app/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { LandingPage } from '../features/public/LandingPage';
import { CookiePolicyPage, PrivacyPolicyPage, TermsOfServicePage } from '../features/public/legalPages';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { lazyPart } from '../features/public/lazyPart';
import { isOverviewPath, isWorkspacePath } from '../features/workspace/isOverviewPath';
import { lazyRoute } from './lazyRoute';

/** React.lazy for a module whose export is named after the page. */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

// Prerendered entry points (prerenderedRoutes.ts): loaded up front in the build's server
// render so their HTML is complete; lazy chunks in the browser that hydrate on arrival.
const SignUpPage = lazyPart(async () => (await import('./lazy/SignUpRoute')).SignUpRoute);
const SignInPage = lazyPart(async () => (await import('./lazy/SignInRoute')).SignInRoute);
const PaymentDemoPage = lazyPart(async () => (await import('./lazy/PaymentDemoRoute')).PaymentDemoRoute);
const VerifyEmailPage = lazyPage(() => import('./lazy/VerifyEmailRoute'), (m) => m.VerifyEmailRoute);
const ResetPasswordPage = lazyPage(() => import('./lazy/ResetPasswordRoute'), (m) => m.ResetPasswordRoute);
const AffiliatesPage = lazyPage(() => import('./lazy/AffiliatesRoute'), (m) => m.AffiliatesRoute);
const AffiliateApplicationPage = lazyPage(() => import('./lazy/AffiliateApplicationRoute'), (m) => m.AffiliateApplicationRoute);
// The admin area (applications, payouts, held commissions, audit log) declares its own pages,
// each a chunk of its own loaded by the admin route's.
const AdminPage = lazyPage(() => import('./lazy/AdminRoute'), (m) => m.AdminRoute);
const PaymentSuccessPage = lazyPage(() => import('./lazy/PaymentSuccessRoute'), (m) => m.PaymentSuccessRoute);
// Checkout of one offer (product §11.3): signed in, never prerendered (its price is the member's).
const CheckoutPage = lazyPage(() => import('./lazy/CheckoutRoute'), (m) => m.CheckoutRoute);
// The workspace (signed in, never prerendered: it needs a session) declares its own sub-routes,
// each a chunk of its own loaded by the workspace's (so the landing's entry names none of them).
// Opened at the overview, the overview's chunk loads beside the workspace's instead of after it:
// its first render holds the page's largest paint, which comes one round trip sooner.
// The workspace's own chunk is asked for first, so the browser's few connections fetch it first.
const WorkspacePage = lazyRoute(() => {
  const workspace = import('./lazy/WorkspaceRoute');
  if (isOverviewPath(globalThis.location?.pathname ?? '')) void import('./lazy/WorkspaceOverviewRoute').catch(() => undefined);
  return workspace;
}, (m) => m.WorkspaceRoute);

/**
 * Loads the modules the page at `pathname` would otherwise suspend on in its first render (the
 * workspace's frame and its page; lazyRoute.tsx says why), so that it paints with its content.
 * Other pages need nothing first.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  if (!isWorkspacePath(pathname)) return;
  await WorkspacePage.preload();
  await (await import('./lazy/WorkspaceRoute')).preloadWorkspacePage(pathname);
}
// A shared portfolio's public page: safe signed out, never prerendered (each link is its own page).
const PublicPortfolioPage = lazyPage(() => import('./lazy/PublicPortfolioRoute'), (m) => m.PublicPortfolioRoute);

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
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        {/* The e-mailed link to a new address: the same lazy module as /verify-email, which picks the page by path. */}
        <Route path="/confirm-email" element={<VerifyEmailPage />} />
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
