// The guard screens of spec 2, shared by every protected route. Texts are the spec's.
// (Issue 8 restyles these with the kit's GuardNotice; the slots and texts stay.)
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@pt/api';
import { RequireAdmin, RequireAuth } from '@pt/react';
import { Button, Spinner } from '@pt/ui';

export function CheckingScreen() {
  return (
    <main id="main" style={{ padding: '4rem 1.5rem', display: 'grid', placeItems: 'center' }}>
      <Spinner label={null} size="lg" />
      <p role="status">Checking authentication...</p>
    </main>
  );
}

export function SignInRequiredScreen() {
  return (
    <main id="main" style={{ padding: '4rem 1.5rem', maxWidth: 560, margin: '0 auto', textAlign: 'center' }}>
      <h1 tabIndex={-1}>Authentication Required</h1>
      <p>You need to sign in to access this page.</p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
        <Button as={Link} to="/signin">Sign In</Button>
        <Button as={Link} to="/signup" variant="outline">Sign Up</Button>
      </p>
    </main>
  );
}

export function AccessDeniedScreen({ user }: { user: User | null }) {
  return (
    <main id="main" style={{ padding: '4rem 1.5rem', maxWidth: 560, margin: '0 auto', textAlign: 'center' }}>
      <h1 tabIndex={-1}>Access Denied</h1>
      <p>You don&apos;t have permission to access this page. This page requires administrator privileges.</p>
      {user ? <p>Signed in as {user.email}</p> : null}
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
        <Button as={Link} to="/">Go Home</Button>
        {user ? null : <Button as={Link} to="/signin" variant="outline">Sign In</Button>}
      </p>
    </main>
  );
}

interface SignedInOnlyProps {
  children: (user: User) => ReactNode;
  /** Replace the default 'Authentication Required' screen (e.g. a page with its own notice). */
  signedOut?: ReactNode;
}

/** Renders a page for signed-in users; the spec's checking and sign-in screens otherwise. */
export function SignedInOnly({ children, signedOut }: SignedInOnlyProps) {
  return <RequireAuth checking={<CheckingScreen />} signedOut={signedOut ?? <SignInRequiredScreen />}>{children}</RequireAuth>;
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
