import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Spinner } from '../Spinner';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  /** Stable key; also the row property shown when `cell` is omitted. */
  key: string;
  header: ReactNode;
  /** Renders the cell; defaults to `row[key]`. */
  cell?: (row: Row, rowIndex: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** CSS width, e.g. '30%' or 120. */
  width?: string | number;
  /** Drops the column on phones (below the medium breakpoint). */
  hideBelowMd?: boolean;
  /** Marks this column's cells as row headers (th scope=row). */
  isRowHeader?: boolean;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Key of each row; defaults to its index. */
  getRowKey?: (row: Row, rowIndex: number) => string | number;
  /** Names the table (and its scroll region) for screen readers. */
  caption: ReactNode;
  /** Keeps the caption for screen readers but hides it visually (when a heading above already says it). */
  hideCaption?: boolean;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** Shows a spinner row instead of rows. */
  loading?: boolean;
  loadingLabel?: string;
  striped?: boolean;
  /** Minimum table width before it scrolls sideways, e.g. 640. */
  minWidth?: number | string;
  className?: string;
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  if (typeof row !== 'object' || row === null) return null;
  const value: unknown = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return null;
  return typeof value === 'string' || typeof value === 'number' ? value : String(value);
}

/** A data table with caption, empty and loading states, and horizontal scroll on narrow screens. */
export function Table<Row>({
  columns, rows, getRowKey, caption, hideCaption = false, empty, loading = false, loadingLabel = 'Loading', striped = false,
  minWidth, className,
}: TableProps<Row>) {
  const captionId = `table-caption-${useId()}`;
  return (
    <div className={cx(styles.container, className)}>
      {/* Focusable so keyboard users can scroll it; named by the caption. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} style={minWidth !== undefined ? { minWidth } : undefined} aria-busy={loading || undefined}>
          <caption id={captionId} className={styles.caption({ hidden: hideCaption })}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" style={{ width: column.width }} className={styles.headerCell({ align: column.align, hideBelowMd: column.hideBelowMd })}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columns.length} className={styles.loadingCell}><Spinner label={loadingLabel} /></td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.emptyCell}>
                  {empty ?? <span className={styles.emptyDefault}>No results.</span>}
                </td>
              </tr>
            ) : (
              rows.map((row, rowIndex) => (
                <tr key={getRowKey ? getRowKey(row, rowIndex) : rowIndex} className={styles.row({ striped })}>
                  {columns.map((column) => {
                    const content = column.cell ? column.cell(row, rowIndex) : defaultCell(row, column.key);
                    const className = styles.cell({ align: column.align, hideBelowMd: column.hideBelowMd });
                    return column.isRowHeader ? (
                      <th key={column.key} scope="row" className={className}>{content}</th>
                    ) : (
                      <td key={column.key} className={className}>{content}</td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
