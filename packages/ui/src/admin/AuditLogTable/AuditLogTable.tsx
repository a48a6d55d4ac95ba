import { LoadError, Panel, type PanelBlockProps } from '../../primitives/Panel';
import { Stack } from '../../primitives/Stack';
import { Table, type TableColumn } from '../../primitives/Table';
import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { cx } from '../../cx';
import type { LedgerFormat } from '../../private/LedgerShared';
import * as styles from './AuditLogTable.css';

/** One admin decision, as the page words it. */
export interface AuditLogRow {
  id: string;
  /** When it was made (ISO). */
  time: string;
  /** The admin's e-mail; null for a decision the system made. */
  actor: string | null;
  /** As shown, e.g. 'Payout marked paid'. */
  action: string;
  /** What it was about, as shown, e.g. 'Payout #42'. */
  target: string;
  /** A few facts about it, e.g. Amount $120.00, Reference WISE-42. */
  details: readonly { label: string; value: string }[];
}

/**
 * `error`: a failure to load, instead of the table when nothing is loaded, under it when older
 * entries failed.
 */
export interface AuditLogTableProps extends PanelBlockProps {
  /** Newest first: every page loaded so far. */
  entries: readonly AuditLogRow[];
  format: Pick<LedgerFormat, 'dateTime'>;
  /** Whether older entries remain. */
  hasOlder: boolean;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
}

type Column = 'time' | 'actor' | 'action' | 'target' | 'details';

/**
 * The audit log of admin decisions on applications, commissions and payouts: time, who, what,
 * on what, and its details as a short list; newest first, with 'Load older' for the next page.
 */
export function AuditLogTable({
  entries, format, hasOlder, onLoadOlder, loadingOlder = false, title = 'Audit log', titleAs = 'h2', loading = false, error, onRetry,
  className,
}: AuditLogTableProps) {
  const columns: TableColumn<AuditLogRow, Column>[] = [
    { key: 'time', header: 'Time', className: cx(appStyles.nowrap, styles.top), cell: (e) => format.dateTime(e.time), sample: 'Nov 20, 2026, 4:30 PM' },
    { key: 'actor', header: 'Admin', className: cx(styles.top, styles.actor), cell: (e) => e.actor ?? <span className={appStyles.muted}>System</span>, sample: 'admin@example.com' },
    { key: 'action', header: 'Action', rowHeader: true, className: cx(styles.top, styles.action), cell: (e) => e.action, sample: 'Payout marked paid' },
    { key: 'target', header: 'Target', className: cx(styles.top, styles.target), cell: (e) => e.target, sample: 'Payout #42' },
    {
      key: 'details', header: 'Details', className: cx(styles.top, styles.detailsCell), sample: 'Amount: $120.00',
      cell: (e) => (e.details.length ? (
        <dl className={styles.details}>
          {e.details.map((d) => (
            <div key={d.label} className={styles.detail}>
              <dt className={styles.detailLabel}>{d.label}</dt>
              <dd className={styles.detailValue}>{d.value}</dd>
            </div>
          ))}
        </dl>
      ) : <span className={appStyles.muted}>{'\u2014'}</span>),
    },
  ];
  const table = (busy: boolean) => (
    // product §10.20: cards on phones, the time and target first.
    <Table label="Audit log" columns={columns} rows={busy ? [] : entries} rowKey={(e) => e.id} phone="cards" keyColumns={['time', 'target']}
      loading={busy} loadingText="Loading the audit log..." minWidth={800} />
  );
  const empty = entries.length === 0;
  return (
    <Panel title={title} titleAs={titleAs} className={className} loading={loading} placeholder={table(true)}
      error={empty ? error : undefined} onRetry={onRetry} empty={empty} emptyTitle="No decisions recorded yet"
      emptyDescription="Every admin decision on applications, commissions and payouts is recorded here.">
      <Stack gap="4">
        {table(false)}
        {error ? <LoadError error={error} onRetry={onRetry} retrying={loadingOlder} /> : null}
        {hasOlder && onLoadOlder ? (
          <div>
            <Button variant="outline" onClick={onLoadOlder} loading={loadingOlder} loadingText="Loading older...">Load older</Button>
          </div>
        ) : null}
      </Stack>
    </Panel>
  );
}
