import { useId, type FormEvent, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { AlertTriangleIcon, CheckIcon } from '../../primitives/Icon';
import { SecurePaymentNotice } from '../SecurePaymentNotice';
import * as styles from './CardEntryPanel.css';
import { visuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import { cardFieldStyle, type CardFieldStyle } from './cardFieldStyle';

export type CardEntryState = 'idle' | 'processing' | 'success';

export interface CardEntryPanelProps {
  /**
   * Where the app mounts the card provider's element (e.g. a CardElement). A function receives the
   * field's look in plain values, for a provider that draws the field in a frame of its own.
   */
  children?: ReactNode | ((fieldStyle: CardFieldStyle) => ReactNode);
  /** Id for the mount point, for providers that mount by selector. */
  slotId?: string;
  label?: ReactNode;
  title?: ReactNode;
  state?: CardEntryState;
  error?: ReactNode;
  /** false: card payments are not available (no provider); the form is replaced by an alert a member can read. */
  configured?: boolean;
  /** 'provider': the slot is a field frame for the provider's element (the default); 'fields': the app's own labelled fields go in it as they are. */
  slot?: 'provider' | 'fields';
  /** Under the form; the secure-payments notice by default (test mode: its own notice). */
  notice?: ReactNode;
  /** Blocks the submit button, e.g. until the card element is complete. */
  submitDisabled?: boolean;
  submitLabel?: string;
  processingLabel?: string;
  successText?: ReactNode;
  onSubmit?: () => void;
  className?: string;
}

/** A card form frame: the provider's element goes in the slot; label, error and submit states are ours. */
export function CardEntryPanel({
  children, slotId, label = 'Card details', title = 'Add a payment method', state = 'idle', error, configured = true, slot = 'provider', notice,
  submitDisabled = false, submitLabel = 'Add Payment Method', processingLabel = 'Processing...',
  successText = 'Payment method added successfully.', onSubmit, className,
}: CardEntryPanelProps) {
  const generated = useId();
  const labelId = `card-label-${generated}`;
  const errorId = `card-error-${generated}`;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'processing') onSubmit?.();
  };

  return (
    <section className={cx(styles.panel, className)} aria-label={typeof title === 'string' ? title : 'Payment method'}>
      <h3 className={styles.title}>{title}</h3>
      {!configured ? (
        <Alert tone="warning" title="Card payments are unavailable" description="Card payments are not available right now. Please try again later." />
      ) : (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          {/* The app's own fields carry their own labels: the group's name is then for screen readers only. */}
          <span id={labelId} className={slot === 'fields' ? visuallyHidden : styles.label}>{label}</span>
          <div
            id={slotId}
            role="group"
            aria-labelledby={labelId}
            aria-describedby={error ? errorId : undefined}
            aria-busy={state === 'processing' || undefined}
            className={slot === 'fields' ? styles.fields : styles.slot}
            data-invalid={error && slot === 'provider' ? '' : undefined}
          >
            {typeof children === 'function' ? children(cardFieldStyle) : children}
          </div>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              <AlertTriangleIcon size={16} /> <span>{error}</span>
            </p>
          ) : null}
          {state === 'success' ? (
            <p className={styles.success} role="status"><CheckIcon size={16} /> <span>{successText}</span></p>
          ) : null}
          <Button
            type="submit"
            fullWidth
            loading={state === 'processing'}
            loadingText={processingLabel}
            disabled={submitDisabled}
            leadingIcon={state === 'success' ? <CheckIcon size={18} /> : undefined}
          >
            {submitLabel}
          </Button>
        </form>
      )}
      {notice ?? <SecurePaymentNotice />}
    </section>
  );
}
