import { messages as m } from '../messages';
import { isValidEmail } from './isValidEmail';
import { fieldChecker, type FieldErrors } from './validateSignUp';

export interface SignInValues { email: string; password: string }

/** Spec 5 "Sign-in" (both required) and, with `checkEmail`, "Affiliate login" (e-mail also valid). */
export function validateSignIn(v: SignInValues, checkEmail = false): FieldErrors<keyof SignInValues> {
  const [e, need] = fieldChecker<keyof SignInValues>();
  need('email', v.email.trim(), m.emailRequired);
  need('email', !checkEmail || isValidEmail(v.email), m.emailInvalid);
  need('password', v.password, m.passwordRequired);
  return e;
}

/** Spec 5 "Affiliate login": e-mail required and valid, password required. */
export const validateAffiliateLogin = (v: SignInValues): FieldErrors<keyof SignInValues> => validateSignIn(v, true);

/** Spec 5: a password reset needs an e-mail; null when fine. */
export const validateResetEmail = (email: string): string | null => (email.trim() ? null : m.resetEmailRequired);
