import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { Spinner } from '../Spinner';
import { cx, defaultRenderLink, type RenderLink } from '../SiteLink';
import { statusStyles as s } from '../StatusLayout';

export type GuardNoticeProps =
  | { variant: 'checking'; message?: string }
  | {
      variant: 'unauthenticated';
      title?: string;
      message?: ReactNode;
      signInHref?: string;
      signUpHref?: string;
      renderLink?: RenderLink;
    }
  | {
      variant: 'forbidden';
      title?: string;
      message?: ReactNode;
      /** The signed-in user's e-mail, shown under the text. */
      email?: string;
      role?: string;
      /** Shows Sign In next to Go Home (when nobody is signed in). */
      showSignIn?: boolean;
      homeHref?: string;
      signInHref?: string;
      renderLink?: RenderLink;
    };

function Lock() {
  return <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false"><rect x="4.5" y="10.5" width="15" height="10" rx="2.5" /><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" /><path d="M12 14.5v2.5" /></svg>;
}
function Shield() {
  return <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false"><path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" /><path d="m9.5 9.5 5 5M14.5 9.5l-5 5" /></svg>;
}

/** The route guard screens of spec 2: checking, sign-in required, access denied. */
export function GuardNotice(props: GuardNoticeProps) {
  if (props.variant === 'checking') {
    return (
      <div className={s.screen}>
        <div className={s.card} role="status">
          <Spinner size="lg" label={null} />
          <p className={s.text}>{props.message ?? 'Checking authentication...'}</p>
        </div>
      </div>
    );
  }
  const renderLink = props.renderLink ?? defaultRenderLink;
  if (props.variant === 'unauthenticated') {
    return (
      <div className={s.screen}>
        <div className={s.card}>
          <span className={cx(s.icon, s.iconInfo)}><Lock /></span>
          <h1 className={s.title} tabIndex={-1}>{props.title ?? 'Authentication Required'}</h1>
          <p className={s.text}>{props.message ?? 'You need to sign in to access this page.'}</p>
          <div className={s.actions}>
            {renderLink({ href: props.signInHref ?? '/signin', className: button({ variant: 'primary', size: 'lg' }), children: 'Sign In' })}
            {renderLink({ href: props.signUpHref ?? '/signup', className: button({ variant: 'outline', size: 'lg' }), children: 'Sign Up' })}
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className={s.screen}>
      <div className={s.card}>
        <span className={cx(s.icon, s.iconDanger)}><Shield /></span>
        <h1 className={s.title} tabIndex={-1}>{props.title ?? 'Access Denied'}</h1>
        <p className={s.text}>{props.message ?? "You don't have permission to access this page. This page requires administrator privileges."}</p>
        {(props.email || props.role) && (
          <dl className={s.meta}>
            {props.email && <div><dt style={{ display: 'inline', fontWeight: 600 }}>Signed in as: </dt><dd style={{ display: 'inline' }}>{props.email}</dd></div>}
            {props.role && <div><dt style={{ display: 'inline', fontWeight: 600 }}>Role: </dt><dd style={{ display: 'inline' }}>{props.role}</dd></div>}
          </dl>
        )}
        <div className={s.actions}>
          {renderLink({ href: props.homeHref ?? '/', className: button({ variant: 'primary', size: 'lg' }), children: 'Go Home' })}
          {props.showSignIn && renderLink({ href: props.signInHref ?? '/signin', className: button({ variant: 'outline', size: 'lg' }), children: 'Sign In' })}
        </div>
      </div>
    </div>
  );
}
