import { useEffect, useMemo } from 'react';
import {
  accountMessages, currencyOptions, type AccountSettings, type AccountSettingsInput, type NotificationChoices,
} from '@pt/api';
import { useApiClient, useApiContext } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';
import { refusalText } from './useAccountForms';

/** Which setting a save was for, so a screen can say so and show it busy. */
export type SettingsChange = { kind: 'currency'; input: AccountSettingsInput } | { kind: 'notifications'; input: AccountSettingsInput };

/**
 * The member's settings (product §14): the read (`settings`: e-mail, name, a pending address, the
 * default base currency, the e-mail choices) and its writes. `setBaseCurrency(code)` and
 * `setNotification(choice, on)` show the new value at once and go back to the saved one if the
 * server refuses (`save.errorMessage`); each resolves the saved settings, or undefined. The
 * currencies come as `currencyOptions` (the SDK's list, labelled). When the read finds another
 * e-mail address than the session's (changed through the link in another tab or browser), the
 * session's user is updated, so the header shows the new one.
 */
export function useAccountSettings() {
  const client = useApiClient('useAccountSettings');
  const { mutate: cache } = useApiContext('useAccountSettings');
  const userId = useUserId();
  const key = userId ? keys.accountSettings(userId) : null;
  const q = useApiQuery('useAccountSettings', key, (c) => c.account.settings(), accountMessages.loadFailed);
  const options = useMemo(() => currencyOptions(), []);

  const save = useMutation(async (change: SettingsChange): Promise<AccountSettings> => {
    const send = () => client.account.updateSettings(change.input);
    const shown = q.data;
    if (!key || !cache || !shown) return send();
    const apply = (current: AccountSettings | undefined): AccountSettings => ({
      ...(current ?? shown),
      ...(change.input.base_currency ? { base_currency: change.input.base_currency } : {}),
      notifications: { ...(current ?? shown).notifications, ...change.input.notifications },
    });
    let saved: AccountSettings | undefined;
    await cache<AccountSettings>(key, async () => (saved = await send()), { optimisticData: apply, rollbackOnError: true, populateCache: true, revalidate: false });
    return saved ?? send();
  });

  const email = q.data?.email;
  useEffect(() => {
    const user = client.session.getUser();
    if (email && user && user.email !== email) client.session.setSession({ user: { ...user, email } });
  }, [email, client]);

  const { mutateAsync } = save;
  const run = (change: SettingsChange) => mutateAsync(change).catch(() => undefined);
  return {
    ...q,
    settings: q.data ?? null,
    currencyOptions: options,
    setBaseCurrency: (code: string) => run({ kind: 'currency', input: { base_currency: code } }),
    setNotification: (choice: keyof NotificationChoices, on: boolean) => run({ kind: 'notifications', input: { notifications: { [choice]: on } } }),
    save: {
      ...save,
      /** The part being saved: 'currency' or 'notifications'. */
      savingKind: save.status === 'pending' ? save.variables?.kind ?? null : null,
      errorMessage: save.error ? refusalText(save.error, accountMessages.saveFailed) : null,
    },
  };
}
