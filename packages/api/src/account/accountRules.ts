import { isValidEmail } from '../auth/isValidEmail';
import { passwordErrors } from '../auth/validateSignUp';
import { messages as m } from '../messages';
import { fieldChecker, type Validation } from '../validation/fieldChecker';
import { accountMessages } from './accountMessages';
import type { ChangeEmailRequest, ChangePasswordRequest, DeleteAccountRequest } from './types';

export interface ChangeEmailValues { new_email: string; password: string }
export interface ChangePasswordValues { current_password: string; new_password: string; confirm_password: string }
export interface DeleteAccountValues { password: string }

/** A new address (product §5's e-mail rule, and not the current one) and the current password. */
export function validateChangeEmail(v: ChangeEmailValues, currentEmail: string): Validation<ChangeEmailRequest, keyof ChangeEmailValues> {
  const email = v.new_email.trim();
  const check = fieldChecker<keyof ChangeEmailValues>();
  check.need('new_email', email, m.emailRequired);
  check.need('new_email', isValidEmail(email), m.emailInvalid);
  check.need('new_email', email.toLowerCase() !== currentEmail.trim().toLowerCase(), accountMessages.newEmailSame);
  check.need('password', v.password, accountMessages.currentPasswordRequired);
  return check.result(() => ({ new_email: email, password: v.password }));
}

/** The current password, then a new one by the sign-up rules (product §5), confirmed and different from the current one. */
export function validateChangePassword(v: ChangePasswordValues): Validation<ChangePasswordRequest, keyof ChangePasswordValues> {
  const check = fieldChecker<keyof ChangePasswordValues>();
  check.need('current_password', v.current_password, accountMessages.currentPasswordRequired);
  const rules = passwordErrors({ password: v.new_password, confirmPassword: v.confirm_password });
  check.add({ new_password: rules.password, confirm_password: rules.confirmPassword });
  check.need('new_password', !v.current_password || v.new_password !== v.current_password, accountMessages.newPasswordSame);
  return check.result(() => ({ current_password: v.current_password, new_password: v.new_password }));
}

/** Deleting asks for the password again. */
export function validateDeleteAccount(v: DeleteAccountValues): Validation<DeleteAccountRequest, keyof DeleteAccountValues> {
  const check = fieldChecker<keyof DeleteAccountValues>();
  check.need('password', v.password, accountMessages.deleteConfirmRequired);
  return check.result(() => ({ password: v.password }));
}
