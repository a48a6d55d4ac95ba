import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { appLink, messages, safeRedirectPath, signInErrorMessage, validateSignIn, type SignInValues, type User } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useAction } from '../internal/useAction';
import { useForm } from './useForm';
import { useMobileMode } from './useMobileMode';
import { assignLocation } from '../assignLocation';

export interface UseSignInOptions {
  initialValues?: Partial<SignInValues>;
  /** Where to go after success on web (a same-origin path; the guard's `from`). Default '/?signin=success'. */
  redirectTo?: string | null;
  /** false: stay on the page (the caller navigates). Default true. */
  navigateOnSuccess?: boolean;
  onSuccess?(user: User): void;
  /** For tests: how an app link is opened. */
  openUrl?(href: string): void;
}

export const SIGN_IN_SUCCESS_PATH = '/?signin=success';

/**
 * Sign-in (spec 2, 4, 5, 8): validation with the SDK rules, the sign-in error mapping,
 * 'Welcome back!' on success, then /?signin=success on web or the app link on mobile.
 */
export function useSignIn(options: UseSignInOptions = {}) {
  const client = useApiClient('useSignIn');
  const navigate = useNavigate();
  const mobile = useMobileMode();
  const form = useForm<SignInValues>({ email: '', password: '', ...options.initialValues }, validateSignIn);
  const action = useAction(async (values: SignInValues) => {
    const res = await client.auth.signIn({ email: values.email.trim(), password: values.password });
    return { result: res.user, message: messages.welcomeBack };
  }, signInErrorMessage);

  const { execute, reset } = action;
  const submit = useCallback(async (): Promise<boolean> => {
    reset();
    if (!form.validate()) return false;
    const user = await execute(form.current());
    if (!user) return false;
    options.onSuccess?.(user);
    if (options.navigateOnSuccess !== false) {
      if (mobile) (options.openUrl ?? assignLocation)(appLink('signin', { status: 'success' }));
      else navigate(safeRedirectPath(options.redirectTo, SIGN_IN_SUCCESS_PATH));
    }
    return true;
  }, [form, execute, reset, mobile, navigate, options]);

  return {
    status: action.status,
    error: action.error,
    /** 'Welcome back!' after success (the toast text). */
    successMessage: action.message,
    values: form.values,
    fieldErrors: form.fieldErrors,
    setField: form.setField,
    clearFieldError: form.clearFieldError,
    isMobile: mobile,
    submit,
  };
}
