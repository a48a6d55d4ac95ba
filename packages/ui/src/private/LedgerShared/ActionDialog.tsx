import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { rejectionMessage } from '../PortfolioShared';
import { Stack } from '../../primitives/Stack';
import { Textarea } from '../../primitives/Textarea';
import { TextField } from '../../primitives/TextField';

/** A text the decision needs, e.g. a transfer reference or a reason. */
export interface ActionDialogField {
  label: string;
  hint?: ReactNode;
  /** A reason to write in sentences: a multi-line field. */
  multiline?: boolean;
  /** The app's rule for the text: the error to show, or undefined when it may be sent. */
  validate: (text: string) => string | undefined;
  maxLength?: number;
}

export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** What the decision is about, shown above the field (an amount, the flags). */
  children?: ReactNode;
  /** The button that does it, e.g. 'Mark paid'. */
  confirmLabel: string;
  /** Its text while the action runs, e.g. 'Saving...'. */
  pendingLabel: string;
  /** 'danger' for a decision that takes money away (reject, void): the dialog is an alert dialog. */
  tone?: 'primary' | 'danger';
  /** A required text: the action gets it trimmed, once the app's rule accepts it. */
  field?: ActionDialogField;
  /** Runs the action (with the field's text, or ''); the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: (text: string) => unknown;
  /** What to say when the action rejects without a message of its own. */
  failureText?: string;
}

/**
 * A decision on money, confirmed in a dialog: Cancel, and the action, which shows it is running
 * and, when it fails, says why and stays open with the text kept. A required field is checked
 * with the app's rule on submit (Enter in the field submits): the error sits under it and focus
 * goes back to it.
 */
export function ActionDialog({
  open, onClose, title, description, children, confirmLabel, pendingLabel, tone = 'primary', field, onConfirm,
  failureText = 'That did not work. Please try again.',
}: ActionDialogProps) {
  const formId = `action-dialog-${useId()}`;
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setText('');
    setFieldError(undefined);
    setFailure(null);
    onClose();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const error = field?.validate(text);
    setFieldError(error);
    if (error) {
      fieldRef.current?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await onConfirm(field ? text.trim() : '');
      setPending(false);
      setText('');
      onClose();
    } catch (reason) {
      setPending(false);
      setFailure(rejectionMessage(reason, failureText));
    }
  };

  const fieldProps = field ? {
    ref: fieldRef,
    label: field.label,
    hint: field.hint,
    error: fieldError,
    required: true,
    value: text,
    maxLength: field.maxLength,
    readOnly: pending,
    onValueChange: (value: string) => { setText(value); if (fieldError) setFieldError(undefined); },
  } : null;
  const failureAlert = failure ? <Alert tone="danger" description={failure} /> : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      size="sm"
      title={title}
      description={description}
      hideCloseButton={pending}
      initialFocus={field ? fieldRef : undefined}
      footer={(
        <>
          <Button variant="ghost" onClick={close} disabled={pending}>Cancel</Button>
          {field ? (
            <Button type="submit" form={formId} variant={tone} loading={pending} loadingText={pendingLabel}>{confirmLabel}</Button>
          ) : (
            <Button variant={tone} loading={pending} loadingText={pendingLabel} onClick={() => { void submit(); }}>{confirmLabel}</Button>
          )}
        </>
      )}
    >
      {/* The form holds the field so Enter submits; the footer's button submits it through `form`. */}
      {fieldProps ? (
        <Stack as="form" id={formId} gap="4" noValidate onSubmit={(e: FormEvent) => { void submit(e); }}>
          {children}
          {field?.multiline ? <Textarea {...fieldProps} rows={3} /> : <TextField {...fieldProps} autoComplete="off" />}
          {failureAlert}
        </Stack>
      ) : children || failureAlert ? (
        <Stack gap="4">
          {children}
          {failureAlert}
        </Stack>
      ) : null}
    </Dialog>
  );
}
