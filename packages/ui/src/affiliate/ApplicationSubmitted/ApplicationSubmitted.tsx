import { useId } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import * as styles from '../ApplicationStatusCard/ApplicationStatusCard.css';
import { CheckIcon } from '../../primitives/Icon';

export interface ApplicationSubmittedProps {
  onCheckStatus?: () => void;
  onReturnHome?: () => void;
  /** E-mail the decision is sent to. */
  email?: string;
  className?: string;
}

/** Confirmation after a successful application, with what happens next. */
export function ApplicationSubmitted({ onCheckStatus, onReturnHome, email, className }: ApplicationSubmittedProps) {
  const titleId = `app-submitted-${useId()}`;
  return (
    <section className={cx(styles.card, styles.centered, className)} aria-labelledby={titleId}>
      <span className={styles.iconCircle}><CheckIcon size={28} /></span>
      <div>
        <h1 id={titleId} className={styles.title}>Application Submitted!</h1>
        <p className={styles.updated}>Thank you for applying to the affiliate programme.</p>
      </div>
      <div className={styles.nextBox}>
        <h2 className={styles.nextTitle}>What happens next?</h2>
        <ol className={styles.steps}>
          <li>Our team reviews your application within 3-5 business days.</li>
          <li>We e-mail you the decision{email ? ` at ${email}` : ''}.</li>
          <li>Once approved, your Affiliate Dashboard opens with your links, coupon codes and earnings.</li>
        </ol>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onReturnHome}>Return Home</Button>
        <Button onClick={onCheckStatus}>Check Application Status</Button>
      </div>
    </section>
  );
}
