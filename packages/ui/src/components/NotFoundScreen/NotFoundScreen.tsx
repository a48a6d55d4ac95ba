import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { defaultRenderLink, type RenderLink } from '../SiteLink';
import { statusStyles as s } from '../StatusLayout';

export interface NotFoundScreenProps {
  title?: string;
  message?: ReactNode;
  homeHref?: string;
  homeLabel?: string;
  renderLink?: RenderLink;
}

/** The catch-all page: 404, 'Oops! Page not found', 'Return to Home'. */
export function NotFoundScreen({
  title = 'Oops! Page not found', message = 'The page you are looking for does not exist or has moved.',
  homeHref = '/', homeLabel = 'Return to Home', renderLink = defaultRenderLink,
}: NotFoundScreenProps) {
  return (
    <div className={s.screen}>
      <div className={s.card}>
        <p className={s.code} aria-hidden="true">404</p>
        <h1 className={s.title} tabIndex={-1}><span className="sr-only">404: </span>{title}</h1>
        <p className={s.text}>{message}</p>
        <div className={s.actions}>{renderLink({ href: homeHref, className: button({ variant: 'primary', size: 'lg' }), children: homeLabel })}</div>
      </div>
    </div>
  );
}
