import { useCallback } from 'react';
import { messages, validateResetEmail, type ResetPasswordRequest } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useFormSubmit } from '../internal/useFormSubmit';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMutation } from './useMutation';

/**
 * 'Forgot your password?' (product §5, §8) for the e-mail typed in the sign-in form: needs an e-mail
 * (`form.fieldErrors.email`, also the alert text: 'Please enter your email address to reset your
 * password.'); failure 'Failed to send password reset email. Please try again.'; success
 * 'Password reset email sent!'. `submit(email)` resolves true once sent, else undefined.
 */
export function usePasswordReset() {
  const client = useApiClient('usePasswordReset');
  const form = useForm<{ email: string }, ResetPasswordRequest>({ email: '' }, validateResetEmail);
  const send = useMutation(async (body: ResetPasswordRequest) => { await client.auth.resetPassword(body); return true as const; });
  const { submit: submitForm, clear } = useFormSubmit(form, send);
  const { setValues, reset: resetForm } = form;
  const submit = useCallback((email: string) => { setValues({ email }); return submitForm(); }, [setValues, submitForm]);
  const invalid = form.fieldErrors.email ?? null;
  return formHookResult({
    form,
    status: invalid ? ('error' as const) : send.status,
    error: send.error,
    errorMessage: invalid ?? (send.error ? messages.resetFailed : null),
    successMessage: send.status === 'success' ? messages.resetSent : null,
    submit,
    reset: useCallback(() => { resetForm(); clear(); }, [resetForm, clear]),
  });
}
