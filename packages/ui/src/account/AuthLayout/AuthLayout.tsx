import { forwardRef, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The page's h1; omit when the content brings its own heading (e.g. an AccountNotice). */
  title?: ReactNode;
  lead?: ReactNode;
  /** Below the content, separated by a rule: links to other account pages, legal links. */
  footer?: ReactNode;
  /** Shows the product mark above the title. */
  showMark?: boolean;
  width?: 'sm' | 'md';
  /** Id of the h1 (labels the main region). */
  titleId?: string;
  /**
   * 'main' (the page), 'embedded' (a section inside another page's main, e.g. a guard
   * in a tab), or 'auto' (default): main unless it finds itself inside a main.
   */
  landmark?: 'main' | 'embedded' | 'auto';
  children?: ReactNode;
  className?: string;
}

function Mark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 17l6-6 4 4 8-8" />
      <path d="M15 7h6v6" />
    </svg>
  );
}

/**
 * The frame of the account screens (sign-up, sign-in, verification, reset, guards):
 * a `main` landmark with one centred card (a plain section when it is placed inside
 * another page's main, so there is never a second main). The h1 takes tabIndex -1 so the app can
 * focus it after navigation (pass a ref).
 */
export const AuthLayout = forwardRef<HTMLHeadingElement, AuthLayoutProps>(function AuthLayout(
  { title, lead, footer, showMark = true, width, titleId, landmark = 'auto', children, className },
  ref,
) {
  const rootRef = useRef<HTMLElement>(null);
  const [nested, setNested] = useState(landmark === 'embedded');
  useLayoutEffect(() => {
    if (landmark === 'auto') setNested(!!rootRef.current?.parentElement?.closest('main'));
  }, [landmark]);
  const Root = nested ? 'section' : 'main';
  return (
    <Root
      ref={rootRef}
      id={nested ? undefined : 'main'}
      className={cx(nested ? styles.embedded : styles.root, className)}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={styles.panel({ width })}>
        {title ? (
          <header className={styles.header}>
            {showMark ? <span className={styles.mark}><Mark /></span> : null}
            <h1 ref={ref} id={titleId} tabIndex={-1} className={styles.title}>{title}</h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </header>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </Root>
  );
});

export type AuthInlineActionProps = ComponentPropsWithoutRef<'button'>;

/** An action that reads as a link inside text, e.g. 'Forgot your password?'. */
export const AuthInlineAction = forwardRef<HTMLButtonElement, AuthInlineActionProps>(function AuthInlineAction(
  { className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} {...rest} className={cx(styles.inlineAction, className)} />;
});
