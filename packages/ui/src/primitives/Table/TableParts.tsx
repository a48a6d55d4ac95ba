import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from '../../cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Table.css';

/**
 * The parts Table is built from, for the tables that lay out their own rows (the holdings table's
 * fixed-height windowed rows, the monthly returns heat map's tinted cells; product §10.26): the
 * named frame, the column header (a sort button with `aria-sort`, or a plain name), the row header
 * and the sort button. Each carries the table's semantics; the frame and the sort button carry its
 * look, the header cells take the caller's classes (Table passes its own).
 */

export type SortDirection = 'ascending' | 'descending';

function SortIcon({ direction }: { direction: SortDirection | null }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 12 16" width={10} height={14} className={styles.sortIcon}>
      <path d="M6 1 10.5 6h-9z" className={direction === 'ascending' ? styles.sortArrowOn : styles.sortArrowOff} />
      <path d="M6 15 1.5 10h9z" className={direction === 'descending' ? styles.sortArrowOn : styles.sortArrowOff} />
    </svg>
  );
}

export interface TableSortButtonProps {
  label: string;
  /** The column's sort when it is the sorted one, else null. */
  direction: SortDirection | null;
  numeric?: boolean;
  onClick: () => void;
  className?: string;
}

/** The button inside a sortable column's header: the name and an arrow pair. The header around it carries `aria-sort`. */
export function TableSortButton({ label, direction, numeric = false, onClick, className }: TableSortButtonProps) {
  return (
    <button
      type="button"
      className={cx(styles.sortButton, numeric && styles.sortButtonNumeric, direction && styles.sortButtonActive, className)}
      onClick={onClick}
    >
      <span>{label}</span>
      <SortIcon direction={direction} />
    </button>
  );
}

export interface TableFrameProps {
  /** The frame's name, e.g. 'Holdings table' (Table names it '<label> table'). */
  label: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * The table's frame: an outlined surface that scrolls sideways when the table is wider than its
 * container, a region named `label`, focusable so keyboard users can scroll it (axe
 * scrollable-region-focusable).
 */
export function TableFrame({ label, className, ref, children }: TableFrameProps) {
  return (
    <div ref={ref} className={cx(styles.scroller, className)} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export interface TableColumnHeaderProps {
  /** The column's name. */
  label: string;
  /** With `onSort`: the column's sort when it is the sorted one (`aria-sort`), else null. */
  direction?: SortDirection | null;
  /** The header is a button that sorts by the column. */
  onSort?: () => void;
  numeric?: boolean;
  /** The name read by screen readers when the shown one is short ('Jan' for 'January'). */
  abbr?: string;
  /** The name is read by screen readers only (a column of actions). */
  hideLabel?: boolean;
  className?: string;
  buttonClassName?: string;
  children?: ReactNode;
}

/** A column's header: its name, or a button that sorts by it with the header carrying `aria-sort`. */
export function TableColumnHeader({
  label, direction = null, onSort, numeric = false, abbr, hideLabel = false, className, buttonClassName, children,
}: TableColumnHeaderProps) {
  let content: ReactNode = children ?? label;
  if (onSort) content = <TableSortButton label={label} direction={direction} numeric={numeric} onClick={onSort} className={buttonClassName} />;
  else if (hideLabel) content = <VisuallyHidden>{label}</VisuallyHidden>;
  return (
    <th scope="col" role="columnheader" abbr={abbr} aria-sort={onSort && direction ? direction : undefined} className={className}>
      {content}
    </th>
  );
}

export type TableRowHeaderProps = Omit<ComponentPropsWithoutRef<'th'>, 'scope' | 'role'>;

/** A row's name: the header of its row (Table's `rowHeader` column); other attributes pass to the cell. */
export function TableRowHeader(props: TableRowHeaderProps) {
  return <th {...props} scope="row" role="rowheader" />;
}
