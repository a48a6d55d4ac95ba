// The guard screens of product §2, shared by every protected route. Texts are the spec's;
// the look is the kit's account notice.
import type { ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { safeRedirectPath, type User } from '@pt/api';
import { RequireAdmin, RequireAuth } from '@pt/react';
import { ButtonLink, Stack, VisuallyHidden } from '@pt/ui';
import { AccountNotice, AuthLayout } from '@pt/ui/account';
import { renderRouterLink } from '../renderRouterLink';

/** /signin or /signup with the protected page to return to (same-origin paths only). */
function withReturn(path: '/signin' | '/signup', from: Pick<Location, 'pathname' | 'search' | 'hash'> | null): string {
  const back = from ? safeRedirectPath(`${from.pathname}${from.search}${from.hash}`, '') : '';
  return back && back !== '/' ? `${path}?redirect=${encodeURIComponent(back)}` : path;
}

export function CheckingScreen() {
  return (
    <AuthLayout>
      <AccountNotice tone="loading" title="Checking authentication..." live="status" />
    </AuthLayout>
  );
}

export function SignInRequiredScreen({ from }: { from?: Location } = {}) {
  const here = useLocation();
  const location = from ?? here;
  return (
    <AuthLayout>
      <AccountNotice
        tone="warning"
        title="Authentication Required"
        description="You need to sign in to access this page."
        actions={
          <>
            <ButtonLink href={withReturn('/signin', location)} renderLink={renderRouterLink}>Sign In</ButtonLink>
            <ButtonLink href={withReturn('/signup', location)} variant="outline" renderLink={renderRouterLink}>Sign Up</ButtonLink>
          </>
        }
      />
    </AuthLayout>
  );
}

/** The admin screen's 'Access Denied - You must be logged in' (product §2): signed out, or the server said 401. */
export function AdminSignInRequiredScreen() {
  return (
    <AuthLayout>
      <AccountNotice tone="danger" headingLevel="h1" title="Access Denied" description="You must be logged in"
        actions={<ButtonLink href="/affiliates" renderLink={renderRouterLink}>Go to Login</ButtonLink>} />
    </AuthLayout>
  );
}

/** The admin screen's 'Access Denied - You must be an admin' (product §2) with the account's e-mail and role: not an admin, or the server said 403. */
export function NotAdminScreen({ user }: { user: User | null }) {
  return (
    <AuthLayout>
      <AccountNotice tone="danger" headingLevel="h1" title="Access Denied" description="You must be an admin"
        actions={<ButtonLink href="/affiliates" renderLink={renderRouterLink}>Back to Affiliates</ButtonLink>}>
        {user ? (
          <Stack as="dl" gap="1">
            <div><VisuallyHidden as="dt">Email</VisuallyHidden><dd>Signed in as <strong>{user.email}</strong></dd></div>
            <div><VisuallyHidden as="dt">Role</VisuallyHidden><dd>Role: <strong>{user.role || 'user'}</strong></dd></div>
          </Stack>
        ) : null}
      </AccountNotice>
    </AuthLayout>
  );
}

interface SignedInOnlyProps {
  children: (user: User) => ReactNode;
  /** Replace the default 'Authentication Required' screen (e.g. a page with its own notice). */
  signedOut?: ReactNode;
}

/** Renders a page for signed-in users; the spec's checking and sign-in screens otherwise. */
export function SignedInOnly({ children, signedOut }: SignedInOnlyProps) {
  return (
    <RequireAuth checking={<CheckingScreen />} signedOut={signedOut ?? ((from: Location) => <SignInRequiredScreen from={from} />)}>
      {children}
    </RequireAuth>
  );
}

/** Renders a page for admins; the admin screen's 'Access Denied' screens otherwise (product §2). */
export function AdminOnly({ children }: { children: (user: User) => ReactNode }) {
  return (
    <RequireAdmin checking={<CheckingScreen />} signedOut={<AdminSignInRequiredScreen />} denied={(user: User) => <NotAdminScreen user={user} />}>
      {children}
    </RequireAdmin>
  );
}
