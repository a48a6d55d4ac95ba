// /reset-password: the page the e-mailed reset link opens (token in the query), to choose
// a new password with the sign-up rules, then sign in. Composes useConfirmReset.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfirmReset } from '@pt/react';
import { Alert, Button, ButtonLink, Stack, useFocusFirstError } from '@pt/ui';
import { AccountNotice, AuthLayout } from '@pt/ui/account';
import { NewPasswordFields } from './NewPasswordFields';
import { useLocationWithoutSecrets } from './useLocationWithoutSecrets';
import { renderRouterLink } from '../../app/renderRouterLink';

/** The reset token from the link's query or fragment. */
export function resetTokenFrom({ search, hash }: { search: string; hash: string }): string | null {
  const pick = (params: URLSearchParams) => params.get('token')?.trim() || null;
  return pick(new URLSearchParams(search)) ?? pick(new URLSearchParams(hash.replace(/^#/, '')));
}

export function ResetPasswordPage() {
  const opened = useLocationWithoutSecrets();
  const [token] = useState(() => resetTokenFrom(opened));
  const confirm = useConfirmReset(token);
  const { status, errorMessage } = confirm;
  const { values, fieldErrors, setField } = confirm.form;
  const { formRef, focusNextErrors: focusFirstError } = useFocusFirstError(fieldErrors);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const busy = status === 'pending';

  // The form (and its focused submit button) is replaced by the outcome: focus its heading.
  useEffect(() => {
    if (status === 'success') doneHeadingRef.current?.focus();
  }, [status]);

  if (!token) {
    return (
      <AuthLayout>
        <AccountNotice
          tone="danger"
          title="Invalid Reset Link"
          description="This password reset link is incomplete. Use the link from the most recent reset email, or request a new one from the sign-in page."
          actions={<ButtonLink href="/signin" renderLink={renderRouterLink}>Back to Sign In</ButtonLink>}
        />
      </AuthLayout>
    );
  }

  if (status === 'success') {
    return (
      <AuthLayout>
        <AccountNotice
          ref={doneHeadingRef}
          tone="success"
          title="Password Updated"
          live="status"
          description="Your password has been reset. You can now sign in with your new password."
          actions={<ButtonLink href="/signin" renderLink={renderRouterLink}>Sign In</ButtonLink>}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a New Password"
      titleId="reset-title"
      lead="Enter a new password for your account."
      footer={<p>Remembered it? <Link to="/signin">Back to Sign In</Link></p>}
    >
      {errorMessage ? (
        <Alert
          tone="danger"
          title="Could not reset your password"
          description={<>{errorMessage.replace(/\.$/, '')}. Reset links work once and expire; request a new one from <Link to="/signin">the sign-in page</Link>.</>}
        />
      ) : null}
      <Stack
        as="form"
        ref={formRef}
        noValidate
        aria-labelledby="reset-title"
        gap="4"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          void confirm.submit().then((ok) => { if (!ok) focusFirstError(); });
        }}
      >
        <NewPasswordFields
          values={values}
          errors={fieldErrors}
          onFieldChange={setField}
          labels={{ password: 'New Password', confirmPassword: 'Confirm New Password' }}
        />
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Saving...">Reset Password</Button>
      </Stack>
    </AuthLayout>
  );
}
