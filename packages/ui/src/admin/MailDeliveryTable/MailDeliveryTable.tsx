import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { ScrollRegion } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { ListState, type LedgerFormat } from '../../private/LedgerShared';
import { Stack } from '../../primitives/Stack';
import * as styles from './MailDeliveryTable.css';

/** One e-mail that could not be delivered, as the page words it; the SDK's `AdminMail` passes as it is. */
export interface MailDeliveryRow {
  id: string;
  to: string;
  subject: string;
  /** The template, e.g. 'verify_email'. */
  kind: string;
  attempts: number;
  /** The relay's answer to the last attempt. */
  last_error: string | null;
  /** When it was given up (ISO). */
  failed_at: string | null;
  created_at: string;
}

export interface MailDeliveryTableProps {
  /** Failed mails, newest first. */
  mails: readonly MailDeliveryRow[];
  /** Mails still waiting for an attempt, and failed ones in all. */
  counts?: { pending: number; failed: number };
  format: Pick<LedgerFormat, 'dateTime'>;
  hasOlder?: boolean;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
  title?: ReactNode;
  titleAs?: 'h2' | 'h3';
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

/**
 * E-mail the server gave up on (product §15.1): recipient, subject and template, when, how many
 * attempts, and the relay's last answer, so an admin can tell a wrong address from a broken relay.
 * Above it, how many mails wait and how many failed in all.
 */
export function MailDeliveryTable({
  mails, counts, format, hasOlder = false, onLoadOlder, loadingOlder = false, title = 'Failed e-mail', titleAs: Title = 'h2', loading = false,
  error, onRetry, className,
}: MailDeliveryTableProps) {
  const titleId = `mail-title-${useId()}`;
  const retry = onRetry ? <Button size="sm" variant="outline" onClick={onRetry}>Try again</Button> : undefined;
  return (
    <Stack as="section" gap="4" className={className} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Title id={titleId} className={appStyles.sectionTitle}>{title}</Title>
      {counts ? (
        <dl className={styles.counts}>
          <div className={styles.count}><dt>Waiting to be sent:</dt><dd className={styles.countValue}>{counts.pending}</dd></div>
          <div className={styles.count}><dt>Failed:</dt><dd className={styles.countValue}>{counts.failed}</dd></div>
        </dl>
      ) : null}
      <ListState loading={loading} loadingText="Loading the e-mail deliveries..." error={mails.length === 0 ? error : undefined} onRetry={onRetry}
        empty={mails.length === 0} emptyTitle="No failed e-mail"
        emptyDescription="Every message was delivered or is still being tried.">
        <ScrollRegion label="Failed e-mail table">
          {/* product §10.20: cards on phones. */}
          <table className={cx(appStyles.table, appStyles.cards, styles.table)}>
            <thead>
              <tr>
                <th scope="col" className={appStyles.th}>Recipient</th>
                <th scope="col" className={appStyles.th}>Subject</th>
                <th scope="col" className={appStyles.th}>Failed</th>
                <th scope="col" className={appStyles.th}>Attempts</th>
                <th scope="col" className={appStyles.th}>Last answer</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((m) => (
                <tr key={m.id}>
                  <th scope="row" className={cx(appStyles.td, styles.top, styles.recipient)}>{m.to}</th>
                  <td data-label="Subject" data-key="" className={cx(appStyles.td, styles.top, styles.subject)}>
                    {m.subject}
                    <div className={appStyles.muted}>{m.kind}</div>
                  </td>
                  <td data-label="Failed" data-key="" className={cx(appStyles.td, appStyles.nowrap, styles.top)}>{format.dateTime(m.failed_at ?? m.created_at)}</td>
                  <td data-label="Attempts" className={cx(appStyles.td, styles.top)}>{m.attempts}</td>
                  <td data-label="Last answer" className={cx(appStyles.td, styles.top)}><span className={styles.error}>{m.last_error ?? '\u2014'}</span></td>
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
