// /signin (product §2, §4, §5, §8): composes useSignIn and usePasswordReset with the kit.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { appLink, emailFromQuery, messages } from '@pt/api';
import { useAuth, usePasswordReset, useSignIn, useHydrated } from '@pt/react';
import { Alert, Button, ButtonLink, Inline, PasswordField, Stack, TextField, useFocusFirstError } from '@pt/ui';
import { AuthInlineAction, AuthLayout } from '@pt/ui/account';
import { AlreadySignedIn } from './AlreadySignedIn';
import { accountHref, redirectFromQuery, signInTitle } from './authCopy';
import { useKeepTypedBeforeHydration } from './useKeepTypedBeforeHydration';
import { useToaster } from '../../app/toasts/AppToasts';

const MOBILE_SIGNED_IN_LINK = appLink('signin', { status: 'success' });

export function SignInPage() {
  const location = useLocation();
  const toaster = useToaster();
  const auth = useAuth();
  const hydrated = useHydrated();
  const [prefill] = useState(() => emailFromQuery(location.search));
  const redirectTo = redirectFromQuery(location.search);
  const signIn = useSignIn({ initialValues: { email: prefill }, redirectTo });
  const reset = usePasswordReset();
  const { status, errorMessage, isMobile } = signIn;
  const { values, fieldErrors, setField } = signIn.form;
  const { formRef, focusNextErrors: focusFirstError } = useFocusFirstError(fieldErrors);
  useKeepTypedBeforeHydration(formRef, values, setField);
  const signedInRef = useRef<HTMLDivElement>(null);

  const busy = status === 'pending';
  const signedIn = status === 'success';
  const resetBusy = reset.status === 'pending';

  // In mobile mode the page stays after signing in (Sign In is then disabled): the focus
  // goes to the notice with Open App rather than falling to <body>. (The kit's Alert takes
  // no ref: it is the wrapper's only child.)
  useEffect(() => {
    if (signedIn && isMobile) signedInRef.current?.querySelector<HTMLElement>('[role="status"]')?.focus();
  }, [signedIn, isMobile]);
  const { reset: clearReset } = reset;

  const editEmail = (v: string) => {
    setField('email', v);
    if (reset.status !== 'idle') clearReset();
  };
  const sendReset = async () => {
    if (await reset.submit(values.email)) toaster?.toast({ title: messages.resetSent, tone: 'success' });
  };
  const submit = async () => {
    // The toaster sits above the routes, so 'Welcome back!' stays through the redirect.
    if (await signIn.submit()) toaster?.toast({ title: messages.welcomeBack, tone: 'success' });
    else focusFirstError();
  };

  // Someone already signed in (on arrival, not just now) gets a notice instead of the form.
  if (auth.status === 'signedIn' && status === 'idle') return <AlreadySignedIn email={auth.user.email} />;

  return (
    <AuthLayout
      title={signInTitle(isMobile)}
      titleId="signin-title"
      lead="Sign in to your account to continue."
      footer={<p>Don&apos;t have an account? <Link to={accountHref('/signup', { mobile: isMobile, redirect: redirectTo })}>Create one</Link></p>}
    >
      {errorMessage ? <Alert tone="danger" description={errorMessage} /> : null}
      {reset.errorMessage ? <Alert tone="danger" description={reset.errorMessage} /> : null}
      {reset.status === 'success' && reset.successMessage ? (
        <Alert tone="success" title={reset.successMessage} description={`Check ${values.email.trim()} for a link to choose a new password.`} />
      ) : null}
      {signedIn && isMobile ? (
        <div ref={signedInRef}>
          <Alert
            tabIndex={-1}
            tone="success"
            title={messages.welcomeBack}
            description="Opening the app. If nothing happens, open it yourself."
            action={<ButtonLink href={MOBILE_SIGNED_IN_LINK} size="sm">Open App</ButtonLink>}
          />
        </div>
      ) : null}
      <Stack
        as="form"
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby="signin-title"
        gap="4"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy || signedIn) return;
          void submit();
        }}
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onValueChange={editEmail}
          error={fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onValueChange={(v) => setField('password', v)}
          error={fieldErrors.password}
        />
        <Inline align="end">
          {/* aria-disabled, not disabled, while sending: a disabled button drops the focus to <body>. */}
          <AuthInlineAction
            onClick={() => { if (!resetBusy) void sendReset(); }}
            aria-disabled={resetBusy || undefined}
            aria-busy={resetBusy || undefined}
          >
            {resetBusy ? 'Sending reset email...' : 'Forgot your password?'}
          </AuthInlineAction>
        </Inline>
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Signing in..." disabled={signedIn || !hydrated}>
          Sign In
        </Button>
      </Stack>
    </AuthLayout>
  );
}
