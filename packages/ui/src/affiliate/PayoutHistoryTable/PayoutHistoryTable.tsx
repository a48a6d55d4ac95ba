import type { ReactNode } from 'react';
import * as appStyles from '../../private/AppShared/styles.css';
import type { LedgerFormat } from '../../private/LedgerShared';
import { Panel } from '../../primitives/Panel';
import { Table, type TableColumn } from '../../primitives/Table';
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

type Column = 'requested' | 'amount' | 'status' | 'reference' | 'paid';

/** The affiliate's payout requests, newest first: requested, amount, status, reference or the reason it was rejected, and when it was paid. */
export function PayoutHistoryTable({
  payouts, format, label = 'Payout history', loading = false, error, onRetry,
  emptyDescription = 'Request a payout once your approved commission reaches the minimum.', className,
}: PayoutHistoryTableProps) {
  const columns: TableColumn<PayoutHistoryRow, Column>[] = [
    { key: 'requested', header: 'Requested', rowHeader: true, className: styles.date, cell: (p) => format.date(p.requestedAt), sample: 'Nov 20, 2026' },
    { key: 'amount', header: 'Amount', numeric: true, className: appStyles.strong, cell: (p) => format.money(p.amount), sample: format.money(1234.5) },
    { key: 'status', header: 'Status', cell: (p) => <StatusBadge {...p.status} />, sample: 'Requested' },
    {
      key: 'reference', header: 'Reference', className: styles.reference, sample: 'WISE-2026-11-0042',
      cell: (p) => (
        <>
          {p.reference ? <span className={appStyles.mono}>{p.reference}</span> : null}
          {p.rejectionReason ? <span className={styles.reason}>{p.rejectionReason}</span> : null}
          {!p.reference && !p.rejectionReason ? <span className={appStyles.muted}>{'\u2014'}</span> : null}
        </>
      ),
    },
    {
      key: 'paid', header: 'Paid', className: appStyles.nowrap, sample: 'Nov 20, 2026',
      cell: (p) => (p.paidAt ? format.date(p.paidAt) : <span className={appStyles.muted}>{'\u2014'}</span>),
    },
  ];
  const table = (busy: boolean) => (
    // product §10.20: cards on phones, the amount and status first.
    <Table label={label} columns={columns} rows={busy ? [] : payouts} rowKey={(p) => p.id} phone="cards" keyColumns={['amount', 'status']}
      loading={busy} loadingText="Loading payouts..." minWidth={560} />
  );
  // The panel around it has the visible heading: this one has the states only.
  return (
    <Panel className={className} loading={loading} placeholder={table(true)} error={error} onRetry={onRetry} empty={payouts.length === 0}
      emptyTitle="No payouts yet" emptyDescription={emptyDescription}>
      {table(false)}
    </Panel>
  );
}
