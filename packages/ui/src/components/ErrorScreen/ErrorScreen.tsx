import type { ReactNode } from 'react';
import { cx } from '../SiteLink';
import { statusStyles as s } from '../StatusLayout';

export interface ErrorScreenProps {
  /** 'Unexpected Application Error!' (route errors) or 'Something went wrong' (render errors). */
  title?: string;
  /** A status line such as '500 Internal Server Error' or the error message. */
  message?: ReactNode;
  /** Shown in a collapsible block when given. */
  stack?: string;
  /** Buttons such as Reload or Back to Home. */
  actions?: ReactNode;
}

/** An error page: title, status or message, optional collapsible stack, actions. */
export function ErrorScreen({ title = 'Unexpected Application Error!', message = 'An error occurred', stack, actions }: ErrorScreenProps) {
  return (
    <div className={s.screen}>
      <div className={cx(s.card, stack && s.wide)} role="alert">
        <span className={cx(s.icon, s.iconWarning)} style={stack ? { justifySelf: 'start' } : undefined}>
          <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false"><path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" /><path d="M12 9.5v4M12 17h.01" /></svg>
        </span>
        <h1 className={s.title} tabIndex={-1}>{title}</h1>
        <p className={s.status}>{message}</p>
        {stack && (
          <details className={s.details}>
            <summary className={s.summary}>Show error details</summary>
            <pre className={s.stack} tabIndex={0} role="region" aria-label="Error stack">{stack}</pre>
          </details>
        )}
        {actions && <div className={s.actions} style={stack ? { justifyContent: 'flex-start' } : undefined}>{actions}</div>}
      </div>
    </div>
  );
}
