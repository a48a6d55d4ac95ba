import type { ReactNode } from 'react';
import * as s from './FloatingNotice.css';

export interface FloatingNoticeProps {
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
}

/**
 * A success notice floating over the top of the page (it never pushes content down, so it
 * causes no layout shift), announced politely.
 */
export function FloatingNotice({ children, onDismiss, dismissLabel = 'Dismiss' }: FloatingNoticeProps) {
  return (
    <div className={s.notice} role="status">
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.15" /><path d="m5.5 10.3 3 3 6-6.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
      <p className={s.text}>{children}</p>
      {onDismiss && (
        <button type="button" className={s.close} onClick={onDismiss} aria-label={dismissLabel}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
        </button>
      )}
    </div>
  );
}
