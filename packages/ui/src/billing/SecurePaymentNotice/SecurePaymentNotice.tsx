import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { ShieldIcon } from '../../primitives/Icon';
import * as styles from './SecurePaymentNotice.css';

export interface SecurePaymentNoticeProps {
  /** Name of the card provider. */
  providerName?: string;
  children?: ReactNode;
  className?: string;
}

/** Tells the user that the card provider processes payments and card details never reach our servers. */
export function SecurePaymentNotice({ providerName = 'Stripe', children, className }: SecurePaymentNoticeProps) {
  return (
    <aside className={cx(styles.notice, className)} aria-label="Secure payments">
      <span className={styles.icon}><ShieldIcon size={20} /></span>
      <div>
        <p className={styles.title}>Secure payments</p>
        <p className={styles.text}>
          {children ?? <>Payments are processed securely by {providerName}. Your card details are never stored on our servers.</>}
        </p>
      </div>
    </aside>
  );
}
