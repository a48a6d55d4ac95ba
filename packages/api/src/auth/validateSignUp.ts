import { messages as m } from '../messages';
import { fieldChecker, fieldErrorsOf, type FieldErrors, type Validation } from '../validation/fieldChecker';
import { isValidEmail } from './isValidEmail';
import type { ConfirmResetRequest, SignUpRequest } from './types';

/** The shortest password (product §5.2); the sign-up form, the reset form and the server check it. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest password the server takes (product §16.2): beyond it hashing is work for nothing. */
export const MAX_PASSWORD_LENGTH = 200;
/** The shortest full name once trimmed (product §5.2). */
export const MIN_NAME_LENGTH = 2;
/** The longest full name the server stores (product §16.2). */
export const MAX_NAME_LENGTH = 200;
/** The longest e-mail address (product §16.2): what an address can be (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

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
