import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  messages, signUpErrorMessage, validateSignUp, SIGNUP_EMAIL_KEY, SIGNUP_FULL_NAME_KEY, SIGNUP_SOURCE_KEY, type SignUpValues,
  SIGNUP_REDIRECT_MS,
} from '@pt/api';
import { useApiContext } from '../useApiClient';
import { useAction } from '../internal/useAction';
import { useForm } from './useForm';
import { useMobileMode } from './useMobileMode';

export interface UseSignUpOptions {
  initialValues?: Partial<SignUpValues>;
  /** false: stay on the page after success (the caller navigates). Default true. */
  navigateOnSuccess?: boolean;
  onSuccess?(result: { userId: string; email: string }): void;
}

export const SIGN_UP_SUCCESS_PATH = '/?signup=success';
export const pendingVerificationPath = (email: string): string => `/verify-email?pending=true&email=${encodeURIComponent(email)}`;

/**
 * Sign-up (spec 2, 4, 5, 8). On success stores e-mail, name and source in session
 * storage; mobile goes to /verify-email?pending=true&email=..., web to /?signup=success
 * after 2 s. An existing account puts its message on the e-mail field.
 */
export function useSignUp(options: UseSignUpOptions = {}) {
  const { client, sessionStorage } = useApiContext('useSignUp');
  const navigate = useNavigate();
  const mobile = useMobileMode();
  const form = useForm<SignUpValues>({ fullName: '', email: '', password: '', confirmPassword: '', ...options.initialValues }, validateSignUp);
  const setFieldErrorsRef = useRef(form.setFieldErrors);
  setFieldErrorsRef.current = form.setFieldErrors;
  const [redirect, setRedirect] = useState<{ to: string; delayMs: number } | null>(null);
  const action = useAction(async (v: SignUpValues) => {
    const email = v.email.trim();
    const res = await client.auth.signUp({ email, password: v.password, full_name: v.fullName.trim() });
    return { result: { userId: res?.user?.id ?? '', email }, message: messages.signUpSuccess };
  }, (e) => {
    const m = signUpErrorMessage(e);
    return m.field ? null : m.message;
  }, (e) => {
    const m = signUpErrorMessage(e);
    if (m.field) setFieldErrorsRef.current({ [m.field]: m.message });
  });

  const { execute, reset } = action;
  const optsRef = useRef(options);
  optsRef.current = options;

  const submit = useCallback(async (): Promise<boolean> => {
    reset();
    if (!form.validate()) return false;
    const v = form.current();
    const result = await execute(v);
    if (!result) return false;
    sessionStorage.setItem(SIGNUP_EMAIL_KEY, result.email);
    sessionStorage.setItem(SIGNUP_FULL_NAME_KEY, v.fullName.trim());
    sessionStorage.setItem(SIGNUP_SOURCE_KEY, mobile ? 'mobile' : 'web');
    optsRef.current.onSuccess?.(result);
    setRedirect(mobile ? { to: pendingVerificationPath(result.email), delayMs: 0 } : { to: SIGN_UP_SUCCESS_PATH, delayMs: SIGNUP_REDIRECT_MS });
    return true;
  }, [form, execute, reset, sessionStorage, mobile]);

  useEffect(() => {
    if (!redirect || optsRef.current.navigateOnSuccess === false) return;
    if (redirect.delayMs === 0) { navigate(redirect.to); return; }
    const t = setTimeout(() => navigate(redirect.to), redirect.delayMs);
    return () => clearTimeout(t);
  }, [redirect, navigate]);

  return {
    status: action.status,
    /** A general alert; null when the error went on the e-mail field (existing account). */
    error: action.error,
    successMessage: action.message,
    /** Where success leads and after how long (spec 4). */
    redirect,
    values: form.values,
    fieldErrors: form.fieldErrors,
    setField: form.setField,
    clearFieldError: form.clearFieldError,
    isMobile: mobile,
    submit,
  };
}
