import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { ActionDialog, useDecision, type LedgerFormat } from '../../private/LedgerShared';
import { Select } from '../../primitives/Select';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { Table, type TableColumn } from '../../primitives/Table';
import * as styles from './AdminPayoutsTable.css';

/** A payout request as admins see it. */
export interface AdminPayoutRow {
  id: string;
  affiliateName: string;
  affiliateEmail: string;
  /** In dollars. */
  amount: number;
  /** ISO. */
  requestedAt: string;
  /** As shown: the SDK's `payoutStatusView`. */
  status: StatusDisplay;
  /** Awaits a decision (requested): Mark paid and Reject are offered. */
  open: boolean;
  reference?: string | null;
  rejectionReason?: string | null;
  /** When it was paid or rejected (ISO). */
  decidedAt?: string | null;
}

/** A status the filter offers. */
export interface PayoutStatusOption {
  value: string;
  label: string;
}

export interface AdminPayoutsTableProps extends PanelBlockProps {
  /** The requests matching the status filter (the page filters). */
  payouts: readonly AdminPayoutRow[];
  format: Pick<LedgerFormat, 'money' | 'date'>;
  /** The payout statuses, in order; 'All statuses' comes first. */
  statuses: readonly PayoutStatusOption[];
  /** A status's value, or 'all'. */
  status: string;
  onStatusChange: (status: string) => void;
  /** Records the transfer as paid with its reference; may return a promise (the dialog shows it running and a refusal). */
  onMarkPaid: (payout: AdminPayoutRow, reference: string) => unknown;
  /** Rejects the request with a reason shared with the affiliate. */
  onReject: (payout: AdminPayoutRow, reason: string) => unknown;
  /** The app's rule for the reference (the SDK's `validatePayoutReference`): the error, or undefined. */
  validateReference: (text: string) => string | undefined;
  /** The app's rule for the reason (the SDK's `validateDecisionReason`). */
  validateReason: (text: string) => string | undefined;
}

type Column = 'affiliate' | 'amount' | 'requested' | 'status' | 'outcome' | 'actions';

type Decision = { kind: 'paid' | 'reject'; payout: AdminPayoutRow };

/**
 * Payout requests for admins: affiliate, amount, requested date, status and outcome, filtered by
 * status. An open request is marked paid with the transfer's reference, or rejected with a reason,
 * each in a dialog whose field is required. The transfer itself happens outside the product.
 */
export function AdminPayoutsTable({
  payouts, format, statuses, status, onStatusChange, onMarkPaid, onReject, validateReference, validateReason, title = 'Payout requests',
  titleAs = 'h2', loading = false, error, onRetry, className,
}: AdminPayoutsTableProps) {
  const { open: decision, shown, decide, close } = useDecision<Decision>();
  const who = (p: AdminPayoutRow) => `${format.money(p.amount)} to ${p.affiliateName}`;

  const columns: TableColumn<AdminPayoutRow, Column>[] = [
    {
      key: 'affiliate', header: 'Affiliate', rowHeader: true, className: styles.affiliateCell, sample: 'ada.lovelace@example.com',
      cell: (p) => (
        <span className={styles.lines}>
          <span className={appStyles.strong}>{p.affiliateName}</span>
          <span className={appStyles.muted}>{p.affiliateEmail}</span>
        </span>
      ),
    },
    { key: 'amount', header: 'Amount', numeric: true, className: appStyles.strong, cell: (p) => format.money(p.amount), sample: format.money(1234.5) },
    { key: 'requested', header: 'Requested', className: appStyles.nowrap, cell: (p) => format.date(p.requestedAt), sample: 'Nov 20, 2026' },
    { key: 'status', header: 'Status', cell: (p) => <StatusBadge {...p.status} />, sample: 'Requested' },
    {
      key: 'outcome', header: 'Outcome', className: styles.outcome, sample: 'WISE-2026-11-0042',
      cell: (p) => (
        <span className={styles.lines}>
          {p.reference ? <span className={appStyles.mono}>{p.reference}</span> : null}
          {p.rejectionReason ? <span>{p.rejectionReason}</span> : null}
          {p.decidedAt ? <span className={appStyles.muted}>{format.date(p.decidedAt)}</span> : null}
          {!p.reference && !p.rejectionReason && !p.decidedAt ? <span className={appStyles.muted}>{'\u2014'}</span> : null}
        </span>
      ),
    },
    {
      key: 'actions', header: 'Actions', hideHeader: true, className: styles.actions, sample: 'Mark paid Reject',
      cell: (p) => (p.open ? (
        <span className={styles.actionButtons}>
          <Button size="sm" onClick={() => decide({ kind: 'paid', payout: p })} aria-label={`Mark paid: ${who(p)}`}>Mark paid</Button>
          <Button size="sm" variant="outline" className={styles.reject} onClick={() => decide({ kind: 'reject', payout: p })}
            aria-label={`Reject: ${who(p)}`}>Reject</Button>
        </span>
      ) : null),
    },
  ];
  const table = (busy: boolean) => (
    // product §10.20: cards on phones, the amount and status first.
    <Table label="Payout requests" columns={columns} rows={busy ? [] : payouts} rowKey={(p) => p.id} phone="cards" keyColumns={['amount', 'status']}
      loading={busy} loadingText="Loading payout requests..." minWidth={880} />
  );

  return (
    <>
      <Panel
        title={title}
        titleAs={titleAs}
        className={className}
        loading={loading}
        placeholder={table(true)}
        error={error}
        onRetry={onRetry}
        actions={(
          <Select className={styles.filter} label="Filter payouts by status" hideLabel value={status} onValueChange={onStatusChange}
            options={[{ value: 'all', label: 'All statuses' }, ...statuses]} />
        )}
        empty={payouts.length === 0}
        emptyTitle={status === 'all' ? 'No payout requests yet' : 'No payout requests with this status'}
        emptyDescription={status === 'all' ? 'Affiliates request payouts from their Payments tab once $50 is approved.' : undefined}
      >
        {table(false)}
      </Panel>
      <ActionDialog
        open={decision?.kind === 'paid'}
        onClose={close}
        title={shown ? `Mark ${who(shown.payout)} as paid?` : ''}
        description="Record the transfer you sent. Its commissions are marked paid and the affiliate is notified."
        confirmLabel="Mark paid"
        pendingLabel="Saving..."
        field={{ label: 'Transfer reference', hint: "The bank's or payment provider's reference; the affiliate sees it.", validate: validateReference, maxLength: 200 }}
        onConfirm={(reference) => (shown ? onMarkPaid(shown.payout, reference) : undefined)}
        failureText="The payout was not marked paid. Please try again."
      />
      <ActionDialog
        open={decision?.kind === 'reject'}
        onClose={close}
        tone="danger"
        title={shown ? `Reject the payout of ${who(shown.payout)}?` : ''}
        description="The commission goes back to the affiliate's approved balance, and they are told your reason."
        confirmLabel="Reject payout"
        pendingLabel="Rejecting..."
        field={{ label: 'Reason', hint: 'Shared with the affiliate.', multiline: true, validate: validateReason, maxLength: 2000 }}
        onConfirm={(reason) => (shown ? onReject(shown.payout, reason) : undefined)}
        failureText="The payout was not rejected. Please try again."
      />
    </>
  );
}
