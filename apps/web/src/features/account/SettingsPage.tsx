// /app/settings (product §14): the member's profile and e-mail address, password, default base
// currency, e-mail choices, the export of their data and deleting the account. Hooks from
// @pt/react, sections from the kit; the page only wires them and says what happened.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ALWAYS_SENT_NOTE, NOTIFICATION_CHOICES, accountDeletion, accountMessages, formatDate, type NotificationChoices } from '@pt/api';
import {
  useAccountExport, useAccountSettings, useChangeEmail, useChangePassword, useDeleteAccount,
} from '@pt/react';
import { Columns, Stack } from '@pt/ui';
import {
  CurrencySettings, DataExport, DeleteAccount, EmailSettings, NotificationSettings, PasswordSettings,
} from '@pt/ui/account';
import { useNotify } from '../../app/toasts/useNotify';
import { Loading } from '../../app/Loading';
import { PageFailure } from '../../app/PageFailure';

export function SettingsPage() {
  const st = useAccountSettings();
  if (st.status === 'error' && !st.settings) {
    return <PageFailure message={st.message} onRetry={st.refresh} />;
  }
  if (!st.settings) return <Loading text="Loading your settings..." />;
  return <SettingsSections st={st} settings={st.settings} />;
}

type Settings = NonNullable<ReturnType<typeof useAccountSettings>['settings']>;

function SettingsSections({ st, settings }: { st: ReturnType<typeof useAccountSettings>; settings: Settings }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const email = useChangeEmail(settings.email);
  const password = useChangePassword();
  const exporter = useAccountExport();
  const deletion = useDeleteAccount();
  const [saved, setSaved] = useState<'currency' | 'notifications' | null>(null);
  const saveError = st.save.errorMessage;

  const saveCurrency = async (code: string) => {
    setSaved(null);
    if (await st.setBaseCurrency(code)) setSaved('currency');
  };
  const saveChoice = async (key: string, on: boolean) => {
    setSaved(null);
    if (await st.setNotification(key as keyof NotificationChoices, on)) setSaved('notifications');
  };
  const deleteAccount = async () => {
    const done = await deletion.submit();
    if (!done) return;
    // The toaster sits above the routes, so the message stays through the move to the landing page.
    notify.success(accountMessages.accountDeleted, 'We keep only what accounting law requires, without your name or e-mail address.');
    navigate('/', { replace: true });
  };

  return (
    <Columns columns={{ base: 1, lg: 2 }} gap="6" alignY="top">
      <Stack gap="6">
        <EmailSettings
          id="profile"
          fullName={settings.full_name}
          email={settings.email}
          memberSince={formatDate(settings.created_at)}
          pendingEmail={settings.pending_email}
          onCancelPending={() => email.cancel.mutateAsync().then(() => notify.success(accountMessages.emailChangeCancelled), () => undefined)}
          cancelling={email.cancel.status === 'pending'}
          values={email.form.values}
          onFieldChange={(field, value) => email.form.setField(field, value)}
          fieldErrors={email.form.fieldErrors}
          onSubmit={() => email.submit()}
          submitting={email.status === 'pending'}
          formError={email.errorMessage ?? email.cancel.errorMessage}
          success={email.successMessage}
        />
        <PasswordSettings
          values={password.form.values}
          onFieldChange={(field, value) => password.form.setField(field, value)}
          fieldErrors={password.form.fieldErrors}
          onSubmit={async () => { if (await password.submit()) notify.success('Password changed'); }}
          submitting={password.status === 'pending'}
          formError={password.errorMessage}
          success={password.successMessage}
        />
      </Stack>
      <Stack gap="6">
        <CurrencySettings
          options={st.currencyOptions}
          value={settings.base_currency}
          onSave={saveCurrency}
          saving={st.save.savingKind === 'currency'}
          error={st.save.variables?.kind === 'currency' ? saveError : null}
          saved={saved === 'currency' ? accountMessages.currencySaved : null}
          description="The currency your new portfolios start in. Until portfolios can be kept in other currencies, amounts are shown in US dollars."
        />
        <NotificationSettings
          choices={NOTIFICATION_CHOICES.map((c) => ({ ...c, checked: settings.notifications[c.key] }))}
          onChange={saveChoice}
          error={st.save.variables?.kind === 'notifications' ? saveError : null}
          note={saved === 'notifications' ? `${accountMessages.notificationsSaved}. ${ALWAYS_SENT_NOTE}` : ALWAYS_SENT_NOTE}
        />
        <DataExport
          onExport={(kind) => exporter.mutateAsync(kind).catch(() => undefined)}
          running={exporter.runningKind}
          error={exporter.errorMessage}
          done={exporter.successMessage}
        />
        <DeleteAccount
          removed={accountDeletion.removed}
          kept={accountDeletion.kept}
          notes={[accountDeletion.subscription, accountDeletion.affiliate]}
          password={deletion.form.values.password}
          onPasswordChange={(value) => deletion.form.setField('password', value)}
          passwordError={deletion.form.fieldErrors.password}
          onConfirm={deleteAccount}
          deleting={deletion.status === 'pending'}
          error={deletion.errorMessage}
          onCancel={deletion.reset}
        />
      </Stack>
    </Columns>
  );
}
