import type { ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../../primitives/SiteLink';
import * as s from './StatusScreen.css';

export interface StatusScreenProps {
  /** Big decorative code above the title, e.g. 404 (hidden from assistive tech). */
  code?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  message?: ReactNode;
  /** Technical details such as a stack trace, shown preformatted. */
  details?: string;
  /** The main way out, drawn as a primary button, e.g. { href: '/', label: 'Return to Home' }. */
  homeAction?: { href: string; label: string };
  /** Other links or buttons. */
  actions?: ReactNode;
  renderLink?: RenderLink;
  /** 'alert' for error screens that replace a page unexpectedly. */
  role?: 'alert';
  /** Id of the landmark (the skip link's target). */
  id?: string;
}

/** The not-found and error screens: a centred code, title, message, optional details and actions. */
export function StatusScreen({ code, title, message, details, homeAction, actions, role, id = 'main', renderLink = defaultRenderLink }: StatusScreenProps) {
  return (
    <main id={id} className={s.screen} tabIndex={-1}>
      <div className={s.inner} role={role}>
        {code !== undefined && <p className={s.code} aria-hidden="true">{code}</p>}
        <h1 className={s.title} tabIndex={-1}>{title}</h1>
        {message && <p className={s.message}>{message}</p>}
        {details && <pre className={s.details} tabIndex={0} role="region" aria-label="Error details">{details}</pre>}
        {(homeAction || actions) && (
          <div className={s.actions}>
            {homeAction && renderLink({ href: homeAction.href, className: s.home, children: homeAction.label })}
            {actions}
          </div>
        )}
      </div>
    </main>
  );
}
