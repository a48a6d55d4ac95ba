import { AccountNotice, AuthLayout, Button, ButtonLink } from '@pt/ui';
import { useHeaderSignOut } from './useHeaderSignOut';
import { renderRouterLink } from '../public/renderRouterLink';

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
            <ButtonLink href="/" renderLink={renderRouterLink}>Go Home</ButtonLink>
            <Button variant="outline" onClick={() => { void signOut(); }}>Sign Out</Button>
          </>
        }
      />
    </AuthLayout>
  );
}
