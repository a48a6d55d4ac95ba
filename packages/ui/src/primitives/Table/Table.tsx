/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The table's roles are explicit: on phones its rows become blocks (cards), and a role written out
   keeps the table's semantics where a browser would drop them with the table display. */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Fragment, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { EmptyState } from '../../private/AppShared';
import { PageFooter, Pager } from '../Pager';
import { TextPlaceholder } from '../TextPlaceholder';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Table.css';
import { TableColumnHeader, TableFrame, TableRowHeader, TableSortButton, type SortDirection, type TableSortButtonProps } from './TableParts';

export { TableSortButton, type SortDirection, type TableSortButtonProps };

export interface TableSort<K extends string = string> {
  column: K;
  direction: SortDirection;
}

/** The sort after a header is pressed: the same column flips; another opens in its first direction. */
export function nextTableSort<K extends string>(
  current: TableSort<K> | undefined, column: K, firstDirection: (column: K) => SortDirection = () => 'ascending',
): TableSort<K> {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: firstDirection(column) };
}

export interface TableColumn<Row, K extends string = string> {
  key: K;
  /** The column's name: its header, and the label of its value in a phone card. */
  header: string;
  /** The header is read by screen readers only (e.g. 'Actions'); its values span a phone card. */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned, tabular, on one line. */
  numeric?: boolean;
  /** Where the header and values sit across the column: 'center' for marks such as ticks (left, or right when numeric). */
  align?: 'start' | 'center' | 'end';
  /** The row's name: its cells are row headers, and the title of a phone card. */
  rowHeader?: boolean;
  /** Its header is a button that sorts by it (with `onSortChange`). */
  sortable?: boolean;
  /** Class of the column's cells (header and body), e.g. a width. */
  className?: string;
  /** A sample value for the loading rows' placeholder bars, e.g. '$12,345.67'; else the header. */
  sample?: ReactNode;
}

interface TablePagerPaging {
  /** Names the pager's navigation landmark, e.g. 'Transaction pages'. */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * A pager under the table: the bare pager, or with `pageSize`, `total`, `noun` and `count` all
 * given the row range shown too ('26–50 of 120 transactions'). It is one or the other: giving some
 * of the four without the rest does not compile, so a range can never quietly fall back to the
 * bare pager.
 */
export type TablePaging = (TablePagerPaging & {
  pageSize?: never;
  total?: never;
  noun?: never;
  count?: never;
}) | (TablePagerPaging & {
  /** Rows a page holds. */
  pageSize: number;
  /** Rows on every page. */
  total: number;
  /** What a row is called for a count, e.g. 1 -> 'transaction', 2 -> 'transactions'. */
  noun: (count: number) => string;
  /** Writes the range's counts ('1,204'): the SDK's `formatCount`, passed by the app (product §16.1). */
  count: (value: number) => string;
});

export interface TableProps<Row, K extends string = string> {
  /** The table's accessible name, e.g. 'Audit log' (its scroller is named '<label> table'). */
  label: string;
  columns: readonly TableColumn<Row, K>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * Below the medium breakpoint (product §10.20): 'cards' (each row a card: the key columns first and
   * full width, every other value under its column's name) or 'scroll' (the table scrolls sideways
   * in its frame, the first column staying in view). Either way nothing is wider than the screen.
   */
  phone?: 'cards' | 'scroll';
  /** The columns a phone keeps in view (symbol, value, gain): in card mode the card's first lines. */
  keyColumns?: readonly K[];
  /** The sort shown (`aria-sort` on its header); sortable columns call `onSortChange` with the next one. */
  sort?: TableSort<K>;
  onSortChange?: (sort: TableSort<K>) => void;
  /** The direction a column opens in when first pressed: ascending unless given (figures often open largest first). */
  firstSortDirection?: (column: K) => SortDirection;
  /** Placeholder rows (aria-hidden) hold the loaded table's room while loading; the table is busy. */
  loading?: boolean;
  /** How many placeholder rows while loading (3). */
  loadingRows?: number;
  /** Announced while loading, e.g. 'Loading payouts...'. */
  loadingText?: string;
  /** Shown in the table when it has no rows (and is not loading): a title, or a node of its own. */
  empty?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** A pager under the table, and the row range when `pageSize`, `total`, `noun` and `count` are given. */
  paging?: TablePaging;
  /** The table's least width on wide screens before its frame scrolls sideways (640). */
  minWidth?: number;
  rowClassName?: (row: Row) => string | undefined;
  className?: string;
  /** The scroller's name when it differs from '<label> table' (e.g. a label that names the page shown). */
  regionLabel?: string;
  /**
   * A visible title inside the frame, above the column headers (the table's caption, e.g. 'Compare
   * plans'). It names the table in place of `label`, which still names the scroller.
   */
  caption?: ReactNode;
  /**
   * A row of its own under a row, across every column (a row's details that a button in it opens,
   * `aria-controls` = `id`), hidden while not `open`; on phones a full-width block under the card.
   */
  rowDetail?: (row: Row) => TableRowDetail | null;
}

export interface TableRowDetail {
  id: string;
  open: boolean;
  content: ReactNode;
  className?: string;
}

/**
 * A data table: column headers (sortable ones are buttons, the sorted one carries `aria-sort`
 * and the new order is announced), loading rows that hold the table's room, an empty state, a
 * pager, and a phone mode below the medium breakpoint (cards, or a table scrolling in its frame
 * with its first column in view). The table roles are explicit, so the phone layout (rows as
 * blocks) keeps the table's semantics in every browser.
 */
export function Table<Row, K extends string = string>({
  label, columns, rows, rowKey, phone = 'cards', keyColumns = [], sort, onSortChange, firstSortDirection,
  loading = false, loadingRows = 3, loadingText = 'Loading...', empty, emptyDescription, emptyAction, paging, minWidth = 640,
  rowClassName, className, regionLabel, rowDetail, caption,
}: TableProps<Row, K>) {
  const [announcement, setAnnouncement] = useState('');
  const cards = phone === 'cards';
  const sorts = Boolean(onSortChange) && columns.some((c) => c.sortable);
  const isKey = (key: K) => keyColumns.includes(key);

  const pressSort = (column: TableColumn<Row, K>) => {
    const next = nextTableSort(sort, column.key, firstSortDirection);
    onSortChange?.(next);
    setAnnouncement(`Sorted by ${column.header}, ${next.direction}`);
  };

  const alignClass = (column: TableColumn<Row, K>) => (column.align ? styles.align[column.align] : undefined);
  const cellClass = (column: TableColumn<Row, K>, index: number) => cx(
    styles.td,
    column.numeric && styles.numeric,
    alignClass(column),
    column.rowHeader && styles.rowHeader,
    cards && column.rowHeader && styles.titleCell,
    cards && !column.rowHeader && isKey(column.key) && styles.keyCell,
    cards && column.hideHeader && styles.wideCell,
    !cards && index === 0 && styles.stickyStart,
    column.className,
  );
  // A phone card names every value but the row's own name and a column without a visible name.
  const cardLabel = (column: TableColumn<Row, K>) => (cards && !column.rowHeader && !column.hideHeader ? column.header : undefined);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, i) => (
      <tr key={`loading-${i}`} role="row" aria-hidden="true">
        {columns.map((column, c) => (
          <td key={column.key} role="cell" className={cellClass(column, c)} data-label={cardLabel(column)}>
            <TextPlaceholder sample={column.sample ?? column.header} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0 && empty) {
    body = (
      <tr role="row">
        <td role="cell" colSpan={columns.length} className={cx(styles.td, styles.messageCell)}>
          {typeof empty === 'string' ? <EmptyState title={empty} description={emptyDescription} action={emptyAction} /> : empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const detail = rowDetail?.(row);
      return (
        <Fragment key={rowKey(row)}>
          <tr role="row" className={rowClassName?.(row)}>
            {columns.map((column, c) => (column.rowHeader ? (
              <TableRowHeader key={column.key} className={cellClass(column, c)}>{column.cell(row)}</TableRowHeader>
            ) : (
              <td key={column.key} role="cell" className={cellClass(column, c)} data-label={cardLabel(column)}>
                <span>{column.cell(row)}</span>
              </td>
            )))}
          </tr>
          {detail ? (
            <tr id={detail.id} role="row" hidden={!detail.open} className={cx(styles.detailRow, detail.className)}>
              <td role="cell" colSpan={columns.length} className={cx(styles.td, styles.wideCell)}>{detail.open ? detail.content : null}</td>
            </tr>
          ) : null}
        </Fragment>
      );
    });
  }

  return (
    <>
      {/* Focusable so keyboard users can scroll it sideways (axe scrollable-region-focusable). */}
      <TableFrame className={cx(cards && styles.scrollerCards, className)} label={regionLabel ?? `${label} table`}>
        <table className={cx(styles.table, cards && styles.cards)} style={assignInlineVars({ [styles.minWidthVar]: `${minWidth}px` })} role="table" aria-label={caption ? undefined : label} aria-busy={loading || undefined}>
          {caption ? <caption className={styles.caption}>{caption}</caption> : null}
          <thead role="rowgroup">
            <tr role="row" className={cx(cards && sorts && styles.headRowSorts)}>
              {columns.map((column, c) => {
                const direction = sort?.column === column.key ? sort.direction : null;
                const sortable = sorts && column.sortable;
                return (
                  <TableColumnHeader
                    key={column.key}
                    label={column.header}
                    direction={direction}
                    onSort={sortable ? () => pressSort(column) : undefined}
                    numeric={column.numeric}
                    hideLabel={column.hideHeader}
                    className={cx(styles.th, column.numeric && styles.numeric, alignClass(column), sortable && styles.thSortable, !cards && c === 0 && styles.stickyStart, column.className)}
                  />
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup">{body}</tbody>
        </table>
        {loading ? <VisuallyHidden role="status">{loadingText}</VisuallyHidden> : null}
        {sorts ? <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden> : null}
      </TableFrame>
      {paging && !loading ? (
        paging.count !== undefined ? (
          <PageFooter label={paging.label} page={paging.page} pageCount={paging.pageCount} onPageChange={paging.onPageChange}
            pageSize={paging.pageSize} total={paging.total} noun={paging.noun} count={paging.count} shown={rows.length} />
        ) : (
          <Pager label={paging.label} page={paging.page} pageCount={paging.pageCount} onPageChange={paging.onPageChange} />
        )
      ) : null}
    </>
  );
}
