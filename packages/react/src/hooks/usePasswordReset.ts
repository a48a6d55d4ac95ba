import { useCallback, useState } from 'react';
import { messages, validateResetEmail } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useAction } from '../internal/useAction';

/**
 * 'Forgot your password?' (spec 5, 8): needs an e-mail ('Please enter your email
 * address to reset your password.'); failure 'Failed to send password reset email.
 * Please try again.'; success 'Password reset email sent!'.
 */
export function usePasswordReset() {
  const client = useApiClient('usePasswordReset');
  const action = useAction(async (email: string) => {
    await client.auth.resetPassword({ email });
    return { result: email, message: messages.resetSent };
  }, () => messages.resetFailed);
  const [validationError, setValidationError] = useState<string | null>(null);
  const { execute, reset } = action;
  const submit = useCallback(async (email: string): Promise<boolean> => {
    reset();
    const problem = validateResetEmail(email);
    setValidationError(problem);
    if (problem) return false;
    return (await execute(email.trim())) !== undefined;
  }, [execute, reset]);
  return {
    status: validationError ? ('error' as const) : action.status,
    error: validationError ?? action.error,
    successMessage: action.message,
    submit,
    reset: useCallback(() => { setValidationError(null); reset(); }, [reset]),
  };
}
