// The affiliate login form of product §2: validated (product §5), but its submit and reset
// handlers only explain that sign-in and reset need the backend API.
import { useId, useState } from 'react';
import { brand, messages, validateAffiliateLogin, type SignInValues } from '@pt/api';
import { useForm } from '@pt/react';
import { Alert, Button, Card, CardTitle, Inline, PasswordField, Stack, TextField } from '@pt/ui';
import { AuthInlineAction } from '@pt/ui/account';

export function AffiliateLoginForm() {
  const titleId = `affiliate-login-${useId()}`;
  const form = useForm<SignInValues>({ email: '', password: '' }, validateAffiliateLogin);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Card as="section" aria-labelledby={titleId} padding="lg">
      <Stack gap="4">
        <div>
          <CardTitle as="h2" id={titleId}>{brand.name} Affiliates</CardTitle>
          <p>Already an affiliate? Sign in to your affiliate account.</p>
        </div>
        {notice ? <Alert tone="info" description={notice} /> : null}
        <Stack
          as="form"
          noValidate
          aria-labelledby={titleId}
          gap="4"
          onSubmit={(event) => {
            event.preventDefault();
            setNotice(form.validate().ok ? messages.affiliateSignInStub : null);
          }}
        >
          <TextField label="Affiliate email" type="email" autoComplete="username" value={form.values.email}
            onValueChange={(v) => form.setField('email', v)} error={form.fieldErrors.email} />
          <PasswordField label="Affiliate password" autoComplete="current-password" value={form.values.password}
            onValueChange={(v) => form.setField('password', v)} error={form.fieldErrors.password} />
          <Inline gap="3" align="spaceBetween" alignY="center">
            <AuthInlineAction type="button" onClick={() => setNotice(messages.affiliateResetStub)}>Forgot your password?</AuthInlineAction>
            <Button type="submit" variant="outline">Sign In as Affiliate</Button>
          </Inline>
        </Stack>
      </Stack>
    </Card>
  );
}
