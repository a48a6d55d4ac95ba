import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as appStyles from '../../private/AppShared/styles.css';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { PasswordField } from '../../primitives/PasswordField';
import { Stack } from '../../primitives/Stack';
import { SettingsSection } from './SettingsSection';

export interface DeleteAccountProps {
  /** What deleting removes (the SDK's `accountDeletion.removed`). */
  removed: readonly string[];
  /** What is kept, anonymised, for accounting (`accountDeletion.kept`). */
  kept: readonly string[];
  /** More that happens, e.g. the subscription and the affiliate's unpaid commissions. */
  notes?: readonly ReactNode[];
  /** The password typed to confirm (the page's form). */
  password: string;
  onPasswordChange: (password: string) => void;
  passwordError?: ReactNode;
  /** Deletes the account with the typed password. */
  onConfirm: () => unknown;
  deleting?: boolean;
  /** A refusal that belongs to no field. */
  error?: ReactNode;
  /** The dialog closed without deleting: the page forgets what was typed. */
  onCancel?: () => void;
  /** Starts with the confirmation open (stories, tests). */
  defaultOpen?: boolean;
  id?: string;
}

/**
 * Deleting the account: what goes and what is kept for accounting, said before anything happens,
 * then a confirmation (an alert dialog) that asks for the password. A wrong password is shown on
 * the field, and the dialog stays open with what was typed.
 */
export function DeleteAccount({
  removed, kept, notes = [], password, onPasswordChange, passwordError, onConfirm, deleting = false, error, onCancel, defaultOpen = false, id,
}: DeleteAccountProps) {
  const [open, setOpen] = useState(defaultOpen);
  const formId = `delete-account-${useId()}`;
  const passwordRef = useRef<HTMLInputElement>(null);
  const close = () => {
    if (deleting) return;
    setOpen(false);
    onCancel?.();
  };
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (deleting) return;
    await onConfirm();
    if (passwordRef.current?.getAttribute('aria-invalid') === 'true') passwordRef.current.focus();
  };
  return (
    <SettingsSection id={id} title="Delete account" description="This cannot be undone.">
      <Stack gap="3">
        <p className={appStyles.strong}>Deleting removes</p>
        <ul className={appStyles.sectionSubtitle} style={LIST}>{removed.map((item) => <li key={item}>{item}</li>)}</ul>
        <p className={appStyles.strong}>We keep, without your name or e-mail address</p>
        <ul className={appStyles.sectionSubtitle} style={LIST}>{kept.map((item) => <li key={item}>{item}</li>)}</ul>
        {notes.map((note, i) => <p key={i} className={appStyles.sectionSubtitle}>{note}</p>)}
      </Stack>
      <div><Button variant="danger" onClick={() => setOpen(true)}>Delete account…</Button></div>
      <Dialog
        open={open}
        onClose={close}
        role="alertdialog"
        size="sm"
        title="Delete your account?"
        description="Your portfolios and everything else listed go at once. Enter your password to confirm."
        initialFocus={passwordRef}
        hideCloseButton={deleting}
        footer={(
          <>
            <Button variant="ghost" onClick={close} disabled={deleting}>Cancel</Button>
            <Button variant="danger" type="submit" form={formId} loading={deleting} loadingText="Deleting account...">Delete my account</Button>
          </>
        )}
      >
        <Stack as="form" id={formId} gap="4" noValidate onSubmit={(e) => { void submit(e); }}>
          {error ? <Alert tone="danger" description={error} /> : null}
          <PasswordField
            ref={passwordRef}
            label="Your password"
            name="password"
            autoComplete="current-password"
            value={password}
            onValueChange={onPasswordChange}
            error={passwordError}
            required
          />
        </Stack>
      </Dialog>
    </SettingsSection>
  );
}

// Inline rather than a rule of its own: the app has one stylesheet, which every page loads.
const LIST = { paddingLeft: '1.25rem', display: 'grid', gap: 4 } as const;
