import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { ScrollRegion } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { ListState, type LedgerFormat } from '../../private/LedgerShared';
import { Stack } from '../../primitives/Stack';
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

export interface ReferredCustomersTableProps {
  /** The customers matching the search (the page searches). */
  customers: readonly ReferredCustomerRow[];
  format: Pick<LedgerFormat, 'date'>;
  query: string;
  onQueryChange: (query: string) => void;
  title?: ReactNode;
  titleAs?: 'h2' | 'h3';
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

/** The customers an affiliate referred: masked e-mail, plan, first payment and status, with a search. */
export function ReferredCustomersTable({
  customers, format, query, onQueryChange, title = 'Referred customers', titleAs: Title = 'h2', loading = false, error, onRetry, className,
}: ReferredCustomersTableProps) {
  const titleId = `customers-title-${useId()}`;
  const searching = query.trim() !== '';
  return (
    <Stack as="section" gap="4" className={className} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Title id={titleId} className={appStyles.sectionTitle}>{title}</Title>
      <div className={styles.toolbar}>
        <TextField type="search" label="Search customers" hideLabel placeholder="Search by e-mail" value={query} onValueChange={onQueryChange}
          autoComplete="off" />
        {loading || error ? null : (
          <p className={styles.count} aria-live="polite">{customers.length} {customers.length === 1 ? 'customer' : 'customers'}</p>
        )}
      </div>
      <ListState
        loading={loading}
        loadingText="Loading customers..."
        error={error}
        onRetry={onRetry}
        empty={customers.length === 0}
        emptyTitle={searching ? 'No customers match your search' : 'No referred customers yet'}
        emptyDescription={searching ? 'Try part of the e-mail address, such as its first letter or its domain ending.'
          : 'Customers you refer show here once they pay for a plan.'}
        emptyAction={searching ? <Button variant="outline" size="sm" onClick={() => onQueryChange('')}>Clear search</Button> : undefined}
      >
        <ScrollRegion label="Referred customers table">
          <table className={cx(appStyles.table, appStyles.cards, styles.table)}>
            <thead>
              <tr>
                <th scope="col" className={appStyles.th}>Customer</th>
                <th scope="col" className={appStyles.th}>Plan</th>
                <th scope="col" className={appStyles.th}>First paid</th>
                <th scope="col" className={appStyles.th}>Status</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className={cx(appStyles.td, styles.email)}>{c.email}</th>
                  <td data-label="Plan" data-key="" className={appStyles.td}>{c.plan ?? <span className={appStyles.muted}>No plan</span>}</td>
                  <td data-label="First paid" className={cx(appStyles.td, appStyles.nowrap)}>{format.date(c.firstPaidAt)}</td>
                  <td data-label="Status" data-key="" className={appStyles.td}><StatusBadge {...c.status} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </ListState>
    </Stack>
  );
}
