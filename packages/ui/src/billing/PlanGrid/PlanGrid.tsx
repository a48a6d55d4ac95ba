import { Children, type ReactNode } from 'react';
import { cx } from '../../cx';
import { EmptyState, LoadingState } from '../../private/AppShared';
import * as styles from './PlanGrid.css';

export interface PlanGridProps {
  /** PlanCard elements. */
  children?: ReactNode;
  loading?: boolean;
  loadingText?: ReactNode;
  /** Shown when there are no plans for the chosen cycle. */
  emptyText?: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/** Plan cards one per row on phones and three per row from the medium breakpoint. */
export function PlanGrid({
  children, loading = false, loadingText = 'Loading pricing plans...', emptyText = 'No plans are available for this billing cycle.',
  className, 'aria-label': ariaLabel = 'Plans',
}: PlanGridProps) {
  if (loading) return <LoadingState text={loadingText} />;
  const items = Children.toArray(children);
  if (items.length === 0) return <EmptyState title={emptyText} />;
  return (
    <ul className={cx(styles.grid, className)} aria-label={ariaLabel}>
      {items.map((child, index) => <li key={index} style={{ minWidth: 0 }}>{child}</li>)}
    </ul>
  );
}
