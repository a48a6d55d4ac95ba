import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './PriceSource.css';

export interface StaleBadgeProps {
  /** Why the price is stale, as the server words it ('Yahoo Finance did not answer (rate limited): ...'). */
  reason?: ReactNode;
  /** Show the reason next to the badge; otherwise it is read by screen readers and shown on hover. */
  showReason?: boolean;
  className?: string;
}

function WarningIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={12} height={12}>
      <path d="M12 3 2 21h20L12 3z" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M12 10v5M12 18v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** 'Stale' with its reason (product §13.5): a price older than its market's last session, or its provider failed. */
export function StaleBadge({ reason, showReason = false, className }: StaleBadgeProps) {
  return (
    <span className={cx(styles.line, className)}>
      <span className={styles.stale} title={typeof reason === 'string' ? reason : undefined}>
        <WarningIcon />
        Stale
        {reason && !showReason ? <VisuallyHidden>: {reason}</VisuallyHidden> : null}
      </span>
      {reason && showReason ? <span className={styles.reason}>{reason}</span> : null}
    </span>
  );
}

export interface PriceSourceProps {
  /** Who gave the price: 'Sample data', 'Yahoo Finance', 'Entered by hand'. */
  provider: ReactNode;
  /** When it was made, formatted for the reader ('Nov 21, 2026, 3:45 PM'). */
  asOf?: ReactNode;
  /** The currency the price is in, shown when it is not the page's ('GBP'). */
  currency?: ReactNode;
  stale?: boolean;
  staleReason?: ReactNode;
  className?: string;
}

/**
 * The line under a price that says where it comes from and when (product §13.5): 'Sample data ·
 * Nov 21, 3:45 PM', with the currency when it is not the page's, and a Stale badge with its reason.
 */
export function PriceSource({ provider, asOf, currency, stale = false, staleReason, className }: PriceSourceProps) {
  return (
    <span className={cx(styles.line, className)}>
      {stale ? <StaleBadge reason={staleReason} /> : null}
      {currency ? <span>{currency} ·</span> : null}
      <span>{provider}</span>
      {asOf ? <span>· {asOf}</span> : null}
    </span>
  );
}
