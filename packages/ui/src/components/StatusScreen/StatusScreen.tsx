import type { ReactNode } from 'react';
import * as s from './StatusScreen.css';

export interface StatusScreenProps {
  /** Big decorative code above the title, e.g. 404 (hidden from assistive tech). */
  code?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  message?: ReactNode;
  /** Technical details such as a stack trace, shown preformatted. */
  details?: string;
  /** Links or buttons, e.g. Return to Home. */
  actions?: ReactNode;
  /** 'alert' for error screens that replace a page unexpectedly. */
  role?: 'alert';
  /** Id of the landmark (the skip link's target). */
  id?: string;
}

/** The not-found and error screens: a centred code, title, message, optional details and actions. */
export function StatusScreen({ code, title, message, details, actions, role, id = 'main' }: StatusScreenProps) {
  return (
    <main id={id} className={s.screen} tabIndex={-1}>
      <div className={s.inner} role={role}>
        {code !== undefined && <p className={s.code} aria-hidden="true">{code}</p>}
        <h1 className={s.title} tabIndex={-1}>{title}</h1>
        {message && <p className={s.message}>{message}</p>}
        {details && <pre className={s.details} tabIndex={0} aria-label="Error details">{details}</pre>}
        {actions && <div className={s.actions}>{actions}</div>}
      </div>
    </main>
  );
}
