// /confirm-email?token=... (product §14.1): the link e-mailed to a new address. It works signed
// out and in another browser (the link is the proof); the token leaves the address bar at once.
import { useConfirmEmailChange, useAuth } from '@pt/react';
import { ButtonLink } from '@pt/ui';
import { AccountNotice, AuthLayout } from '@pt/ui/account';
import { useLocationWithoutSecrets } from '../auth/useLocationWithoutSecrets';
import { renderRouterLink } from '../../app/renderRouterLink';

export function ConfirmEmailPage() {
  const opened = useLocationWithoutSecrets();
  const token = new URLSearchParams(opened.search).get('token');
  const state = useConfirmEmailChange(token);
  const signedIn = useAuth().status === 'signedIn';
  const next = signedIn
    ? <ButtonLink href="/app/settings" renderLink={renderRouterLink}>Back to settings</ButtonLink>
    : <ButtonLink href="/signin" renderLink={renderRouterLink}>Sign In</ButtonLink>;
  return (
    <AuthLayout>
      {state.status === 'pending' ? <AccountNotice tone="loading" headingLevel="h1" title="Confirming your new e-mail address..." live="status" /> : null}
      {state.status === 'success' ? (
        <AccountNotice tone="success" headingLevel="h1" title="E-mail address changed" live="status"
          description={<>{state.message} Sign in with it from now on.</>} actions={next} />
      ) : null}
      {state.status === 'error' ? (
        <AccountNotice tone="danger" headingLevel="h1" title="Your address was not changed" live="alert" description={state.message} actions={next} />
      ) : null}
    </AuthLayout>
  );
}
