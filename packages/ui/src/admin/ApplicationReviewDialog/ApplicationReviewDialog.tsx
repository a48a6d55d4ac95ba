import { useState, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { DetailRow } from '../../private/AppShared';
import * as s from '../../private/AppShared/styles.css';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { FraudFlags, type FraudFlagItem } from '../../private/FraudFlags';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { Textarea } from '../../primitives/Textarea';
import * as styles from './ApplicationReviewDialog.css';

export interface ApplicationDetails {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  website?: string | null;
  socialMedia?: string | null;
  companyName?: string | null;
  location: string;
  /** Audience size as shown, e.g. '10K-50K'. */
  audience: string;
  /** Marketing channels as shown, e.g. 'YouTube'. */
  marketingChannels: readonly string[];
  experienceDescription: string;
  motivation: string;
  /** Only a pending application can be approved or rejected. */
  status: 'pending' | 'approved' | 'rejected';
  /** The status as shown (label and tone). */
  statusBadge: StatusDisplay;
  reviewerNotes?: string | null;
  /** Formatted dates. */
  createdAt: string;
  reviewedAt?: string | null;
}

export interface ApplicationReviewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The application shown; nothing renders without one. */
  application: ApplicationDetails | null;
  /** Controlled notes; internal state when omitted. */
  notes?: string;
  onNotesChange?: (notes: string) => void;
  onApprove?: (notes: string) => void;
  onReject?: (notes: string) => void;
  /** Whether these notes allow a rejection (the app's rule: review notes are required); Reject stays disabled until then. */
  canReject: (notes: string) => boolean;
  /** Which decision is being sent. */
  busy?: 'approve' | 'reject' | null;
  error?: ReactNode;
  /** Fraud signals on the application (self-referral, disposable e-mail, bursts), shown before its details. */
  flags?: readonly FraudFlagItem[];
}

function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url.includes('://') ? url : `https://${url}`);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Admin detail of one application with its fraud signals and notes, and Approve / Reject for pending ones (Reject needs notes). */
export function ApplicationReviewDialog({
  open, onClose, application, notes: notesProp, onNotesChange, onApprove, onReject, canReject, busy = null, error, flags = [],
}: ApplicationReviewDialogProps) {
  const [ownNotes, setOwnNotes] = useState('');
  const notes = notesProp ?? ownNotes;
  const setNotes = (value: string) => { if (notesProp === undefined) setOwnNotes(value); onNotesChange?.(value); };

  if (!application) return null;
  const a = application;
  const pending = a.status === 'pending';
  const isBusy = busy !== null;
  const rejectBlocked = !canReject(notes);
  const website = a.website ? safeHref(a.website) : undefined;

  const footer = pending ? (
    <div className={styles.footer}>
      {rejectBlocked ? <p className={styles.hint} id={`reject-hint-${a.id}`}>Add notes to reject an application.</p> : null}
      <Button variant="ghost" onClick={onClose} disabled={isBusy}>Close</Button>
      <Button
        variant="danger"
        onClick={() => onReject?.(notes.trim())}
        disabled={rejectBlocked || (isBusy && busy !== 'reject')}
        loading={busy === 'reject'}
        loadingText="Rejecting..."
        aria-describedby={rejectBlocked ? `reject-hint-${a.id}` : undefined}
      >
        Reject
      </Button>
      <Button onClick={() => onApprove?.(notes.trim())} disabled={isBusy && busy !== 'approve'} loading={busy === 'approve'} loadingText="Approving...">
        Approve
      </Button>
    </div>
  ) : (
    <Button variant="outline" onClick={onClose}>Close</Button>
  );

  return (
    <Dialog
      open={open}
      onClose={() => { if (!isBusy) onClose(); }}
      size="lg"
      title={`Application from ${a.fullName}`}
      description={<>Applied {a.createdAt}{a.reviewedAt ? ` · Reviewed ${a.reviewedAt}` : ''}</>}
      footer={footer}
      hideCloseButton={isBusy}
    >
      <div className={styles.content}>
        <div><StatusBadge {...a.statusBadge} size="md" /></div>
        {error ? <Alert tone="danger" description={error} /> : null}

        {flags.length > 0 ? (
          <section className={styles.section} aria-label="Fraud signals">
            <h3 className={styles.sectionTitle}>Fraud signals</h3>
            <FraudFlags flags={flags} size="md" label="Fraud signals on this application" />
          </section>
        ) : null}

        <section className={styles.section} aria-label="Personal information">
          <h3 className={styles.sectionTitle}>Personal information</h3>
          <dl className={s.dl}>
            <DetailRow label="Name">{a.fullName}</DetailRow>
            <DetailRow label="Email">{a.email}</DetailRow>
            <DetailRow label="Phone">{a.phone}</DetailRow>
            <DetailRow label="Location">{a.location}</DetailRow>
            {a.companyName ? <DetailRow label="Company">{a.companyName}</DetailRow> : null}
          </dl>
        </section>

        <section className={styles.section} aria-label="Marketing information">
          <h3 className={styles.sectionTitle}>Marketing information</h3>
          <dl className={s.dl}>
            <DetailRow label="Audience size">{a.audience}</DetailRow>
            {a.website ? (
              <DetailRow label="Website">
                {website ? <a className={styles.link} href={website} target="_blank" rel="noopener noreferrer">{a.website}</a> : a.website}
              </DetailRow>
            ) : null}
            {a.socialMedia ? <DetailRow label="Social media">{a.socialMedia}</DetailRow> : null}
          </dl>
          {a.marketingChannels.length > 0 ? (
            <ul className={styles.chips} aria-label="Marketing channels">
              {a.marketingChannels.map((c) => <li key={c}><Badge tone="primary" size="sm">{c}</Badge></li>)}
            </ul>
          ) : null}
        </section>

        <section className={styles.section} aria-label="Experience and motivation">
          <h3 className={styles.sectionTitle}>Experience &amp; motivation</h3>
          <p className={s.dt}>Experience</p>
          <p className={styles.longText}>{a.experienceDescription}</p>
          <p className={s.dt}>Motivation</p>
          <p className={styles.longText}>{a.motivation}</p>
        </section>

        {pending ? (
          <Textarea
            label="Reviewer notes"
            hint="Shared with the applicant. Required to reject."
            value={notes}
            onValueChange={setNotes}
            rows={3}
            disabled={isBusy}
          />
        ) : a.reviewerNotes ? (
          <section className={styles.section} aria-label="Reviewer notes">
            <h3 className={styles.sectionTitle}>Reviewer notes</h3>
            <p className={styles.longText}>{a.reviewerNotes}</p>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
