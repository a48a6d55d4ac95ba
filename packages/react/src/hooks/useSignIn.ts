import { useNavigate } from 'react-router-dom';
import {
  afterSignInPath, appLink, messages, signInErrorMessage, WORKSPACE_PATH, validateSignIn, type SignInRequest, type SignInValues, type User,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useFormSubmit } from '../internal/useFormSubmit';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMobileMode } from './useMobileMode';
import { useMutation } from './useMutation';
import { assignLocation } from '../assignLocation';

export interface UseSignInOptions {
  initialValues?: Partial<SignInValues>;
  /** Where to go after success on web (a same-origin path; the guard's `from`). Default: the workspace, '/app' (`afterSignInPath`). */
  redirectTo?: string | null;
  /** false: stay on the page (the caller navigates). Default true. */
  navigateOnSuccess?: boolean;
  /** For tests: how an app link is opened. */
  openUrl?(href: string): void;
}

/** Where sign-in leads on the web without a destination: the workspace (product §10.17). */
export const SIGN_IN_SUCCESS_PATH = WORKSPACE_PATH;

/**
 * Sign-in (product §2, §4, §5, §8): validation with the SDK rules, the sign-in error mapping,
 * 'Welcome back!' on success, then on web the page the member was headed for, else the workspace
 * (`afterSignInPath`: same-origin paths only), or the app link on mobile.
 * `submit()` resolves the user, or undefined (invalid or failed: `form.fieldErrors`, `errorMessage`).
 */
export function useSignIn(options: UseSignInOptions = {}) {
  const client = useApiClient('useSignIn');
  const navigate = useNavigate();
  const mobile = useMobileMode();
  const { redirectTo, navigateOnSuccess = true, openUrl = assignLocation } = options;
  const form = useForm<SignInValues, SignInRequest>({ email: '', password: '', ...options.initialValues }, validateSignIn);
  const signIn = useMutation(async (body: SignInRequest): Promise<User> => (await client.auth.signIn(body)).user, {
    onSuccess: () => {
      if (!navigateOnSuccess) return;
      if (mobile) openUrl(appLink('signin', { status: 'success' }));
      else navigate(afterSignInPath(redirectTo));
    },
  });
  const { submit } = useFormSubmit(form, signIn);

  return formHookResult({
    form,
    status: signIn.status,
    error: signIn.error,
    /** The alert text of a failed sign-in (product §8 mapping). */
    errorMessage: signIn.error ? signInErrorMessage(signIn.error) : null,
    /** 'Welcome back!' after success (the toast text). */
    successMessage: signIn.status === 'success' ? messages.welcomeBack : null,
    isMobile: mobile,
    submit,
  });
}
