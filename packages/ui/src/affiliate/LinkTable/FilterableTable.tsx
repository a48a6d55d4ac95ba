// Shared frame of the link and coupon tables: toolbar, count, the two empty states and the table itself.
import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { EmptyState } from '../../private/AppShared';
import * as s from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { Table, type TableColumn } from '../../primitives/Table';
import { TextField } from '../../primitives/TextField';
import * as styles from './FilterableTable.css';

export type StatusFilter = 'all' | 'active' | 'inactive';

export interface FilterProps {
  /** Search text. */
  query: string;
  onQueryChange: (query: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  /** Resets search and status (offered in the no-matches state). */
  onClearFilters: () => void;
  /** Number of items before filtering; the rows are the filtered ones. */
  totalCount: number;
  loading?: boolean;
  /** Action in the no-items state, e.g. 'Create a link'. */
  emptyAction?: ReactNode;
  title?: ReactNode;
  className?: string;
}

/** A column of the link or coupon table: the Table primitive's column. */
export type Column<Row> = TableColumn<Row>;

interface FrameProps<Row> extends FilterProps {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  noun: { one: string; many: string };
  searchLabel: string;
  searchPlaceholder: string;
  statusLabel: string;
  emptyTitle: string;
  emptyDescription: string;
  tableLabel: string;
}

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

function isStatusFilter(value: string): value is StatusFilter {
  return value === 'all' || value === 'active' || value === 'inactive';
}

export function FilterableTable<Row>({
  rows, rowKey, columns, noun, searchLabel, searchPlaceholder, statusLabel, emptyTitle, emptyDescription, tableLabel,
  query, onQueryChange, status, onStatusChange, onClearFilters, totalCount, loading = false, emptyAction, title, className,
}: FrameProps<Row>) {
  const filtered = query.trim() !== '' || status !== 'all';
  const countText = `${rows.length} of ${totalCount} ${totalCount === 1 ? noun.one : noun.many}`;

  let body: ReactNode;
  if (!loading && totalCount === 0) {
    body = <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  } else if (!loading && rows.length === 0) {
    body = (
      <EmptyState
        title={`No ${noun.many} match your filters`}
        description={filtered ? 'Try a different search or status.' : undefined}
        action={<Button variant="outline" size="sm" onClick={onClearFilters}>Clear filters</Button>}
      />
    );
  } else {
    // On phones the table scrolls sideways in its frame, the name staying in view (product §10.20).
    body = (
      <Table label={tableLabel} columns={columns.map((c) => (c.rowHeader ? { ...c, className: cx(styles.nameCell, c.className) } : c))}
        rows={rows} rowKey={rowKey} phone="scroll" loading={loading} loadingText={`Loading ${noun.many}...`} />
    );
  }

  return (
    <section className={cx(styles.section, className)} aria-label={tableLabel}>
      {title ? <div className={styles.head}><h3 className={s.sectionTitle}>{title}</h3></div> : null}
      <div className={styles.toolbar}>
        <TextField
          type="search"
          label={searchLabel}
          hideLabel
          placeholder={searchPlaceholder}
          value={query}
          onValueChange={onQueryChange}
          disabled={totalCount === 0 && !loading ? true : undefined}
        />
        <Select
          label={statusLabel}
          hideLabel
          options={statusOptions}
          value={status}
          onValueChange={(v) => { if (isStatusFilter(v)) onStatusChange(v); }}
          disabled={totalCount === 0 && !loading ? true : undefined}
        />
        <p className={styles.count} aria-live="polite">{countText}</p>
      </div>
      {body}
    </section>
  );
}
