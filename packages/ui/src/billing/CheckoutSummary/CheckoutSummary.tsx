import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { LoadError, Panel, type PanelBlockProps } from '../../primitives/Panel';
import { TextPlaceholder } from '../../primitives/TextPlaceholder';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './CheckoutSummary.css';

export interface CheckoutSummaryData {
  /** 'Pro, billed yearly'. */
  item: string;
  /** '$191.90 / year'. */
  listPrice: string;
  discount?: { label: string; amount: string; note: string } | null;
  /** Charged today: '$172.71'. */
  total: string;
  /** What follows: 'Then $191.90 on Jun 01, 2027, and every year until you cancel.' */
  then?: string | null;
}

/** The title is its own ('Order summary', an h2). */
export interface CheckoutSummaryProps extends Omit<PanelBlockProps, 'title' | 'titleAs'> {
  /** null while the price loads (the loaded layout holds its place) or when it failed. */
  summary: CheckoutSummaryData | null;
  /** Below the lines, e.g. the promotion-code field. */
  children?: ReactNode;
}

/**
 * The order summary of a checkout (product §11.3): the offer and its price, the discount taken off, the
 * total charged today and what follows. The amounts are the server's quote: what the invoice will charge.
 * While loading, the loaded layout holds its place; a failure shows instead of the lines, with Try
 * again, and what is below the lines (the promotion code) stays.
 */
export function CheckoutSummary({ summary, loading = false, error, onRetry, children, className }: CheckoutSummaryProps) {
  const value = (v: string | undefined, sample: string) => (v ?? <TextPlaceholder sample={sample} />);
  const body = (
    <>
      {error ? (
        <LoadError title="Price unavailable" error={error} onRetry={onRetry} retrying={loading} />
      ) : (
        <>
          {loading ? <VisuallyHidden role="status">Loading the price...</VisuallyHidden> : null}
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>{value(summary?.item, 'Premium, billed monthly')}</dt>
              <dd className={styles.amount}>{value(summary?.listPrice, '$191.90 / year')}</dd>
            </div>
            {summary?.discount ? (
              <div className={styles.line}>
                <dt>
                  <span className={styles.discount}>{summary.discount.label}</span>
                  <span className={styles.note}>{summary.discount.note}</span>
                </dt>
                <dd className={cx(styles.amount, styles.discount)}>{summary.discount.amount}</dd>
              </div>
            ) : null}
            <div className={cx(styles.line, styles.total)}>
              <dt>Due today</dt>
              <dd className={styles.amount}>{value(summary?.total, '$172.71')}</dd>
            </div>
          </dl>
          {summary?.then ? <p className={styles.note}>{summary.then}</p> : loading ? <p className={styles.note}><TextPlaceholder sample="Then $191.90 on Jun 01, 2027, and every year until you cancel." /></p> : null}
        </>
      )}
      {children}
    </>
  );
  // The loading layout is the loaded one with placeholders (Panel's `placeholder`), so nothing moves.
  return (
    <Panel title="Order summary" titleAs="h2" className={cx(styles.panel, className)} loading={loading} placeholder={body}>
      {body}
    </Panel>
  );
}
