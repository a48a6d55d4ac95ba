import { messages as m } from '../messages';
import { fieldChecker, fieldErrorsOf, type FieldErrors, type Validation } from '../validation/fieldChecker';
import { isValidEmail } from './isValidEmail';
import type { ConfirmResetRequest, SignUpRequest } from './types';

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_NAME_LENGTH = 2;

export interface SignUpValues { fullName: string; email: string; password: string; confirmPassword: string }
export interface NewPasswordValues { password: string; confirmPassword: string }

/** product §5 password rules, shared by sign-up, choosing a new password after a reset and changing it in the settings. */
export function passwordErrors(v: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  const check = fieldChecker<keyof NewPasswordValues>();
  check.need('password', v.password, m.passwordRequired);
  check.need('password', v.password.length >= MIN_PASSWORD_LENGTH, m.passwordTooShort);
  check.need('confirmPassword', v.confirmPassword, m.confirmPasswordRequired);
  check.need('confirmPassword', v.confirmPassword === v.password, m.passwordsDoNotMatch);
  return fieldErrorsOf(check.result(() => null));
}

/** product §5 "Sign-up": one message per invalid field; the value is the request body (trimmed). */
export function validateSignUp(v: SignUpValues): Validation<SignUpRequest, keyof SignUpValues> {
  const check = fieldChecker<keyof SignUpValues>();
  check.need('email', v.email.trim(), m.emailRequired);
  check.need('email', isValidEmail(v.email), m.emailInvalid);
  check.need('fullName', v.fullName.trim(), m.fullNameRequired);
  check.need('fullName', v.fullName.trim().length >= MIN_NAME_LENGTH, m.fullNameTooShort);
  check.add(passwordErrors(v));
  return check.result(() => ({ email: v.email.trim(), password: v.password, full_name: v.fullName.trim() }));
}

/**
 * A new password from the e-mailed reset link: the sign-up password rules (product §5), then the
 * link's token (missing: the invalid-link message for the whole form). The value is the request body.
 */
export function validateNewPassword(v: NewPasswordValues, token: string | null | undefined): Validation<ConfirmResetRequest, keyof NewPasswordValues> {
  const check = fieldChecker<keyof NewPasswordValues>();
  const errors = passwordErrors(v);
  check.add(errors);
  const fieldsOk = Object.keys(errors).length === 0;
  return check.result(() => ({ token: token ?? '', password: v.password }), fieldsOk && !token ? m.verificationLinkInvalid : null);
}
