import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { TextPlaceholder } from '../../primitives/TextPlaceholder';
import * as styles from './DelayedDataNotice.css';

export interface DelayedDataNoticeProps {
  /** How late the quotes are (the quotes' `delayed_minutes`); 0 or null says nothing about a delay. */
  delayedMinutes: number | null;
  /** When the quotes were taken, already formatted for the reader, e.g. 'Nov 21, 2026, 4:00 PM'. */
  asOf?: ReactNode;
  /** Who gave the prices ('Sample data'), shown after the time (product §13.5). */
  source?: ReactNode;
  /**
   * The quotes are loading: the notice's shape with placeholders of its usual size ('Delayed 15
   * min', a date and time), hidden from assistive technology, so the notice takes no more room
   * when it arrives.
   */
  loading?: boolean;
  className?: string;
}

/** The usual notice (product §1: quotes delayed 15 minutes) that sizes the loading placeholders. */
const SAMPLE_DELAY = 'Delayed 15 min';
const SAMPLE_AS_OF = 'As of Nov 21, 2026, 12:45 PM';

function ClockIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={16} height={16} className={styles.icon}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Says how fresh the prices are: 'Delayed 15 min' and the quotes' time. Market data is delayed
 * (product §1), so every figure computed from quotes carries this notice next to it.
 */
export function DelayedDataNotice({ delayedMinutes, asOf, source, loading = false, className }: DelayedDataNoticeProps) {
  if (loading) {
    return (
      <p className={cx(styles.notice, className)} aria-hidden="true">
        <ClockIcon />
        {/* The badge's box around the bar (the bar's own rules would drop the box's padding). */}
        <span className={styles.badgePlaceholder}><TextPlaceholder sample={SAMPLE_DELAY} /></span>
        <TextPlaceholder sample={SAMPLE_AS_OF} />
      </p>
    );
  }
  const delayed = delayedMinutes !== null && delayedMinutes > 0;
  if (!delayed && !asOf) return null;
  return (
    <p className={cx(styles.notice, className)}>
      <ClockIcon />
      {delayed ? <span className={styles.badge}>Delayed {delayedMinutes} min</span> : null}
      {asOf ? <span>As of {asOf}</span> : null}
      {source ? <span>· {source}</span> : null}
    </p>
  );
}
