import { useId, useState, type ReactNode } from 'react';
import { DetailRow } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { FraudFlags, type FraudFlagItem } from '../../private/FraudFlags';
import { ChevronDownIcon } from '../../primitives/Icon';
import { ListState, type LedgerFormat } from '../../private/LedgerShared';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import type { PagerProps } from '../../primitives/Pager';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { StatCard } from '../../private/StatCard';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { Table, type TableColumn, type TableRowDetail } from '../../primitives/Table';
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

export interface CommissionLedgerTableProps extends Omit<PagerProps, 'label'>, PanelBlockProps {
  /** The entries of the current page, after the filter (the page filters and pages). */
  rows: readonly CommissionLedgerRow[];
  format: Pick<LedgerFormat, 'money' | 'rate' | 'date' | 'count'>;
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
  /** The empty state's line under 'No commissions yet'. */
  emptyDescription?: ReactNode;
}

type Column = 'date' | 'customer' | 'amount' | 'rate' | 'commission' | 'source' | 'status' | 'details';

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
  title = 'Commission history', titleAs = 'h2', loading = false, error, onRetry,
  emptyDescription = 'They appear here when a customer you referred pays.', className,
}: CommissionLedgerTableProps) {
  const id = useId();
  const detailsId = (r: CommissionLedgerRow) => `ledger-details-${id}-${r.id}`;
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

  const columns: TableColumn<CommissionLedgerRow, Column>[] = [
    { key: 'date', header: 'Date', rowHeader: true, className: styles.dateCell, cell: (r) => format.date(r.date), sample: 'Nov 20, 2026' },
    { key: 'customer', header: 'Customer', className: appStyles.nowrap, cell: (r) => r.customer, sample: 'j***@g***.com' },
    { key: 'amount', header: 'Invoice', numeric: true, cell: (r) => format.money(r.amount), sample: format.money(191.9) },
    { key: 'rate', header: 'Rate', numeric: true, cell: (r) => format.rate(r.rate), sample: format.rate(30) },
    { key: 'commission', header: 'Commission', numeric: true, className: appStyles.strong, cell: (r) => format.money(r.commission), sample: format.money(57.57) },
    {
      key: 'source', header: 'Source', sample: 'Summer promo',
      cell: (r) => (r.source ? (
        <span className={styles.source}>
          <span className={appStyles.muted}>{r.source.kind === 'link' ? 'Link' : 'Coupon'}</span>
          <span className={r.source.kind === 'coupon' ? styles.code : undefined}>{r.source.name}</span>
        </span>
      ) : <span className={appStyles.muted}>Direct</span>),
    },
    {
      key: 'status', header: 'Status', sample: 'Pending',
      cell: (r) => {
        const flagCount = r.flags?.length ?? 0;
        return (
          <span className={styles.statusCell}>
            <StatusBadge {...r.status} />
            {flagCount ? <span className={appStyles.muted}>{flagCount} {flagCount === 1 ? 'fraud signal' : 'fraud signals'}</span> : null}
          </span>
        );
      },
    },
    {
      key: 'details', header: 'Details', hideHeader: true, className: styles.toggleCell, sample: 'Details',
      cell: (r) => (hasDetails(r) ? (
        <Button variant="ghost" size="sm" aria-expanded={open.has(r.id)} aria-controls={detailsId(r)} onClick={() => toggle(r.id)}
          aria-label={`Details of the commission of ${format.date(r.date)} from ${r.customer}`}
          trailingIcon={<ChevronDownIcon size={16} className={styles.chevron} />}>
          Details
        </Button>
      ) : null),
    },
  ];
  // A row's details open under it: why it is held (its fraud signals), the holding period's end, why it was voided.
  const rowDetail = (r: CommissionLedgerRow): TableRowDetail | null => (hasDetails(r) ? {
    id: detailsId(r),
    open: open.has(r.id),
    content: (
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
    ),
  } : null);

  return (
    <Panel
      title={title}
      titleAs={titleAs}
      className={className}
      actions={onExport ? (
        <Button variant="outline" size="sm" onClick={onExport} loading={exporting} loadingText="Exporting..." disabled={total === 0}>
          Export CSV
        </Button>
      ) : undefined}
    >
      <div className={styles.toolbar}>
        <TextField className={styles.search} type="search" label="Search" placeholder="Customer, link or coupon" value={filter.query}
          onValueChange={(query) => set({ query })} autoComplete="off" />
        <Select className={styles.status} label="Status" value={filter.status} onValueChange={(status) => set({ status })}
          options={[{ value: 'all', label: 'All statuses' }, ...statuses.map((s) => ({ value: s.value, label: s.label }))]} />
        <TextField type="date" label="From" value={filter.from} max={filter.to || undefined} onValueChange={(from) => set({ from })} />
        <TextField type="date" label="To" value={filter.to} min={filter.from || undefined} onValueChange={(to) => set({ to })} />
        {filtered ? <Button variant="ghost" onClick={() => onFilterChange(NO_LEDGER_FILTER)}>Clear filters</Button> : null}
      </div>
      {/* The filters stay above every state; while loading, the table's placeholder rows hold its room. */}
      <ListState
        loadingText="Loading commissions..."
        error={error}
        onRetry={onRetry}
        empty={!loading && (total === 0 || rows.length === 0)}
        emptyTitle={filtered ? 'No commissions match these filters' : 'No commissions yet'}
        emptyDescription={filtered ? 'Try another search, status or dates.' : emptyDescription}
      >
        <Stack gap="4">
          {loading ? null : (
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
          )}
          {/* product §10.20: cards on phones, the customer, commission and status first. */}
          <Table label="Commission history" columns={columns} rows={loading ? [] : rows} rowKey={(r) => r.id} phone="cards"
            keyColumns={['customer', 'commission', 'status']} loading={loading} loadingText="Loading commissions..." minWidth={880}
            rowDetail={rowDetail}
            paging={{ label: 'Commission pages', page, pageCount, onPageChange, pageSize, total, noun, count: format.count }} />
        </Stack>
      </ListState>
    </Panel>
  );
}
