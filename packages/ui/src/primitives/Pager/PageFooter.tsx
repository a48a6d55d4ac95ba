import { Pager, type PagerProps } from './Pager';
import * as styles from './Pager.css';

export interface PageFooterProps extends PagerProps {
  /** Rows a page holds. */
  pageSize: number;
  /** Rows on the current page. */
  shown: number;
  /** Rows on every page. */
  total: number;
  /** What a row is called for a count, e.g. 1 -> 'transaction', 2 -> 'transactions'. */
  noun: (count: number) => string;
  /** Writes a count, grouped in thousands (the app passes the SDK's `formatCount`, product §16.1). */
  count: (value: number) => string;
}

/**
 * Under a paged table: which rows the page shows ('26–50 of 120 transactions', announced as it
 * changes) and the pager.
 */
export function PageFooter({ pageSize, shown, total, noun, count, ...pager }: PageFooterProps) {
  const first = (pager.page - 1) * pageSize + 1;
  const last = Math.min(total, first + shown - 1);
  return (
    <div className={styles.footer}>
      <p className={styles.count} aria-live="polite">
        {first === last ? count(first) : `${count(first)}\u2013${count(last)}`} of {count(total)} {noun(total)}
      </p>
      <Pager {...pager} />
    </div>
  );
}
