import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { ScrollRegion } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { ListState, type LedgerFormat } from '../../private/LedgerShared';
import { Stack } from '../../primitives/Stack';
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

export interface AuditLogTableProps {
  /** Newest first: every page loaded so far. */
  entries: readonly AuditLogRow[];
  format: Pick<LedgerFormat, 'dateTime'>;
  /** Whether older entries remain. */
  hasOlder: boolean;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
  title?: ReactNode;
  titleAs?: 'h2' | 'h3';
  loading?: boolean;
  /** A failure to load: instead of the table when nothing is loaded, under it when older entries failed. */
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

/**
 * The audit log of admin decisions on applications, commissions and payouts: time, who, what,
 * on what, and its details as a short list; newest first, with 'Load older' for the next page.
 */
export function AuditLogTable({
  entries, format, hasOlder, onLoadOlder, loadingOlder = false, title = 'Audit log', titleAs: Title = 'h2', loading = false, error, onRetry,
  className,
}: AuditLogTableProps) {
  const titleId = `audit-title-${useId()}`;
  const retry = onRetry ? <Button size="sm" variant="outline" onClick={onRetry}>Try again</Button> : undefined;
  return (
    <Stack as="section" gap="4" className={className} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Title id={titleId} className={appStyles.sectionTitle}>{title}</Title>
      <ListState loading={loading} loadingText="Loading the audit log..." error={entries.length === 0 ? error : undefined} onRetry={onRetry}
        empty={entries.length === 0} emptyTitle="No decisions recorded yet"
        emptyDescription="Every admin decision on applications, commissions and payouts is recorded here.">
        <ScrollRegion label="Audit log table">
          {/* product §10.20: cards on phones. */}
          <table className={cx(appStyles.table, appStyles.cards, styles.table)}>
            <thead>
              <tr>
                <th scope="col" className={appStyles.th}>Time</th>
                <th scope="col" className={appStyles.th}>Admin</th>
                <th scope="col" className={appStyles.th}>Action</th>
                <th scope="col" className={appStyles.th}>Target</th>
                <th scope="col" className={appStyles.th}>Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td data-label="Time" data-key="" className={cx(appStyles.td, appStyles.nowrap, styles.top)}>{format.dateTime(e.time)}</td>
                  <td data-label="Admin" className={cx(appStyles.td, styles.top, styles.actor)}>{e.actor ?? <span className={appStyles.muted}>System</span>}</td>
                  <th scope="row" className={cx(appStyles.td, styles.top, styles.action)}>{e.action}</th>
                  <td data-label="Target" data-key="" className={cx(appStyles.td, styles.top, styles.target)}>{e.target}</td>
                  <td data-label="Details" className={cx(appStyles.td, styles.top)}>
                    {e.details.length ? (
                      <dl className={styles.details}>
                        {e.details.map((d) => (
                          <div key={d.label} className={styles.detail}>
                            <dt className={styles.detailLabel}>{d.label}</dt>
                            <dd className={styles.detailValue}>{d.value}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : <span className={appStyles.muted}>{'\u2014'}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {error ? <Alert tone="danger" description={error} action={retry} /> : null}
        {hasOlder && onLoadOlder ? (
          <div>
            <Button variant="outline" onClick={onLoadOlder} loading={loadingOlder} loadingText="Loading older...">Load older</Button>
          </div>
        ) : null}
      </ListState>
    </Stack>
  );
}
