import { messages as m } from '../messages';
import { isValidEmail } from './isValidEmail';

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_NAME_LENGTH = 2;

export interface SignUpValues { fullName: string; email: string; password: string; confirmPassword: string }
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Collects the first failing rule's message per field. */
export function fieldChecker<F extends string>(): [FieldErrors<F>, (field: F, ok: unknown, message: string) => void] {
  const e: FieldErrors<F> = {};
  return [e, (f, ok, message) => { if (!ok && !e[f]) e[f] = message; }];
}

/** Spec 5 "Sign-up": one message per invalid field; empty object when valid. */
export function validateSignUp(v: SignUpValues): FieldErrors<keyof SignUpValues> {
  const [e, need] = fieldChecker<keyof SignUpValues>();
  need('email', v.email.trim(), m.emailRequired);
  need('email', isValidEmail(v.email), m.emailInvalid);
  need('fullName', v.fullName.trim(), m.fullNameRequired);
  need('fullName', v.fullName.trim().length >= MIN_NAME_LENGTH, m.fullNameTooShort);
  need('password', v.password, m.passwordRequired);
  need('password', v.password.length >= MIN_PASSWORD_LENGTH, m.passwordTooShort);
  need('confirmPassword', v.confirmPassword, m.confirmPasswordRequired);
  need('confirmPassword', v.confirmPassword === v.password, m.passwordsDoNotMatch);
  return e;
}

/** Errors clear when their field is edited (spec 5). */
export function clearFieldError<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  const next = { ...errors };
  delete next[field];
  return next;
}
