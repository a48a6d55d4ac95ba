// The guard screens of spec 2, shared by every protected route. Texts are the spec's;
// the look is the kit's account notice.
import type { ReactNode } from 'react';
import { Link, useLocation, type Location } from 'react-router-dom';
import { safeRedirectPath, type User } from '@pt/api';
import { RequireAdmin, RequireAuth } from '@pt/react';
import { AccountNotice, AuthLayout, Button } from '@pt/ui';

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
            <Button as={Link} to={withReturn('/signin', location)}>Sign In</Button>
            <Button as={Link} to={withReturn('/signup', location)} variant="outline">Sign Up</Button>
          </>
        }
      />
    </AuthLayout>
  );
}

export function AccessDeniedScreen({ user }: { user: User | null }) {
  const location = useLocation();
  return (
    <AuthLayout>
      <AccountNotice
        tone="danger"
        title="Access Denied"
        description="You don't have permission to access this page. This page requires administrator privileges."
        actions={
          <>
            <Button as={Link} to="/">Go Home</Button>
            {user ? null : <Button as={Link} to={withReturn('/signin', location)} variant="outline">Sign In</Button>}
          </>
        }
      >
        {user ? <p>Signed in as <strong>{user.email}</strong></p> : null}
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

interface AdminOnlyProps {
  children: (user: User) => ReactNode;
  signedOut?: ReactNode;
  denied?: (user: User) => ReactNode;
}

/** Renders a page for admins; the spec's guard screens otherwise. */
export function AdminOnly({ children, signedOut, denied }: AdminOnlyProps) {
  return (
    <RequireAdmin
      checking={<CheckingScreen />}
      signedOut={signedOut ?? <AccessDeniedScreen user={null} />}
      denied={denied ?? ((user: User) => <AccessDeniedScreen user={user} />)}
    >
      {children}
    </RequireAdmin>
  );
}
