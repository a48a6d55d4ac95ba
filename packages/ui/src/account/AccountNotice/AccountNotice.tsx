import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Spinner } from '../../primitives/Spinner';
import { AlertTriangleIcon, CheckIcon, InfoIcon, LockIcon } from '../../primitives/Icon';

import * as styles from './AccountNotice.css';

export type AccountNoticeTone = 'loading' | 'info' | 'success' | 'warning' | 'danger';

export interface AccountNoticeProps {
  tone?: AccountNoticeTone;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Anything between the text and the actions (a note, the signed-in e-mail...). */
  children?: ReactNode;
  /** Replaces the tone's icon. */
  icon?: ReactNode;
  /** Heading level of the title; h1 when the notice is the whole page. */
  headingLevel?: 'h1' | 'h2';
  /**
   * Live region for the title and text: 'status' for waiting and outcomes, 'alert' for
   * failures, none for static screens (guards).
   */
  live?: 'status' | 'alert' | 'none';
  className?: string;
}

const icons: Record<Exclude<AccountNoticeTone, 'loading'>, ReactNode> = {
  info: <InfoIcon size={28} />,
  success: <CheckIcon size={28} />,
  warning: <LockIcon size={28} />,
  danger: <AlertTriangleIcon size={28} />,
};

/**
 * One account state as a centred notice: icon, title, text and actions. Used for the
 * guard screens (checking, sign-in required, access denied) and verification outcomes.
 */
export const AccountNotice = forwardRef<HTMLHeadingElement, AccountNoticeProps>(function AccountNotice(
  { tone = 'info', title, description, actions, children, icon, headingLevel = 'h1', live = 'none', className },
  ref,
) {
  const Heading = headingLevel;
  const role = live === 'none' ? undefined : live;
  return (
    <section className={cx(styles.root, className)} aria-busy={tone === 'loading' || undefined}>
      <span className={styles.badge({ tone })} aria-hidden="true">
        {icon ?? (tone === 'loading' ? <Spinner size="lg" label={null} /> : icons[tone])}
      </span>
      <div role={role} className={styles.root}>
        <Heading ref={ref} tabIndex={-1} className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {children ? <div className={styles.extra}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
});
