import { cx } from '../../cx';
import type { LedgerFormat } from '../../private/LedgerShared';
import * as styles from './ApplicationCountCards.css';

export interface ApplicationCounts {
  pending: number;
  approved: number;
  rejected: number;
  total: number;
}

export interface ApplicationCountCardsProps {
  counts: ApplicationCounts;
  loading?: boolean;
  /** How the counts are written (the app's formatter, product §16.1), e.g. 1204 -> '1,204'. */
  format: Pick<LedgerFormat, 'count'>;
  className?: string;
}

const items = [
  { key: 'pending', label: 'Pending' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'total', label: 'Total' },
] as const;

/** Admin counters: Pending, Approved, Rejected, Total. */
export function ApplicationCountCards({ counts, loading = false, format, className }: ApplicationCountCardsProps) {
  return (
    <ul className={cx(styles.grid, className)} aria-label="Application counts" aria-busy={loading || undefined}>
      {items.map((item) => (
        <li key={item.key} className={styles.card({ tone: item.key })}>
          <span className={styles.label}>{item.label}</span>
          <span className={styles.value}>{loading ? '–' : format.count(counts[item.key])}</span>
        </li>
      ))}
    </ul>
  );
}
