import { cx } from '../../cx';
import { formatInt } from '../AppShared';
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
  className?: string;
}

const items = [
  { key: 'pending', label: 'Pending' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'total', label: 'Total' },
] as const;

/** Admin counters: Pending, Approved, Rejected, Total. */
export function ApplicationCountCards({ counts, loading = false, className }: ApplicationCountCardsProps) {
  return (
    <ul className={cx(styles.grid, className)} aria-label="Application counts" aria-busy={loading || undefined}>
      {items.map((item) => (
        <li key={item.key} className={styles.card({ tone: item.key })}>
          <span className={styles.label}>{item.label}</span>
          <span className={styles.value}>{loading ? '–' : formatInt(counts[item.key])}</span>
        </li>
      ))}
    </ul>
  );
}
