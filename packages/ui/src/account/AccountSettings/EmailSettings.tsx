import type { FormEvent, ReactNode } from 'react';
import * as appStyles from '../../private/AppShared/styles.css';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import { SettingsSection } from './SettingsSection';

export interface EmailSettingsValues { new_email: string; password: string }

export interface EmailSettingsProps {
  fullName: string;
  email: string;
  /** When the account was created, written by the page. */
  memberSince: string;
  /** A new address waiting for its link, or null. */
  pendingEmail?: string | null;
  /** Withdraws the pending change. */
  onCancelPending?: () => unknown;
  cancelling?: boolean;
  values: EmailSettingsValues;
  onFieldChange: (field: keyof EmailSettingsValues, value: string) => void;
  fieldErrors?: Partial<Record<keyof EmailSettingsValues, ReactNode>>;
  onSubmit: () => unknown;
  submitting?: boolean;
  /** A refusal that belongs to no field. */
  formError?: ReactNode;
  /** Where the link went, after a request. */
  success?: ReactNode;
  id?: string;
}

/**
 * The profile (name, e-mail address, member since) and the change of address: the new address and
 * the current password; the address changes only once the link sent to it is opened, which the
 * section says, with the pending address and a way to withdraw it.
 */
export function EmailSettings({
  fullName, email, memberSince, pendingEmail = null, onCancelPending, cancelling = false, values, onFieldChange, fieldErrors = {},
  onSubmit, submitting = false, formError, success, id,
}: EmailSettingsProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) void onSubmit();
  };
  return (
    <SettingsSection id={id} title="Profile" description="Your name and the address we write to." busy={submitting}>
      <dl className={appStyles.dl}>
        <div className={appStyles.dlRow}><dt className={appStyles.dt}>Name</dt><dd className={appStyles.dd}>{fullName}</dd></div>
        <div className={appStyles.dlRow}><dt className={appStyles.dt}>E-mail address</dt><dd className={appStyles.dd}>{email}</dd></div>
        <div className={appStyles.dlRow}><dt className={appStyles.dt}>Member since</dt><dd className={appStyles.dd}>{memberSince}</dd></div>
      </dl>
      {pendingEmail ? (
        <Alert
          tone="info"
          role="status"
          title="Waiting for confirmation"
          description={<>We sent a link to <strong>{pendingEmail}</strong>. Your address changes once you open it; until then we keep writing to {email}.</>}
          action={onCancelPending ? <Button size="sm" variant="outline" loading={cancelling} loadingText="Cancelling..." onClick={() => { void onCancelPending(); }}>Cancel change</Button> : undefined}
        />
      ) : null}
      {success && !pendingEmail ? <Alert tone="success" role="status" description={success} /> : null}
      <Stack as="form" gap="4" noValidate aria-label="Change e-mail address" onSubmit={submit}>
        {formError ? <Alert tone="danger" description={formError} /> : null}
        <TextField
          label="New e-mail address"
          type="email"
          name="new_email"
          autoComplete="email"
          inputMode="email"
          value={values.new_email}
          onValueChange={(v) => onFieldChange('new_email', v)}
          error={fieldErrors.new_email}
          hint="We send a link to it; your address changes when you open it."
          required
        />
        <PasswordField
          label="Current password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onValueChange={(v) => onFieldChange('password', v)}
          error={fieldErrors.password}
          required
        />
        <div><Button type="submit" loading={submitting} loadingText="Sending link...">Send confirmation link</Button></div>
      </Stack>
    </SettingsSection>
  );
}
