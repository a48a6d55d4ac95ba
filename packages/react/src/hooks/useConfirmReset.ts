import { messages, serverMessageOr, validateNewPassword, type ConfirmResetRequest, type NewPasswordValues } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useFormSubmit } from '../internal/useFormSubmit';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMutation } from './useMutation';

export type ConfirmResetValues = NewPasswordValues;

/**
 * Finishes a password reset from the e-mailed link (token from the link): new password with
 * the sign-up rules. A missing token is the invalid-link message; a failed call shows the
 * server's message or the generic unexpected-error text. `submit()` resolves true, or undefined.
 */
export function useConfirmReset(token: string | null | undefined) {
  const client = useApiClient('useConfirmReset');
  const form = useForm<ConfirmResetValues, ConfirmResetRequest>({ password: '', confirmPassword: '' }, (v) => validateNewPassword(v, token));
  const confirm = useMutation(async (body: ConfirmResetRequest) => { await client.auth.confirmReset(body); return true as const; });
  const { submit, formMessage } = useFormSubmit(form, confirm);
  return formHookResult({
    form,
    status: formMessage ? ('error' as const) : confirm.status,
    error: confirm.error,
    errorMessage: formMessage ?? (confirm.error ? serverMessageOr(confirm.error, messages.unexpectedTryAgain) : null),
    hasToken: !!token,
    submit,
  });
}
