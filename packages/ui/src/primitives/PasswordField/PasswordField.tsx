import { forwardRef, useId, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailingAdornment'> {
  /** Start with the password visible. */
  defaultVisible?: boolean;
  /** Controlled visibility. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  toggleShowLabel?: string;
  toggleHideLabel?: string;
}

// Open and closed eye, drawn here because only this field needs them.
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      {open ? (
        <>
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </>
      ) : (
        <>
          <path d="M9.9 4.2A9.7 9.7 0 0 1 12 4c6.4 0 10 8 10 8a17 17 0 0 1-2.2 3.2M6.6 6.6A17.6 17.6 0 0 0 2 12s3.6 8 10 8a9.7 9.7 0 0 0 5.4-1.6" />
          <path d="M14.1 14.2a3 3 0 0 1-4.2-4.2M2 2l20 20" />
        </>
      )}
    </svg>
  );
}

/** A password input with a button that shows or hides what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    defaultVisible = false, visible, onVisibleChange, toggleShowLabel = 'Show password', toggleHideLabel = 'Hide password',
    id, disabled, autoComplete = 'current-password', ...rest
  },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `password-${generatedId}`;
  const [uncontrolledVisible, setUncontrolledVisible] = useState(defaultVisible);
  const isVisible = visible ?? uncontrolledVisible;
  const toggle = () => {
    const next = !isVisible;
    if (visible === undefined) setUncontrolledVisible(next);
    onVisibleChange?.(next);
  };
  return (
    <TextField
      ref={ref}
      {...rest}
      id={inputId}
      disabled={disabled}
      autoComplete={autoComplete}
      // Browsers would otherwise offer to spell-check or capitalise a visible password.
      autoCapitalize="none"
      spellCheck={false}
      type={isVisible ? 'text' : 'password'}
      trailingAdornment={
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          disabled={disabled}
          aria-controls={inputId}
          aria-label={isVisible ? toggleHideLabel : toggleShowLabel}
        >
          <EyeIcon open={!isVisible} />
        </button>
      }
    />
  );
});
