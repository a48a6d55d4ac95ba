// /verify-email (product §2, §4): the states of useVerifyEmail as account notices.
import { brand } from '@pt/api';
import { useAuth, useVerifyEmail } from '@pt/react';
import { Button, ButtonLink } from '@pt/ui';
import { AccountNotice, AuthLayout } from '@pt/ui/account';
import { verifyTitles } from './authCopy';
import { useLocationWithoutSecrets } from './useLocationWithoutSecrets';
import { renderRouterLink } from '../../app/renderRouterLink';

function SupportLink() {
  return (
    <p>
      Still having trouble? <a href={`mailto:${brand.supportEmail}`}>Contact support</a> at {brand.supportEmail}.
    </p>
  );
}

export function VerifyEmailPage() {
  const opened = useLocationWithoutSecrets();
  const state = useVerifyEmail(opened);
  const { isMobile, openApp, showOpenAppNote } = state;
  const signInHref = state.email ? `/signin?email=${encodeURIComponent(state.email)}` : '/signin';
  // The link's first use signs in (the reference server answers a session): the way on is then the
  // workspace, where signing in would have led (product §10.17), not a sign-in form.
  const signedIn = useAuth().status === 'signedIn';

  let notice;
  switch (state.status) {
    case 'waiting':
      notice = (
        <AccountNotice
          tone="info"
          title="Check Your Email"
          live="status"
          description={<>We sent a verification link to <strong>{state.email}</strong>. Open it to activate your account, then come back to sign in.</>}
          actions={isMobile ? <Button onClick={openApp}>Open App</Button> : <ButtonLink href="/" variant="outline" renderLink={renderRouterLink}>Back to Home</ButtonLink>}
        >
          <p>The link may take a minute to arrive. Check your spam folder if you don&apos;t see it.</p>
          <SupportLink />
        </AccountNotice>
      );
      break;
    case 'pending':
      notice = <AccountNotice tone="loading" title={verifyTitles.pending} live="status" />;
      break;
    case 'success':
      notice = (
        <AccountNotice
          tone="success"
          title={verifyTitles.success}
          live="status"
          description={state.email
            ? <>Your email address <strong>{state.email}</strong> is confirmed. {signedIn ? 'You are signed in.' : 'You can now sign in to your account.'}</>
            : `Your email address is confirmed. ${signedIn ? 'You are signed in.' : 'You can now sign in to your account.'}`}
          actions={isMobile ? <Button onClick={openApp}>Open App</Button>
            : signedIn ? <ButtonLink href="/app" renderLink={renderRouterLink}>Open your portfolio</ButtonLink>
              : <ButtonLink href={signInHref} renderLink={renderRouterLink}>Sign In Now</ButtonLink>}
        >
          {isMobile && showOpenAppNote ? <p role="status">If the app did not open, open it yourself or tap Open App.</p> : null}
        </AccountNotice>
      );
      break;
    case 'error':
      notice = (
        <AccountNotice
          tone="danger"
          title={verifyTitles.error}
          live="alert"
          description={state.message}
          actions={isMobile ? <Button onClick={openApp}>Open App</Button> : <ButtonLink href="/" variant="outline" renderLink={renderRouterLink}>Back to Home</ButtonLink>}
        >
          {isMobile && showOpenAppNote ? <p role="status">If the app did not open, open it yourself or tap Open App.</p> : null}
          <SupportLink />
        </AccountNotice>
      );
      break;
  }

  return <AuthLayout>{notice}</AuthLayout>;
}
