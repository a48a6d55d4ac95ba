import { Link } from 'react-router-dom';
import { AccountNotice, AuthLayout, Button } from '@pt/ui';
import { useHeaderSignOut } from './useHeaderSignOut';

/** Shown on /signin and /signup to someone who is already signed in. */
export function AlreadySignedIn({ email }: { email: string }) {
  const signOut = useHeaderSignOut();
  return (
    <AuthLayout>
      <AccountNotice
        tone="success"
        title="You're Signed In"
        description={<>You are signed in as <strong>{email}</strong>.</>}
        actions={
          <>
            <Button as={Link} to="/">Go Home</Button>
            <Button variant="outline" onClick={() => { void signOut(); }}>Sign Out</Button>
          </>
        }
      />
    </AuthLayout>
  );
}
