import { Fragment, useId, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { DetailRow, ScrollRegion } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { FraudFlags, type FraudFlagItem } from '../../private/FraudFlags';
import { ChevronDownIcon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { ListState, type LedgerFormat } from '../../private/LedgerShared';
import { PageFooter, type PagerProps } from '../../primitives/Pager';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { StatCard } from '../../private/StatCard';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { TextField } from '../../primitives/TextField';
import * as styles from './CommissionLedgerTable.css';

/** One ledger entry as the table shows it: the commission on one paid invoice of a referred customer. */
export interface CommissionLedgerRow {
  id: string;
  /** When the invoice was paid and the entry recorded (ISO). */
  date: string;
  /** The customer's e-mail, masked as the server sends it (`j***@g***.com`). */
  customer: string;
  /** What the customer paid, in dollars. */
  amount: number;
  /** The commission rate applied, in percent. */
  rate: number;
  /** In dollars. */
  commission: number;
  /** The link or coupon that brought the customer. */
  source: { kind: 'link' | 'coupon'; name: string } | null;
  /** The ledger status it is totalled under: one of `statuses`' values (a held entry is 'pending'). */
  statusKey: string;
  /** As shown: the SDK's `commissionStatusView(status, held)` ('On hold' for a held entry). */
  status: StatusDisplay;
  /** Why it is held for review. */
  flags?: readonly FraudFlagItem[];
  /** A sentence on its state, e.g. 'On hold: our team reviews this commission before it can be approved.' */
  note?: string | null;
  /** The end of the holding period (ISO), while pending. */
  holdUntil?: string | null;
  paidAt?: string | null;
  voidReason?: string | null;
  /** The invoice's number or id. */
  invoice?: string | null;
}

/** A ledger status the filter offers and the totals list: its value and how it is shown. */
export interface CommissionStatusOption extends StatusDisplay {
  value: string;
}

export interface CommissionLedgerFilter {
  /** Searches the customer, link and coupon ('' for all). */
  query: string;
  /** A status's value, or 'all'. */
  status: string;
  /** 'YYYY-MM-DD' or '' (inclusive). */
  from: string;
  to: string;
}

export const NO_LEDGER_FILTER: CommissionLedgerFilter = { query: '', status: 'all', from: '', to: '' };

export interface CommissionLedgerTableProps extends Omit<PagerProps, 'label'> {
  /** The entries of the current page, after the filter (the page filters and pages). */
  rows: readonly CommissionLedgerRow[];
  format: Pick<LedgerFormat, 'money' | 'rate' | 'date'>;
  /** The ledger's statuses in order (the SDK's `COMMISSION_STATUSES` with `commissionStatusView`). */
  statuses: readonly CommissionStatusOption[];
  filter: CommissionLedgerFilter;
  onFilterChange: (filter: CommissionLedgerFilter) => void;
  /** Entries that pass the filter, on every page. */
  total: number;
  /** Entries a page holds. */
  pageSize?: number;
  /** Exports the filtered entries as CSV (the app builds the file). */
  onExport?: () => void;
  exporting?: boolean;
  title?: ReactNode;
  titleAs?: 'h2' | 'h3';
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** The empty state's line under 'No commissions yet'. */
  emptyDescription?: ReactNode;
  className?: string;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const isFiltered = (f: CommissionLedgerFilter) => f.query.trim() !== '' || f.status !== 'all' || f.from !== '' || f.to !== '';
const hasDetails = (r: CommissionLedgerRow) =>
  Boolean(r.flags?.length || r.note || r.holdUntil || r.paidAt || r.voidReason || r.invoice);

/**
 * The commission history: date, customer (masked), invoice amount, rate, commission, the link or
 * coupon, and the status; a row's details (why it is held, with its fraud signals; the end of the
 * holding period; why it was voided) open under it. Above it, totals by status summed from the
 * rows it shows, so they always agree with them. Search, status and date filters, page buttons
 * and Export CSV call back: the page filters, pages and builds the file.
 */
export function CommissionLedgerTable({
  rows, format, statuses, filter, onFilterChange, page, pageCount, onPageChange, total, pageSize = 50, onExport, exporting = false,
  title = 'Commission history', titleAs: Title = 'h2', loading = false, error, onRetry,
  emptyDescription = 'They appear here when a customer you referred pays.', className,
}: CommissionLedgerTableProps) {
  const id = useId();
  const titleId = `ledger-title-${id}`;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const filtered = isFiltered(filter);
  const toggle = (rowId: string) => setOpen((current) => {
    const next = new Set(current);
    if (!next.delete(rowId)) next.add(rowId);
    return next;
  });
  const set = (patch: Partial<CommissionLedgerFilter>) => onFilterChange({ ...filter, ...patch });

  const totals = statuses.map((s) => {
    const matching = rows.filter((r) => r.statusKey === s.value);
    return { ...s, count: matching.length, sum: cents(matching.reduce((sum, r) => sum + r.commission, 0)) };
  });
  const noun = (n: number) => (n === 1 ? 'commission' : 'commissions');

  const table = (
    <>
      <Stack gap="2">
        <p className={styles.scope}>
          {pageCount > 1 ? `Totals of the ${rows.length} ${noun(rows.length)} on this page` : `Totals of the ${rows.length} ${noun(rows.length)} listed`}
        </p>
        <ul className={styles.totals} aria-label="Totals by status">
          {totals.map((t) => (
            <li key={t.value} className={styles.totalsItem}>
              <StatCard className={styles.totalsCard} label={<StatusBadge label={t.label} tone={t.tone} />} value={format.money(t.sum)}
                hint={`${t.count} ${noun(t.count)}`} />
            </li>
          ))}
        </ul>
      </Stack>
      <ScrollRegion label="Commission history table">
        <table className={cx(appStyles.table, appStyles.cards, styles.table)}>
          <caption className="sr-only">Commissions, page {page} of {Math.max(1, pageCount)}</caption>
          <thead>
            <tr>
              <th scope="col" className={appStyles.th}>Date</th>
              <th scope="col" className={appStyles.th}>Customer</th>
              <th scope="col" className={cx(appStyles.th, appStyles.num)}>Invoice</th>
              <th scope="col" className={cx(appStyles.th, appStyles.num)}>Rate</th>
              <th scope="col" className={cx(appStyles.th, appStyles.num)}>Commission</th>
              <th scope="col" className={appStyles.th}>Source</th>
              <th scope="col" className={appStyles.th}>Status</th>
              <th scope="col" className={appStyles.th}><span className="sr-only">Details</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const expanded = open.has(r.id);
              const detailsId = `ledger-details-${id}-${r.id}`;
              const flagCount = r.flags?.length ?? 0;
              return (
                <Fragment key={r.id}>
                  <tr>
                    <th scope="row" className={cx(appStyles.td, styles.dateCell)}>{format.date(r.date)}</th>
                    <td data-label="Customer" data-key="" className={cx(appStyles.td, appStyles.nowrap)}>{r.customer}</td>
                    <td data-label="Invoice" className={cx(appStyles.td, appStyles.num)}>{format.money(r.amount)}</td>
                    <td data-label="Rate" className={cx(appStyles.td, appStyles.num)}>{format.rate(r.rate)}</td>
                    <td data-label="Commission" data-key="" className={cx(appStyles.td, appStyles.num, appStyles.strong)}>{format.money(r.commission)}</td>
                    <td data-label="Source" className={appStyles.td}>
                      {r.source ? (
                        <span className={styles.source}>
                          <span className={appStyles.muted}>{r.source.kind === 'link' ? 'Link' : 'Coupon'}</span>
                          <span className={r.source.kind === 'coupon' ? styles.code : undefined}>{r.source.name}</span>
                        </span>
                      ) : <span className={appStyles.muted}>Direct</span>}
                    </td>
                    <td data-label="Status" data-key="" className={appStyles.td}>
                      <span className={styles.statusCell}>
                        <StatusBadge {...r.status} />
                        {flagCount ? <span className={appStyles.muted}>{flagCount} {flagCount === 1 ? 'fraud signal' : 'fraud signals'}</span> : null}
                      </span>
                    </td>
                    <td className={cx(appStyles.td, styles.toggleCell)}>
                      {hasDetails(r) ? (
                        <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={detailsId} onClick={() => toggle(r.id)}
                          aria-label={`Details of the commission of ${format.date(r.date)} from ${r.customer}`}
                          trailingIcon={<ChevronDownIcon size={16} className={styles.chevron} />}>
                          Details
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                  {hasDetails(r) ? (
                    <tr id={detailsId} hidden={!expanded} className={styles.detailsRow}>
                      <td colSpan={8} className={appStyles.td}>
                        {expanded ? (
                          <div className={styles.details}>
                            {r.note ? <p className={styles.note}>{r.note}</p> : null}
                            <FraudFlags flags={r.flags ?? []} label="Why this commission is held" />
                            <dl className={styles.detailsList}>
                              {r.holdUntil ? <DetailRow label="Pending until">{format.date(r.holdUntil)}</DetailRow> : null}
                              {r.paidAt ? <DetailRow label="Paid on">{format.date(r.paidAt)}</DetailRow> : null}
                              {r.voidReason ? <DetailRow label="Void reason">{r.voidReason}</DetailRow> : null}
                              {r.invoice ? <DetailRow label="Invoice">{r.invoice}</DetailRow> : null}
                            </dl>
                          </div>
                        ) : null}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <PageFooter
        label="Commission pages" page={page} pageCount={pageCount} onPageChange={onPageChange}
        pageSize={pageSize} shown={rows.length} total={total} noun={noun}
      />
    </>
  );

  return (
    <Stack as="section" gap="4" className={className} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Inline align="spaceBetween" alignY="center" gap="3">
        <Title id={titleId} className={appStyles.sectionTitle}>{title}</Title>
        {onExport ? (
          <Button variant="outline" size="sm" onClick={onExport} loading={exporting} loadingText="Exporting..." disabled={total === 0}>
            Export CSV
          </Button>
        ) : null}
      </Inline>
      <div className={styles.toolbar}>
        <TextField className={styles.search} type="search" label="Search" placeholder="Customer, link or coupon" value={filter.query}
          onValueChange={(query) => set({ query })} autoComplete="off" />
        <Select className={styles.status} label="Status" value={filter.status} onValueChange={(status) => set({ status })}
          options={[{ value: 'all', label: 'All statuses' }, ...statuses.map((s) => ({ value: s.value, label: s.label }))]} />
        <TextField type="date" label="From" value={filter.from} max={filter.to || undefined} onValueChange={(from) => set({ from })} />
        <TextField type="date" label="To" value={filter.to} min={filter.from || undefined} onValueChange={(to) => set({ to })} />
        {filtered ? <Button variant="ghost" onClick={() => onFilterChange(NO_LEDGER_FILTER)}>Clear filters</Button> : null}
      </div>
      <ListState
        loading={loading}
        loadingText="Loading commissions..."
        error={error}
        onRetry={onRetry}
        empty={total === 0 || rows.length === 0}
        emptyTitle={filtered ? 'No commissions match these filters' : 'No commissions yet'}
        emptyDescription={filtered ? 'Try another search, status or dates.' : emptyDescription}
      >
        {table}
      </ListState>
    </Stack>
  );
}
