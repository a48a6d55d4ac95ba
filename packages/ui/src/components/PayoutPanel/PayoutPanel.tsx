import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { EmptyState, formatUsd } from '../AppShared';
import * as s from '../AppShared/styles.css';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import * as styles from './PayoutPanel.css';

export interface PayoutPanelProps {
  /** Current balance in dollars. */
  balance: number;
  /** Minimum payout in dollars (spec 9: 50). */
  threshold?: number;
  /** Whether Request Payout is shown (total earnings at least the threshold). */
  canRequestPayout: boolean;
  /** A line under the bar, e.g. '$12.50 more to reach the $50 minimum'. */
  progressText?: ReactNode;
  /** The spec's button has no action; pass one if the product gets one. */
  onRequestPayout?: () => void;
  requesting?: boolean;
  className?: string;
}

/** Balance, payout threshold and progress, Request Payout when allowed, and the (empty) payment history. */
export function PayoutPanel({
  balance, threshold = 50, canRequestPayout, progressText, onRequestPayout, requesting = false, className,
}: PayoutPanelProps) {
  return (
    <div className={cx(styles.grid, className)}>
      <section className={styles.balanceCard} aria-label="Payout balance">
        <h3 className={styles.label}>Current balance</h3>
        <p className={styles.balance}>{formatUsd(balance)}</p>
        <ProgressBar value={balance} max={threshold} label="Progress to minimum payout" hideLabel valueText={`${formatUsd(Math.min(balance, threshold))} of ${formatUsd(threshold)}`} tone={canRequestPayout ? 'success' : 'primary'} />
        {progressText ? <p className={styles.small}>{progressText}</p> : null}
        <p className={styles.small}>Minimum payout: {formatUsd(threshold)}</p>
        {canRequestPayout ? (
          <Button onClick={onRequestPayout} loading={requesting} loadingText="Requesting...">Request Payout</Button>
        ) : null}
      </section>
      <section className={styles.history} aria-label="Payment history">
        <h3 className={s.sectionTitle}>Payment history</h3>
        <EmptyState title="No payments yet" description={`Payouts appear here once your balance reaches ${formatUsd(threshold)} and you request one.`} />
      </section>
    </div>
  );
}
