import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './StatCard.css';

export type StatCardTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'accent';

export interface StatCardProps {
  label: ReactNode;
  /** The figure, already formatted (e.g. '$1,240.00'). */
  value: ReactNode;
  /** A line under the value, e.g. 'Paid out monthly'. */
  hint?: ReactNode;
  /** A decorative icon shown in a tinted square. */
  icon?: ReactNode;
  tone?: StatCardTone;
  /** Shows a placeholder instead of the value. */
  loading?: boolean;
  variant?: 'elevated' | 'outlined';
  className?: string;
}

/** A single figure with its label, e.g. total earnings on the affiliate dashboard. */
export function StatCard({ label, value, hint, icon, tone, loading = false, variant = 'outlined', className }: StatCardProps) {
  return (
    <Card variant={variant} className={className} aria-busy={loading || undefined}>
      <div className={styles.layout}>
        <div className={styles.text}>
          <p className={styles.label}>{label}</p>
          {loading ? (
            <span className={styles.skeleton}>
              <VisuallyHidden>Loading</VisuallyHidden>
            </span>
          ) : (
            <p className={styles.value}>{value}</p>
          )}
          {hint ? <p className={styles.hint}>{hint}</p> : null}
        </div>
        {icon ? <span aria-hidden="true" className={styles.iconBadge({ tone })}>{icon}</span> : null}
      </div>
    </Card>
  );
}
