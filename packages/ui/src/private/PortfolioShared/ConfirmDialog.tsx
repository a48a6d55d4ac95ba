import { useState, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The button that does it, e.g. 'Delete portfolio'. */
  confirmLabel: string;
  /** Its text while the action runs, e.g. 'Deleting...'. */
  pendingLabel: string;
  /** Runs the action; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => unknown;
  onClose: () => void;
  /** What to say when the action rejects without a message of its own. */
  failureText?: string;
  /** danger (the default): a destructive action in an alert dialog; primary: a confirmation of an ordinary step (start a trial). */
  tone?: 'danger' | 'primary';
  /** The button that backs out; 'Cancel' by default. */
  cancelLabel?: string;
  children?: ReactNode;
}

/** The message of a rejection: an Error's own (the SDK's errors carry the user-facing one), else the fallback. */
export function rejectionMessage(reason: unknown, fallback: string): string {
  return reason instanceof Error && reason.message ? reason.message : fallback;
}

/**
 * An action's confirmation: Cancel, and the action as a button that shows it is running and, when it
 * fails, says why and stays open to try again. Destructive ones (the default) are alert dialogs with a
 * danger button.
 */
export function ConfirmDialog({
  open, title, description, confirmLabel, pendingLabel, onConfirm, onClose, failureText = 'That did not work. Please try again.',
  tone = 'danger', cancelLabel = 'Cancel', children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (pending) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      setPending(false);
      onClose();
    } catch (reason) {
      setPending(false);
      setFailure(rejectionMessage(reason, failureText));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      size="sm"
      title={title}
      description={description}
      hideCloseButton={pending}
      footer={(
        <>
          <Button variant="ghost" onClick={close} disabled={pending}>{cancelLabel}</Button>
          <Button variant={tone} loading={pending} loadingText={pendingLabel} onClick={() => { void confirm(); }}>{confirmLabel}</Button>
        </>
      )}
    >
      {children}
      {failure ? <Alert tone="danger" description={failure} /> : null}
    </Dialog>
  );
}
