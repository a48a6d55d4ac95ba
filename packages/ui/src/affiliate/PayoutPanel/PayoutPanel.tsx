import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { EmptyState } from '../../private/AppShared';
import * as s from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { ActionDialog, type LedgerFormat } from '../../private/LedgerShared';
import { ProgressBar } from '../../primitives/ProgressBar';
import * as styles from './PayoutPanel.css';

export interface PayoutPanelProps {
  /** The balance a payout pays, in dollars: the approved commission not yet in a payout. */
  balance: number;
  /** Its label, e.g. 'Approved balance'. */
  balanceLabel?: string;
  /** Commission still in the holding period (or held for review), in dollars; shown when given. */
  pendingBalance?: number;
  /** A line on the pending balance, e.g. the holding period. */
  pendingNote?: ReactNode;
  /** Minimum payout in dollars (product §9: 50). */
  threshold?: number;
  /** Whether Request Payout is shown (total earnings at least the threshold). */
  canRequestPayout: boolean;
  /** A line under the bar, e.g. '$12.50 more to reach the $50 minimum'. */
  progressText?: ReactNode;
  /** The minimum's rule as shown; 'Minimum payout: $50.00' by default. */
  minimumText?: ReactNode;
  /**
   * Requests the payout. With `requestAmount` it runs after the reader confirms, and may return a
   * promise: the dialog shows it running, a rejection's message, and the panel a success notice.
   */
  onRequestPayout?: () => unknown;
  /** The amount a request asks for: Request Payout asks 'Request a payout of $X?' first. */
  requestAmount?: number;
  /** Why the shown button cannot be used now (an open request, too little approved yet): it is disabled and says so. */
  requestBlockedReason?: ReactNode;
  /** The success notice's text once a confirmed request went through. */
  successText?: ReactNode;
  requesting?: boolean;
  /** The payout history (a PayoutHistoryTable); an empty 'No payments yet' when omitted. */
  history?: ReactNode;
  /** How amounts are written (the app's formatter, product §16.1), e.g. '$1,234.50'. */
  format: Pick<LedgerFormat, 'money'>;
  className?: string;
}

/**
 * The Payments tab: the balance a payout pays, the pending balance, progress to the minimum and
 * its rule, Request Payout when allowed (confirmed in a dialog naming the amount, then a notice
 * that it was requested), and the payout history.
 */
export function PayoutPanel({
  balance, balanceLabel = 'Current balance', pendingBalance, pendingNote, threshold = 50, canRequestPayout, progressText, minimumText,
  onRequestPayout, requestAmount, requestBlockedReason, successText = 'We will let you know when it is paid.', requesting = false, history,
  format, className,
}: PayoutPanelProps) {
  const blockedId = `payout-blocked-${useId()}`;
  const [confirming, setConfirming] = useState(false);
  const [requested, setRequested] = useState(false);
  const confirms = requestAmount !== undefined;
  const request = () => {
    if (requestBlockedReason) return;
    if (confirms) setConfirming(true);
    else onRequestPayout?.();
  };
  return (
    <div className={cx(styles.grid, className)}>
      <section className={styles.balanceCard} aria-label="Payout balance">
        <h3 className={styles.label}>{balanceLabel}</h3>
        <p className={styles.balance}>{format.money(balance)}</p>
        {pendingBalance === undefined ? null : (
          <div className={styles.pending}>
            <p className={styles.pendingLine}><span>Pending</span><span className={styles.pendingValue}>{format.money(pendingBalance)}</span></p>
            {pendingNote ? <p className={styles.small}>{pendingNote}</p> : null}
          </div>
        )}
        <ProgressBar value={balance} max={threshold} label="Progress to minimum payout" hideLabel valueText={`${format.money(Math.min(balance, threshold))} of ${format.money(threshold)}`} tone={canRequestPayout ? 'success' : 'primary'} />
        {progressText ? <p className={styles.small}>{progressText}</p> : null}
        <p className={styles.small}>{minimumText ?? `Minimum payout: ${format.money(threshold)}`}</p>
        {requested ? (
          <Alert tone="success" title="Payout requested" description={successText} onDismiss={() => setRequested(false)} />
        ) : null}
        {canRequestPayout ? (
          <>
            {/* Blocked stays focusable (aria-disabled, not disabled): the request that blocks it closes its dialog
                and hands focus back to this button, which a real disabled would drop to <body>. */}
            <Button onClick={request} loading={requesting} loadingText="Requesting..." aria-disabled={requestBlockedReason ? true : undefined}
              aria-describedby={requestBlockedReason ? blockedId : undefined}>
              Request Payout
            </Button>
            {requestBlockedReason ? <p id={blockedId} className={styles.small}>{requestBlockedReason}</p> : null}
          </>
        ) : null}
      </section>
      <section className={styles.history} aria-label="Payment history">
        <h3 className={s.sectionTitle}>Payment history</h3>
        {history ?? (
          <EmptyState title="No payments yet" description={`Payouts appear here once your balance reaches ${format.money(threshold)} and you request one.`} />
        )}
      </section>
      {confirms ? (
        <ActionDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={`Request a payout of ${format.money(requestAmount)}?`}
          description="Your approved commission is sent to our team, who transfer it and let you know when it is paid."
          confirmLabel="Request payout"
          pendingLabel="Requesting..."
          failureText="Failed to request the payout. Please try again."
          onConfirm={async () => {
            await onRequestPayout?.();
            setRequested(true);
          }}
        />
      ) : null}
    </div>
  );
}
