import { useCallback } from 'react';
import {
  accountMessages, fieldErrorsFromError, serverMessageOr, validateChangeEmail, validateChangePassword, validateDeleteAccount,
  type ApiError, type ChangeEmailRequest, type ChangeEmailResponse, type ChangeEmailValues, type ChangePasswordRequest,
  type ChangePasswordResponse, type ChangePasswordValues, type DeleteAccountRequest, type DeleteAccountResponse, type DeleteAccountValues,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useUserId } from '../internal/useUserId';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMutation } from './useMutation';

/** A refusal's own words (a 4xx says what is wrong); anything else, the screen's message. */
export const refusalText = (error: ApiError, fallback: string): string =>
  (error.kind === 'http' && error.status < 500 ? serverMessageOr(error, fallback) : fallback);

/** The shared end of each account form: a server refusal on its field, else one message for the form. */
function formOutcome<F extends string>(error: ApiError | null, fields: readonly F[], formMessage: string | null, fallback: string) {
  const onField = error ? Object.keys(fieldErrorsFromError(error, fields)).length > 0 : false;
  return formMessage ?? (error && !onField ? refusalText(error, fallback) : null);
}

const EMAIL_FIELDS = ['new_email', 'password'] as const;
const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const DELETE_FIELDS = ['password'] as const;

/**
 * The change of e-mail address (product §14.1): the new address and the current password, with the
 * SDK's rules against `currentEmail`, then the server's refusal on its field. After success the form
 * is empty, the settings are read again (their `pending_email`), and `successMessage` says where the
 * link went. `cancel` withdraws a pending change.
 */
export function useChangeEmail(currentEmail: string) {
  const client = useApiClient('useChangeEmail');
  const userId = useUserId();
  const validate = useCallback((v: ChangeEmailValues) => validateChangeEmail(v, currentEmail), [currentEmail]);
  const form = useForm<ChangeEmailValues, ChangeEmailRequest>({ new_email: '', password: '' }, validate);
  const settingsKey = userId ? keys.accountSettings(userId) : null;
  const change = useMutation((body: ChangeEmailRequest): Promise<ChangeEmailResponse> => client.account.changeEmail(body), {
    onSuccess: async (_data, _body, { revalidate }) => { if (settingsKey) await revalidate(settingsKey); },
  });
  const { setFieldErrors } = form;
  const { submit, formMessage, clear } = useFormSubmit(form, change, {
    onError: (error) => setFieldErrors(fieldErrorsFromError(error, EMAIL_FIELDS)),
    resetOnSuccess: true,
  });
  const cancel = useMutation(async (): Promise<void> => client.account.cancelEmailChange(), {
    onSuccess: async (_data, _v, { revalidate }) => { if (settingsKey) await revalidate(settingsKey); },
  });
  return formHookResult({
    form,
    submit,
    status: change.status,
    errorMessage: formOutcome(change.error, EMAIL_FIELDS, formMessage, accountMessages.saveFailed),
    successMessage: change.status === 'success' && change.data ? change.data.message : null,
    cancel: { ...cancel, errorMessage: cancel.error ? refusalText(cancel.error, accountMessages.saveFailed) : null },
    reset: clear,
  });
}

/**
 * The change of password (product §14.2): the current password, a new one by the sign-up rules and
 * its confirmation. The SDK's call keeps this browser signed in with the session the server
 * answers; every other session and API token has ended. The form empties after success.
 */
export function useChangePassword() {
  const client = useApiClient('useChangePassword');
  const userId = useUserId();
  const form = useForm<ChangePasswordValues, ChangePasswordRequest>({ current_password: '', new_password: '', confirm_password: '' }, validateChangePassword);
  const change = useMutation((body: ChangePasswordRequest): Promise<ChangePasswordResponse> => client.account.changePassword(body), {
    // The API tokens were revoked with the change.
    onSuccess: async (_data, _body, { revalidate }) => { if (userId) await revalidate(keys.apiTokens(userId)); },
  });
  const { setFieldErrors } = form;
  const { submit, formMessage, clear } = useFormSubmit(form, change, {
    onError: (error) => setFieldErrors(fieldErrorsFromError(error, PASSWORD_FIELDS)),
    resetOnSuccess: true,
  });
  return formHookResult({
    form,
    submit,
    status: change.status,
    errorMessage: formOutcome(change.error, PASSWORD_FIELDS, formMessage, accountMessages.saveFailed),
    successMessage: change.status === 'success' ? accountMessages.passwordChanged : null,
    reset: clear,
  });
}

/**
 * Deleting the account (product §14.5): the password confirms it. On success the SDK has cleared
 * this browser's session (the provider then clears every cached read); `submit()` resolves the
 * server's answer, with `kept`: what stays, anonymised, for accounting.
 */
export function useDeleteAccount() {
  const client = useApiClient('useDeleteAccount');
  const form = useForm<DeleteAccountValues, DeleteAccountRequest>({ password: '' }, validateDeleteAccount);
  const remove = useMutation((body: DeleteAccountRequest): Promise<DeleteAccountResponse> => client.account.delete(body));
  const { setFieldErrors } = form;
  const { submit, formMessage, clear } = useFormSubmit(form, remove, {
    onError: (error) => setFieldErrors(fieldErrorsFromError(error, DELETE_FIELDS)),
  });
  return formHookResult({
    form,
    submit,
    status: remove.status,
    errorMessage: formOutcome(remove.error, DELETE_FIELDS, formMessage, accountMessages.deleteFailed),
    reset: () => { clear(); form.reset(); },
  });
}
