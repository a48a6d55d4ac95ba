import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { DetailRow } from '../../private/AppShared';
import * as s from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { RefreshIcon } from '../../primitives/Icon';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import * as styles from './ApplicationStatusCard.css';

export interface ApplicationSummary {
  fullName: string;
  email: string;
  /** Formatted submission date. */
  submittedAt: string;
  location: string;
  /** Picks the next step shown: the review notice, congratulations, or the reviewer's notes. */
  status: 'pending' | 'approved' | 'rejected';
  /** The status as shown (label and tone). */
  statusBadge: StatusDisplay;
  reviewerNotes?: string | null;
}

export interface ApplicationStatusCardProps {
  application: ApplicationSummary;
  /** Formatted time of the last refresh, e.g. '10:42 AM'. */
  lastUpdated: string;
  onRefresh?: () => void;
  refreshing?: boolean;
  onBackToAffiliates?: () => void;
  onGoToDashboard?: () => void;
  /** An error from the last refresh. */
  error?: ReactNode;
  className?: string;
}

/** The applicant's view of their application: status, details and the next step. */
export function ApplicationStatusCard({
  application, lastUpdated, onRefresh, refreshing = false, onBackToAffiliates, onGoToDashboard, error, className,
}: ApplicationStatusCardProps) {
  const titleId = `app-status-${useId()}`;
  const { fullName, email, submittedAt, location, status, statusBadge, reviewerNotes } = application;
  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>Application Status</h2>
          <p className={styles.updated} aria-live="polite">Last updated: {lastUpdated}</p>
        </div>
        <StatusBadge {...statusBadge} size="md" />
      </div>

      {error ? <Alert tone="danger" description={error} /> : null}

      {status === 'pending' ? (
        <Alert tone="info" title="Your application is under review"
          description="We review every application carefully. You can expect a decision within 3-5 business days." />
      ) : null}
      {status === 'approved' ? (
        <Alert tone="success" title="Congratulations! You're an approved affiliate."
          description="Your affiliate dashboard is ready: create links and coupon codes and start earning." />
      ) : null}
      {status === 'rejected' ? (
        <Alert tone="neutral" title="Your application was not approved"
          description="Thank you for your interest in the affiliate programme." />
      ) : null}
      {status === 'rejected' && reviewerNotes ? (
        <div>
          <p className={s.kvLabel}>Reviewer notes</p>
          <blockquote className={styles.notes}>{reviewerNotes}</blockquote>
        </div>
      ) : null}

      <dl className={s.dl}>
        <DetailRow label="Name">{fullName}</DetailRow>
        <DetailRow label="Email">{email}</DetailRow>
        <DetailRow label="Submitted">{submittedAt}</DetailRow>
        <DetailRow label="Location">{location}</DetailRow>
      </dl>

      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBackToAffiliates}>Back to Affiliates</Button>
        <Button variant="outline" onClick={onRefresh} loading={refreshing} loadingText="Refreshing..." leadingIcon={<RefreshIcon size={16} />}>
          Refresh Status
        </Button>
        {status === 'approved' ? <Button onClick={onGoToDashboard}>Go to Affiliate Dashboard</Button> : null}
      </div>
    </section>
  );
}
