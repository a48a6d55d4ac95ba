import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import { LoadError, Panel, type PanelBlockProps } from '../../primitives/Panel';
import { Stack } from '../../primitives/Stack';
import { Table, type TableColumn } from '../../primitives/Table';
import * as appStyles from '../../private/AppShared/styles.css';
import type { LedgerFormat } from '../../private/LedgerShared';
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

/** `error`: instead of the table when nothing is loaded, under it when older mails failed. */
export interface MailDeliveryTableProps extends PanelBlockProps {
  /** Failed mails, newest first. */
  mails: readonly MailDeliveryRow[];
  /** Mails still waiting for an attempt, and failed ones in all. */
  counts?: { pending: number; failed: number };
  format: Pick<LedgerFormat, 'dateTime'>;
  hasOlder?: boolean;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
}

type Column = 'to' | 'subject' | 'failed' | 'attempts' | 'error';

/**
 * E-mail the server gave up on (product §15.1): recipient, subject and template, when, how many
 * attempts, and the relay's last answer, so an admin can tell a wrong address from a broken relay.
 * Beside the title, how many mails wait and how many failed in all.
 */
export function MailDeliveryTable({
  mails, counts, format, hasOlder = false, onLoadOlder, loadingOlder = false, title = 'Failed e-mail', titleAs = 'h2', loading = false,
  error, onRetry, className,
}: MailDeliveryTableProps) {
  const columns: TableColumn<MailDeliveryRow, Column>[] = [
    { key: 'to', header: 'Recipient', rowHeader: true, className: cx(styles.top, styles.recipient), cell: (m) => m.to, sample: 'ada.lovelace@example.com' },
    {
      key: 'subject', header: 'Subject', className: cx(styles.top, styles.subject), sample: 'Reset your password',
      cell: (m) => <>{m.subject}<span className={cx(appStyles.muted, styles.block)}>{m.kind}</span></>,
    },
    { key: 'failed', header: 'Failed', className: cx(appStyles.nowrap, styles.top), cell: (m) => format.dateTime(m.failed_at ?? m.created_at), sample: 'Nov 20, 2026, 4:30 PM' },
    { key: 'attempts', header: 'Attempts', className: styles.top, cell: (m) => m.attempts, sample: '8' },
    { key: 'error', header: 'Last answer', className: styles.top, cell: (m) => <span className={styles.error}>{m.last_error ?? '\u2014'}</span>, sample: 'SMTP 451: try later' },
  ];
  const table = (busy: boolean) => (
    // product §10.20: cards on phones, the subject and time first.
    <Table label="Failed e-mail" columns={columns} rows={busy ? [] : mails} rowKey={(m) => m.id} phone="cards" keyColumns={['subject', 'failed']}
      loading={busy} loadingText="Loading the e-mail deliveries..." minWidth={760} />
  );
  const empty = mails.length === 0;
  return (
    <Panel title={title} titleAs={titleAs} className={className} loading={loading} placeholder={table(true)}
      error={empty ? error : undefined} onRetry={onRetry} empty={empty} emptyTitle="No failed e-mail"
      emptyDescription="Every message was delivered or is still being tried."
      actions={counts ? (
        <dl className={styles.counts}>
          <div className={styles.count}><dt>Waiting to be sent:</dt><dd className={styles.countValue}>{counts.pending}</dd></div>
          <div className={styles.count}><dt>Failed:</dt><dd className={styles.countValue}>{counts.failed}</dd></div>
        </dl>
      ) : undefined}>
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
