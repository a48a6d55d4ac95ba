import { authMessages as m } from './authMessages';
import { isValidEmail } from './isValidEmail';
import type { FieldErrors } from './validateSignUp';

export interface SignInValues { email: string; password: string }

/** Spec 5 "Sign-in": both fields required. */
export function validateSignIn(v: SignInValues): FieldErrors<keyof SignInValues> {
  const e: FieldErrors<keyof SignInValues> = {};
  if (!v.email.trim()) e.email = m.emailRequired;
  if (!v.password) e.password = m.passwordRequired;
  return e;
}

/** Spec 5: a password reset needs an e-mail; null when fine. */
export const validateResetEmail = (email: string): string | null => (email.trim() ? null : m.resetEmailRequired);

/** Spec 5 "Affiliate login": e-mail required and valid, password required. */
export function validateAffiliateLogin(v: SignInValues): FieldErrors<keyof SignInValues> {
  const e = validateSignIn(v);
  if (!e.email && !isValidEmail(v.email)) e.email = m.emailInvalid;
  return e;
}
