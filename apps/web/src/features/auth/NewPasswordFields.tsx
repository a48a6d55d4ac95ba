// The new-password pair of sign-up and reset-password: password and its confirmation, both
// 'new-password' for password managers, the confirmation's show/hide toggle named apart.
import { PasswordField } from '@pt/ui';

export type NewPasswordField = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  values: Readonly<Record<NewPasswordField, string>>;
  errors: Readonly<Partial<Record<NewPasswordField, string>>>;
  onFieldChange: (field: NewPasswordField, value: string) => void;
  /** Visible labels: 'Password' / 'Confirm Password' unless given. */
  labels?: Readonly<Record<NewPasswordField, string>>;
  readOnly?: boolean;
}

const defaultLabels: Record<NewPasswordField, string> = { password: 'Password', confirmPassword: 'Confirm Password' };

export function NewPasswordFields({ values, errors, onFieldChange, labels = defaultLabels, readOnly }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={(v) => onFieldChange('password', v)}
        error={errors.password}
        required
        readOnly={readOnly}
      />
      <PasswordField
        label={labels.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={(v) => onFieldChange('confirmPassword', v)}
        error={errors.confirmPassword}
        toggleShowLabel="Show confirm password"
        toggleHideLabel="Hide confirm password"
        required
        readOnly={readOnly}
      />
    </>
  );
}
