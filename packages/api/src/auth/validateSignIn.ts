import { messages as m } from '../messages';
import { fieldChecker, type Validation } from '../validation/fieldChecker';
import { isValidEmail } from './isValidEmail';
import type { ResetPasswordRequest, SignInRequest } from './types';

export interface SignInValues { email: string; password: string }

/** product §5 "Sign-in" (both required) and, with `checkEmail`, "Affiliate login" (e-mail also valid). The value is the request body. */
export function validateSignIn(v: SignInValues, checkEmail = false): Validation<SignInRequest, keyof SignInValues> {
  const check = fieldChecker<keyof SignInValues>();
  check.need('email', v.email.trim(), m.emailRequired);
  check.need('email', !checkEmail || isValidEmail(v.email), m.emailInvalid);
  check.need('password', v.password, m.passwordRequired);
  return check.result(() => ({ email: v.email.trim(), password: v.password }));
}

/** product §5 "Affiliate login": e-mail required and valid, password required. */
export const validateAffiliateLogin = (v: SignInValues): Validation<SignInRequest, keyof SignInValues> => validateSignIn(v, true);

/** product §5: a password reset needs an e-mail ('Please enter your email address to reset your password.'). */
export function validateResetEmail(v: { email: string }): Validation<ResetPasswordRequest, 'email'> {
  const check = fieldChecker<'email'>();
  check.need('email', v.email.trim(), m.resetEmailRequired);
  return check.result(() => ({ email: v.email.trim() }));
}
