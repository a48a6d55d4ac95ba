import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { Stack } from '../../primitives/Stack';
import { SettingsSection } from './SettingsSection';

export interface PasswordSettingsValues { current_password: string; new_password: string; confirm_password: string }

export interface PasswordSettingsProps {
  values: PasswordSettingsValues;
  onFieldChange: (field: keyof PasswordSettingsValues, value: string) => void;
  fieldErrors?: Partial<Record<keyof PasswordSettingsValues, ReactNode>>;
  onSubmit: () => unknown;
  submitting?: boolean;
  formError?: ReactNode;
  /** After a change: what it did (other sessions signed out, API tokens revoked). */
  success?: ReactNode;
  id?: string;
}

/** The change of password: the current one, a new one and its confirmation; the section says what a change ends. */
export function PasswordSettings({ values, onFieldChange, fieldErrors = {}, onSubmit, submitting = false, formError, success, id }: PasswordSettingsProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) void onSubmit();
  };
  return (
    <SettingsSection
      id={id}
      title="Password"
      description="Changing it signs you out everywhere else and revokes your API tokens. You stay signed in here."
      busy={submitting}
    >
      {success ? <Alert tone="success" role="status" description={success} /> : null}
      <Stack as="form" gap="4" noValidate aria-label="Change password" onSubmit={submit}>
        {formError ? <Alert tone="danger" description={formError} /> : null}
        <PasswordField
          label="Current password"
          name="current_password"
          autoComplete="current-password"
          value={values.current_password}
          onValueChange={(v) => onFieldChange('current_password', v)}
          error={fieldErrors.current_password}
          required
        />
        <PasswordField
          label="New password"
          name="new_password"
          autoComplete="new-password"
          value={values.new_password}
          onValueChange={(v) => onFieldChange('new_password', v)}
          error={fieldErrors.new_password}
          hint="At least 8 characters."
          required
        />
        <PasswordField
          label="Confirm new password"
          name="confirm_password"
          autoComplete="new-password"
          value={values.confirm_password}
          onValueChange={(v) => onFieldChange('confirm_password', v)}
          error={fieldErrors.confirm_password}
          required
        />
        <div><Button type="submit" loading={submitting} loadingText="Changing password...">Change password</Button></div>
      </Stack>
    </SettingsSection>
  );
}
