import { useLocation } from 'react-router-dom';
import { afterSignInPath } from '@pt/api';
import { Button, ButtonLink } from '@pt/ui';
import { AccountNotice, AuthLayout } from '@pt/ui/account';
import { redirectFromQuery } from './authCopy';
import { useHeaderSignOut } from './useHeaderSignOut';
import { renderRouterLink } from '../../app/renderRouterLink';

/**
 * Shown on /signin and /signup to someone who is already signed in: the way on is where sign-in
 * would have led (the page they were headed for, else the workspace; product §10.17).
 */
export function AlreadySignedIn({ email }: { email: string }) {
  const signOut = useHeaderSignOut();
  const onward = afterSignInPath(redirectFromQuery(useLocation().search));
  return (
    <AuthLayout>
      <AccountNotice
        tone="success"
        title="You're Signed In"
        description={<>You are signed in as <strong>{email}</strong>.</>}
        actions={
          <>
            <ButtonLink href={onward} renderLink={renderRouterLink}>{onward === '/app' ? 'Open your portfolio' : 'Continue'}</ButtonLink>
            <Button variant="outline" onClick={() => { void signOut(); }}>Sign Out</Button>
          </>
        }
      />
    </AuthLayout>
  );
}
