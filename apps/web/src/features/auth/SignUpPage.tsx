// /signup (product §2, §4, §5, §8): composes useSignUp with the kit; no styles of its own.
// Success shows the product's text whether the address was new or taken: the server answers both
// alike and e-mails the owner of a taken one (product §15.9), so the page cannot tell either.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { emailFromQuery, messages } from '@pt/api';
import { useAuth, useSignUp, useHydrated } from '@pt/react';
import { Alert, Button, Stack, TextField, useFocusFirstError } from '@pt/ui';
import { AuthLayout } from '@pt/ui/account';
import { AlreadySignedIn } from './AlreadySignedIn';
import { accountHref, readTrialState, redirectFromQuery, signUpTitle } from './authCopy';
import { LegalConsent } from './LegalConsent';
import { NewPasswordFields } from './NewPasswordFields';
import { useKeepTypedBeforeHydration } from './useKeepTypedBeforeHydration';
import { useToaster } from '../../app/toasts/AppToasts';

export function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toaster = useToaster();
  const auth = useAuth();
  const hydrated = useHydrated();
  const [prefill] = useState(() => emailFromQuery(location.search));
  const trial = readTrialState(location.state);
  // The page navigates itself so that mobile mode (app=true) survives the move to the
  // pending verification page; the hook's path drops it.
  const signUp = useSignUp({ initialValues: { email: prefill }, navigateOnSuccess: false });
  const { status, errorMessage, successMessage, redirect, isMobile } = signUp;
  const { values, fieldErrors, setField } = signUp.form;
  const { formRef, focusNextErrors: focusFirstError } = useFocusFirstError(fieldErrors);
  useKeepTypedBeforeHydration(formRef, values, setField);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!redirect) return;
    const to = isMobile ? `${redirect.to}${redirect.to.includes('?') ? '&' : '?'}app=true` : redirect.to;
    if (redirect.delayMs === 0) { navigate(to); return; }
    const timer = setTimeout(() => navigate(to), redirect.delayMs);
    return () => clearTimeout(timer);
  }, [redirect, navigate, isMobile]);

  const busy = status === 'pending';
  const done = status === 'success';

  // The submit button is disabled once signed up (the page redirects after a delay): the
  // focus goes to the success message instead of falling to <body>, so it is read out.
  // (The kit's Alert takes no ref: it is the wrapper's only child.)
  useEffect(() => {
    if (done && successMessage) successRef.current?.querySelector<HTMLElement>('[role="status"]')?.focus();
  }, [done, successMessage]);

  // Someone already signed in (on arrival, not just now) gets a notice instead of the form.
  if (auth.status === 'signedIn' && status === 'idle') return <AlreadySignedIn email={auth.user.email} />;

  return (
    <AuthLayout
      title={signUpTitle({ mobile: isMobile, trial })}
      titleId="signup-title"
      lead={trial ? 'Create your account to begin. No card needed.' : 'Create your account to start tracking your portfolio.'}
      footer={
        <>
          {/* The page the guard sent them from goes on to sign-in (product §10.17). */}
          <p>Already have an account? <Link to={accountHref('/signin', { mobile: isMobile, redirect: redirectFromQuery(location.search) })}>Sign in</Link></p>
          <LegalConsent />
        </>
      }
    >
      {errorMessage ? <Alert tone="danger" description={errorMessage} /> : null}
      {done && successMessage ? <div ref={successRef}><Alert tabIndex={-1} tone="success" description={successMessage} /></div> : null}
      <Stack
        as="form"
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby="signup-title"
        gap="4"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy || done) return;
          void signUp.submit().then((created) => {
            if (created) toaster?.toast({ title: messages.signUpSuccess, tone: 'success' });
            else focusFirstError();
          });
        }}
      >
        <TextField
          label="Full Name"
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onValueChange={(v) => setField('fullName', v)}
          error={fieldErrors.fullName}
          required
          readOnly={done}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onValueChange={(v) => setField('email', v)}
          error={fieldErrors.email}
          required
          readOnly={done}
        />
        <NewPasswordFields values={values} errors={fieldErrors} onFieldChange={setField} readOnly={done} />
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Creating account..." disabled={done || !hydrated}>
          {trial ? 'Start Free Trial' : 'Create Account'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
