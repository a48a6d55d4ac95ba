import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages, signUpErrorMessage, validateSignUp, SIGNUP_REDIRECT_MS, type SignUpRequest, type SignUpValues } from '@pt/api';
import { SIGNUP_EMAIL_KEY, SIGNUP_FULL_NAME_KEY, SIGNUP_SOURCE_KEY } from '@pt/api/internal';
import { useApiContext } from '../useApiClient';
import { useFormSubmit } from '../internal/useFormSubmit';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMobileMode } from './useMobileMode';
import { useMutation } from './useMutation';

export interface UseSignUpOptions {
  initialValues?: Partial<SignUpValues>;
  /** false: stay on the page after success (the caller navigates to `redirect.to`). Default true. */
  navigateOnSuccess?: boolean;
}

export const SIGN_UP_SUCCESS_PATH = '/?signup=success';
export const pendingVerificationPath = (email: string): string => `/verify-email?pending=true&email=${encodeURIComponent(email)}`;

/**
 * Sign-up (product §2, §4, §5, §8). On success stores e-mail, name and source in session storage;
 * mobile goes to /verify-email?pending=true&email=..., web to /?signup=success after 2 s.
 * An existing account puts its message on the e-mail field; other failures are `errorMessage`.
 * `submit()` resolves `{ userId, email }`, or undefined.
 */
export function useSignUp(options: UseSignUpOptions = {}) {
  const { client, sessionStorage } = useApiContext('useSignUp');
  const navigate = useNavigate();
  const mobile = useMobileMode();
  const navigateOnSuccess = options.navigateOnSuccess !== false;
  const form = useForm<SignUpValues, SignUpRequest>({ fullName: '', email: '', password: '', confirmPassword: '', ...options.initialValues }, validateSignUp);
  const [redirect, setRedirect] = useState<{ to: string; delayMs: number } | null>(null);
  const signUp = useMutation(async (body: SignUpRequest) => {
    const res = await client.auth.signUp(body);
    return { userId: res?.user?.id ?? '', email: body.email };
  }, {
    onSuccess: ({ email }, body) => {
      sessionStorage.setItem(SIGNUP_EMAIL_KEY, email);
      sessionStorage.setItem(SIGNUP_FULL_NAME_KEY, body.full_name);
      sessionStorage.setItem(SIGNUP_SOURCE_KEY, mobile ? 'mobile' : 'web');
      setRedirect(mobile ? { to: pendingVerificationPath(email), delayMs: 0 } : { to: SIGN_UP_SUCCESS_PATH, delayMs: SIGNUP_REDIRECT_MS });
    },
  });
  const { setFieldErrors } = form;
  const onError = useCallback((error: unknown) => {
    const mapped = signUpErrorMessage(error);
    if (mapped.field) setFieldErrors({ [mapped.field]: mapped.message });
  }, [setFieldErrors]);
  const { submit } = useFormSubmit(form, signUp, { onError });

  useEffect(() => {
    if (!redirect || !navigateOnSuccess) return;
    if (redirect.delayMs === 0) { navigate(redirect.to); return; }
    const t = setTimeout(() => navigate(redirect.to), redirect.delayMs);
    return () => clearTimeout(t);
  }, [redirect, navigate, navigateOnSuccess]);

  const mapped = signUp.error ? signUpErrorMessage(signUp.error) : null;
  return formHookResult({
    form,
    status: signUp.status,
    error: signUp.error,
    /** A general alert; null when the error went on the e-mail field (existing account). */
    errorMessage: mapped && !mapped.field ? mapped.message : null,
    successMessage: signUp.status === 'success' ? messages.signUpSuccess : null,
    /** Where success leads and after how long (product §4). */
    redirect,
    isMobile: mobile,
    submit,
  });
}
