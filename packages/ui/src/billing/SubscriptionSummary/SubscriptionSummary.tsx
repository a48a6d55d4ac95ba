import { useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { EmptyState } from '../../private/AppShared';
import * as s from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { LoadError } from '../../primitives/Panel';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { TextPlaceholder } from '../../primitives/TextPlaceholder';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './SubscriptionSummary.css';

export interface SubscriptionSummaryData {
  planName: string;
  /** The subscription's status as shown (label and tone). */
  status: StatusDisplay;
  /** Formatted end of the current period, e.g. 'Dec 22, 2026'. */
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** Formatted price, e.g. '$9.99 USD / monthly'. */
  priceLabel?: string;
}

export interface PlanChangePreview {
  planName: string;
  /** Both prices per the same period (product §11.5), e.g. '$119.88 / year ($9.99 / month)'. */
  currentPrice: string;
  newPrice: string;
  /** Signed, formatted difference, e.g. '+$72.02 / year'. */
  difference: string;
  /** What is charged today, e.g. '$187.24'; null while the server's preview loads. */
  chargedToday?: string | null;
  /** The credit for the unused time, e.g. '-$4.66'. */
  credit?: string | null;
  /** The discount taken off the new price, e.g. '-$19.19'. */
  discount?: string | null;
  /** When the change happens and what follows. */
  effect?: string | null;
  /** Why the preview could not be loaded; confirming waits for it. */
  error?: string | null;
  onRetry?: () => void;
}

export interface SubscriptionSummaryProps {
  /** null: the user has no subscription. */
  subscription: SubscriptionSummaryData | null;
  /** Cancel at period end; asked for confirmation first. */
  onCancel?: () => void;
  /** Undo a scheduled cancellation. */
  onUndoCancel?: () => void;
  /** Start a plan change (the page then passes `pendingChange`). */
  onChangePlan?: () => void;
  /** A chosen plan change waiting for confirmation: shows the price difference. */
  pendingChange?: PlanChangePreview | null;
  onConfirmChange?: () => void;
  onDismissChange?: () => void;
  /** Which action is running. */
  busy?: 'cancel' | 'undo' | 'change' | null;
  error?: ReactNode;
  /** Action for the empty state, e.g. go to Pricing Plans. */
  onBrowsePlans?: () => void;
  className?: string;
}

/** The user's subscription: plan, status, period end, and cancel / undo / change with a confirmation step. */
export function SubscriptionSummary({
  subscription, onCancel, onUndoCancel, onChangePlan, pendingChange, onConfirmChange, onDismissChange, busy = null, error, onBrowsePlans, className,
}: SubscriptionSummaryProps) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  if (!subscription) {
    return (
      <EmptyState
        className={className}
        title="No active subscription"
        description="Choose a plan to unlock premium features. Every plan starts with a 14-day free trial."
        action={onBrowsePlans ? <Button onClick={onBrowsePlans}>View Plans</Button> : undefined}
      />
    );
  }

  const { planName, status, periodEnd, cancelAtPeriodEnd, priceLabel } = subscription;
  const anyBusy = busy !== null;

  return (
    <section className={cx(styles.panel, className)} aria-label="Subscription">
      <div className={styles.head}>
        <div>
          <p className={styles.eyebrow}>Current plan</p>
          <h3 className={styles.plan}>{planName}</h3>
          {priceLabel ? <p className={styles.price}>{priceLabel}</p> : null}
        </div>
        <StatusBadge {...status} size="md" />
      </div>

      <ul className={s.kvList}>
        <li className={s.kvItem}>
          <span className={s.kvLabel}>{cancelAtPeriodEnd ? 'Access ends' : 'Renews on'}</span>
          <span className={s.kvValue}>{cancelAtPeriodEnd ? `Ends on ${periodEnd}` : periodEnd}</span>
        </li>
      </ul>

      {cancelAtPeriodEnd ? (
        <Alert tone="warning" title="Cancellation scheduled" description={`You keep access to ${planName} until ${periodEnd}.`} />
      ) : null}

      {error ? <Alert tone="danger" description={error} /> : null}

      {pendingChange ? (
        <div className={styles.confirm} role="group" aria-label="Confirm plan change">
          <p className={styles.confirmTitle}>Switch to {pendingChange.planName}?</p>
          <dl className={styles.diff}>
            <dt>Current price</dt><dd className={styles.diffValue}>{pendingChange.currentPrice}</dd>
            <dt>New price</dt><dd className={styles.diffValue}>{pendingChange.newPrice}</dd>
            <dt>Difference</dt><dd className={styles.diffValue}>{pendingChange.difference}</dd>
            {pendingChange.discount ? <><dt>Discount</dt><dd className={styles.diffValue}>{pendingChange.discount}</dd></> : null}
            {pendingChange.credit ? <><dt>Credit for unused time</dt><dd className={styles.diffValue}>{pendingChange.credit}</dd></> : null}
            <dt className={styles.diffTotal}>Charged today</dt>
            <dd className={`${styles.diffValue} ${styles.diffTotal}`}>
              {pendingChange.chargedToday ?? (pendingChange.error ? 'Unknown' : <><TextPlaceholder sample="$187.24" /><VisuallyHidden>Loading</VisuallyHidden></>)}
            </dd>
          </dl>
          {pendingChange.effect ? <p className={s.kvLabel}>{pendingChange.effect}</p> : null}
          {pendingChange.error ? (
            <LoadError error={pendingChange.error} onRetry={pendingChange.onRetry} />
          ) : null}
          <div className={s.actions}>
            <Button onClick={onConfirmChange} loading={busy === 'change'} loadingText="Changing plan..." disabled={(anyBusy && busy !== 'change') || !pendingChange.chargedToday}>
              Confirm change
            </Button>
            <Button variant="ghost" onClick={onDismissChange} disabled={busy === 'change'}>Keep current plan</Button>
          </div>
        </div>
      ) : null}

      {confirmingCancel && !cancelAtPeriodEnd ? (
        <div className={styles.confirm} role="group" aria-label="Confirm cancellation">
          <p className={styles.confirmTitle}>Cancel your {planName} subscription?</p>
          <p className={s.kvLabel}>You keep access until {periodEnd}. You can undo this any time before then.</p>
          <div className={s.actions}>
            <Button
              variant="danger"
              onClick={() => { onCancel?.(); setConfirmingCancel(false); }}
              loading={busy === 'cancel'}
              loadingText="Cancelling..."
            >
              Yes, cancel
            </Button>
            <Button variant="ghost" onClick={() => setConfirmingCancel(false)}>Keep subscription</Button>
          </div>
        </div>
      ) : null}

      <div className={s.actions}>
        {onChangePlan ? (
          <Button variant="secondary" onClick={onChangePlan} disabled={anyBusy || Boolean(pendingChange)}>Change plan</Button>
        ) : null}
        {cancelAtPeriodEnd ? (
          onUndoCancel ? (
            <Button variant="outline" onClick={onUndoCancel} loading={busy === 'undo'} loadingText="Restoring..." disabled={anyBusy && busy !== 'undo'}>
              Undo cancellation
            </Button>
          ) : null
        ) : null}
        {onCancel ? (
          <Button
            variant="ghost"
            onClick={() => setConfirmingCancel(true)}
            disabled={cancelAtPeriodEnd || anyBusy || confirmingCancel}
            loading={busy === 'cancel' && !confirmingCancel}
            loadingText="Cancelling..."
          >
            Cancel subscription
          </Button>
        ) : null}
      </div>
    </section>
  );
}
