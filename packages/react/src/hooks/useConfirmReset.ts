import { useCallback } from 'react';
import { messages, serverMessageOr, validateSignUp, type FieldErrors } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useAction } from '../internal/useAction';
import { useForm } from './useForm';

export interface ConfirmResetValues { password: string; confirmPassword: string }

/** The sign-up password rules (spec 5) applied to the two password fields only. */
function validatePasswords(v: ConfirmResetValues): FieldErrors<keyof ConfirmResetValues> {
  const all = validateSignUp({ fullName: 'unused', email: 'unused@example.com', password: v.password, confirmPassword: v.confirmPassword });
  const out: FieldErrors<keyof ConfirmResetValues> = {};
  if (all.password) out.password = all.password;
  if (all.confirmPassword) out.confirmPassword = all.confirmPassword;
  return out;
}

/**
 * Finishes a password reset from the e-mailed link (token from the link): new password
 * with the sign-up rules. A missing token is the invalid-link message; a failed call
 * shows the server's message or the generic unexpected-error text.
 */
export function useConfirmReset(token: string | null | undefined) {
  const client = useApiClient('useConfirmReset');
  const form = useForm<ConfirmResetValues>({ password: '', confirmPassword: '' }, validatePasswords);
  const action = useAction(async (t: string, password: string) => {
    await client.auth.confirmReset({ token: t, password });
    return { result: true as const, message: null };
  }, (e) => serverMessageOr(e, messages.unexpectedTryAgain));
  const { execute, reset, fail } = action;
  const submit = useCallback(async (): Promise<boolean> => {
    reset();
    if (!form.validate()) return false;
    if (!token) { fail(messages.verificationLinkInvalid); return false; }
    return (await execute(token, form.current().password)) === true;
  }, [form, token, execute, reset, fail]);
  return {
    status: action.status,
    error: action.error,
    hasToken: !!token,
    values: form.values,
    fieldErrors: form.fieldErrors,
    setField: form.setField,
    clearFieldError: form.clearFieldError,
    submit,
  };
}
