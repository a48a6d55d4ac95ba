import { authMessages as m } from './authMessages';
import { isValidEmail } from './isValidEmail';

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_NAME_LENGTH = 2;

export interface SignUpValues { fullName: string; email: string; password: string; confirmPassword: string }
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Spec 5 "Sign-up": one message per invalid field; empty object when valid. */
export function validateSignUp(v: SignUpValues): FieldErrors<keyof SignUpValues> {
  const e: FieldErrors<keyof SignUpValues> = {};
  if (!v.email.trim()) e.email = m.emailRequired;
  else if (!isValidEmail(v.email)) e.email = m.emailInvalid;
  if (!v.fullName.trim()) e.fullName = m.fullNameRequired;
  else if (v.fullName.trim().length < MIN_NAME_LENGTH) e.fullName = m.fullNameTooShort;
  if (!v.password) e.password = m.passwordRequired;
  else if (v.password.length < MIN_PASSWORD_LENGTH) e.password = m.passwordTooShort;
  if (!v.confirmPassword) e.confirmPassword = m.confirmPasswordRequired;
  else if (v.confirmPassword !== v.password) e.confirmPassword = m.passwordsDoNotMatch;
  return e;
}

/** Errors clear when their field is edited (spec 5). */
export function clearFieldError<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
