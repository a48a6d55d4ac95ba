import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { ScrollRegion } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { ListState, type LedgerFormat } from '../../private/LedgerShared';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import * as styles from './PayoutHistoryTable.css';

/** One payout request as the affiliate sees it. */
export interface PayoutHistoryRow {
  id: string;
  /** ISO. */
  requestedAt: string;
  /** In dollars. */
  amount: number;
  /** As shown: the SDK's `payoutStatusView` (Requested, Paid, Rejected). */
  status: StatusDisplay;
  /** The transfer's reference, once paid. */
  reference?: string | null;
  /** Why it was rejected. */
  rejectionReason?: string | null;
  /** When it was paid (ISO). */
  paidAt?: string | null;
}

export interface PayoutHistoryTableProps {
  payouts: readonly PayoutHistoryRow[];
  format: Pick<LedgerFormat, 'money' | 'date'>;
  /** Names the table for screen readers (the panel around it has the visible heading). */
  label?: string;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** The empty state's line under 'No payouts yet'. */
  emptyDescription?: ReactNode;
  className?: string;
}

/** The affiliate's payout requests, newest first: requested, amount, status, reference or the reason it was rejected, and when it was paid. */
export function PayoutHistoryTable({
  payouts, format, label = 'Payout history', loading = false, error, onRetry,
  emptyDescription = 'Request a payout once your approved commission reaches the minimum.', className,
}: PayoutHistoryTableProps) {
  return (
    <div className={className}>
      <ListState loading={loading} loadingText="Loading payouts..." error={error} onRetry={onRetry} empty={payouts.length === 0}
        emptyTitle="No payouts yet" emptyDescription={emptyDescription}>
        <ScrollRegion label={`${label} table`}>
          <table className={cx(appStyles.table, appStyles.cards, styles.table)}>
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr>
                <th scope="col" className={appStyles.th}>Requested</th>
                <th scope="col" className={cx(appStyles.th, appStyles.num)}>Amount</th>
                <th scope="col" className={appStyles.th}>Status</th>
                <th scope="col" className={appStyles.th}>Reference</th>
                <th scope="col" className={appStyles.th}>Paid</th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className={cx(appStyles.td, styles.date)}>{format.date(p.requestedAt)}</th>
                  <td data-label="Amount" data-key="" className={cx(appStyles.td, appStyles.num, appStyles.strong)}>{format.money(p.amount)}</td>
                  <td data-label="Status" data-key="" className={appStyles.td}><StatusBadge {...p.status} /></td>
                  <td data-label="Reference" className={cx(appStyles.td, styles.reference)}>
                    {p.reference ? <span className={appStyles.mono}>{p.reference}</span> : null}
                    {p.rejectionReason ? <span className={styles.reason}>{p.rejectionReason}</span> : null}
                    {!p.reference && !p.rejectionReason ? <span className={appStyles.muted}>{'\u2014'}</span> : null}
                  </td>
                  <td data-label="Paid" className={cx(appStyles.td, appStyles.nowrap)}>
                    {p.paidAt ? format.date(p.paidAt) : <span className={appStyles.muted}>{'\u2014'}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </ListState>
    </div>
  );
}
