import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './DelayedDataNotice.css';

export interface DelayedDataNoticeProps {
  /** How late the quotes are (the quotes' `delayed_minutes`); 0 or null says nothing about a delay. */
  delayedMinutes: number | null;
  /** When the quotes were taken, already formatted for the reader, e.g. 'Nov 21, 2026, 4:00 PM'. */
  asOf?: ReactNode;
  className?: string;
}

/**
 * Says how fresh the prices are: 'Delayed 15 min' and the quotes' time. Market data is delayed
 * (spec 1), so every figure computed from quotes carries this notice next to it.
 */
export function DelayedDataNotice({ delayedMinutes, asOf, className }: DelayedDataNoticeProps) {
  const delayed = delayedMinutes !== null && delayedMinutes > 0;
  if (!delayed && !asOf) return null;
  return (
    <p className={cx(styles.notice, className)}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={16} height={16} className={styles.icon}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {delayed ? <span className={styles.badge}>Delayed {delayedMinutes} min</span> : null}
      {asOf ? <span>As of {asOf}</span> : null}
    </p>
  );
}
