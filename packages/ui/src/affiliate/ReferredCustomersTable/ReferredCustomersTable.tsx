import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import type { LedgerFormat } from '../../private/LedgerShared';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { Table, type TableColumn } from '../../primitives/Table';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { TextField } from '../../primitives/TextField';
import * as styles from './ReferredCustomersTable.css';

/** A referred customer who has paid at least once. */
export interface ReferredCustomerRow {
  id: string;
  /** Masked as the server sends it (`j***@g***.com`). */
  email: string;
  /** The plan as shown (e.g. 'Premium'); null without a live subscription. */
  plan: string | null;
  /** The first paid invoice (ISO). */
  firstPaidAt: string;
  /** As shown: the SDK's `referredCustomerStatusView`. */
  status: StatusDisplay;
}

export interface ReferredCustomersTableProps extends PanelBlockProps {
  /** The customers matching the search (the page searches). */
  customers: readonly ReferredCustomerRow[];
  format: Pick<LedgerFormat, 'date'>;
  query: string;
  onQueryChange: (query: string) => void;
}

type Column = 'email' | 'plan' | 'firstPaid' | 'status';

/** The customers an affiliate referred: masked e-mail, plan, first payment and status, with a search. */
export function ReferredCustomersTable({
  customers, format, query, onQueryChange, title = 'Referred customers', titleAs = 'h2', loading = false, error, onRetry, className,
}: ReferredCustomersTableProps) {
  const searching = query.trim() !== '';
  const columns: TableColumn<ReferredCustomerRow, Column>[] = [
    { key: 'email', header: 'Customer', rowHeader: true, className: styles.email, cell: (c) => c.email, sample: 'j***@g***.com' },
    { key: 'plan', header: 'Plan', cell: (c) => c.plan ?? <span className={appStyles.muted}>No plan</span>, sample: 'Premium' },
    { key: 'firstPaid', header: 'First paid', className: appStyles.nowrap, cell: (c) => format.date(c.firstPaidAt), sample: 'Nov 20, 2026' },
    { key: 'status', header: 'Status', cell: (c) => <StatusBadge {...c.status} />, sample: 'Active' },
  ];
  const table = (busy: boolean) => (
    // product §10.20: cards on phones, the plan and status first.
    <Table label="Referred customers" columns={columns} rows={busy ? [] : customers} rowKey={(c) => c.id} phone="cards"
      keyColumns={['plan', 'status']} loading={busy} loadingText="Loading customers..." minWidth={480} />
  );
  return (
    <Panel
      title={title}
      titleAs={titleAs}
      className={className}
      actions={(
        <div className={styles.toolbar}>
          <TextField type="search" label="Search customers" hideLabel placeholder="Search by e-mail" value={query} onValueChange={onQueryChange}
            autoComplete="off" />
          {loading || error ? null : (
            <p className={styles.count} aria-live="polite">{customers.length} {customers.length === 1 ? 'customer' : 'customers'}</p>
          )}
        </div>
      )}
      loading={loading}
      placeholder={table(true)}
      error={error}
      onRetry={onRetry}
      empty={customers.length === 0}
      emptyTitle={searching ? 'No customers match your search' : 'No referred customers yet'}
      emptyDescription={searching ? 'Try part of the e-mail address, such as its first letter or its domain ending.'
        : 'Customers you refer show here once they pay for a plan.'}
      emptyAction={searching ? <Button variant="outline" size="sm" onClick={() => onQueryChange('')}>Clear search</Button> : undefined}
    >
      {table(false)}
    </Panel>
  );
}
