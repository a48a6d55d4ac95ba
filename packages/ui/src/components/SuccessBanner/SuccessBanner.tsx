import type { ReactNode } from 'react';
import { cx } from '../SiteLink';
import * as s from './SuccessBanner.css';

export interface SuccessBannerProps {
  children: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/** A green confirmation banner announced politely, e.g. 'Email verification successful! You can now log in to your account.' */
export function SuccessBanner({ children, onDismiss, dismissLabel = 'Dismiss', className }: SuccessBannerProps) {
  return (
    <div role="status" className={cx(s.banner, className)}>
      <svg className={s.icon} width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="10" fill="currentColor" />
        <path d="m6.5 11.2 3 3 6-6.4" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className={s.text}>{children}</p>
      {onDismiss && (
        <button type="button" className={s.close} onClick={onDismiss} aria-label={dismissLabel}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false"><path d="m3 3 8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
        </button>
      )}
    </div>
  );
}
