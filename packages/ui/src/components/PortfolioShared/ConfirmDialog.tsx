import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

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
}

/** The message of a rejection: an Error's own (the SDK's errors carry the user-facing one), else the fallback. */
export function rejectionMessage(reason: unknown, fallback: string): string {
  return reason instanceof Error && reason.message ? reason.message : fallback;
}

/**
 * A destructive action's confirmation (an alert dialog): Cancel, and the action as a danger
 * button that shows it is running and, when it fails, says why and stays open to try again.
 */
export function ConfirmDialog({
  open, title, description, confirmLabel, pendingLabel, onConfirm, onClose, failureText = 'That did not work. Please try again.',
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
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      hideCloseButton={pending}
      footer={(
        <>
          <Button variant="ghost" onClick={close} disabled={pending}>Cancel</Button>
          <Button variant="danger" loading={pending} loadingText={pendingLabel} onClick={() => { void confirm(); }}>{confirmLabel}</Button>
        </>
      )}
    >
      {failure ? <Alert tone="danger" description={failure} /> : null}
    </Dialog>
  );
}
