import { useId } from 'react';
import { DetailRow } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { FraudFlags, type FraudFlagItem } from '../../private/FraudFlags';
import { Inline } from '../../primitives/Inline';
import { ActionDialog, useDecision, type LedgerFormat } from '../../private/LedgerShared';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { Stack } from '../../primitives/Stack';
import * as styles from './AdminCommissionReview.css';

/** A commission a fraud flag holds until an admin approves or voids it. */
export interface ReviewCommissionRow {
  id: string;
  affiliateEmail: string;
  /** The customer's e-mail, whole (admins see it unmasked). */
  customerEmail: string;
  /** What the customer paid, in dollars. */
  amount: number;
  /** The commission rate, in percent. */
  rate: number;
  /** In dollars. */
  commission: number;
  /** When the invoice was paid (ISO). */
  date: string;
  source: { kind: 'link' | 'coupon'; name: string } | null;
  flags: readonly FraudFlagItem[];
}

export interface AdminCommissionReviewProps extends PanelBlockProps {
  commissions: readonly ReviewCommissionRow[];
  format: Pick<LedgerFormat, 'money' | 'rate' | 'date'>;
  /** Lifts the hold and approves it now; may return a promise (the dialog shows it running and a refusal). */
  onApprove: (commission: ReviewCommissionRow) => unknown;
  /** Voids it with a reason the affiliate sees. */
  onVoid: (commission: ReviewCommissionRow, reason: string) => unknown;
  /** The app's rule for the reason (the SDK's `validateDecisionReason`): the error, or undefined. */
  validateReason: (text: string) => string | undefined;
}

type Decision = { kind: 'approve' | 'void'; commission: ReviewCommissionRow };

/**
 * Flagged commissions held for review, one card each: whose commission, on which customer's
 * payment, how much, and every fraud signal with its reason; Approve (confirmed) or Void (with a
 * required reason).
 */
export function AdminCommissionReview({
  commissions, format, onApprove, onVoid, validateReason, title = 'Commissions held for review', titleAs = 'h2', loading = false, error,
  onRetry, className,
}: AdminCommissionReviewProps) {
  const id = useId();
  const { open: decision, shown, decide, close } = useDecision<Decision>();
  const what = (c: ReviewCommissionRow) => `the commission of ${format.money(c.commission)} for ${c.affiliateEmail}`;

  return (
    <>
      <Panel
        title={title}
        titleAs={titleAs}
        className={className}
        loading={loading}
        loadingText="Loading flagged commissions..."
        error={error}
        onRetry={onRetry}
        empty={commissions.length === 0}
        emptyTitle="No commissions to review"
        emptyDescription="Commissions with a fraud signal wait here until you approve or void them."
      >
        <ul className={styles.list}>
          {commissions.map((c) => {
            const headingId = `review-${id}-${c.id}`;
            return (
              <li key={c.id}>
                <Card as="article" variant="outlined" aria-labelledby={headingId}>
                  <Stack gap="4">
                    <div className={styles.head}>
                      <h3 id={headingId} className={styles.amount}>
                        {format.money(c.commission)} <span className={styles.amountDetail}>on {format.money(c.amount)} at {format.rate(c.rate)}</span>
                      </h3>
                      <p className={appStyles.muted}>Paid {format.date(c.date)}</p>
                    </div>
                    <dl className={appStyles.dl}>
                      <DetailRow label="Affiliate">{c.affiliateEmail}</DetailRow>
                      <DetailRow label="Customer">{c.customerEmail}</DetailRow>
                      <DetailRow label="Source">
                        {c.source ? `${c.source.kind === 'link' ? 'Link' : 'Coupon'} ${c.source.name}` : 'Direct'}
                      </DetailRow>
                    </dl>
                    <FraudFlags flags={c.flags} label={`Fraud signals on the commission of ${format.money(c.commission)} for ${c.affiliateEmail}`} />
                    <Inline gap="2" align="end">
                      <Button variant="outline" className={styles.voidButton} onClick={() => decide({ kind: 'void', commission: c })}
                        aria-label={`Void ${what(c)}`}>
                        Void
                      </Button>
                      <Button onClick={() => decide({ kind: 'approve', commission: c })} aria-label={`Approve ${what(c)}`}>Approve</Button>
                    </Inline>
                  </Stack>
                </Card>
              </li>
            );
          })}
        </ul>
      </Panel>
      <ActionDialog
        open={decision?.kind === 'approve'}
        onClose={close}
        title={shown ? `Approve ${what(shown.commission)}?` : ''}
        description="The hold is lifted and the commission is approved now, so the affiliate can request it in a payout."
        confirmLabel="Approve commission"
        pendingLabel="Approving..."
        onConfirm={() => (shown ? onApprove(shown.commission) : undefined)}
        failureText="The commission was not approved. Please try again."
      >
        {shown ? <FraudFlags flags={shown.commission.flags} label="Its fraud signals" /> : null}
      </ActionDialog>
      <ActionDialog
        open={decision?.kind === 'void'}
        onClose={close}
        tone="danger"
        title={shown ? `Void ${what(shown.commission)}?` : ''}
        description="A voided commission is never paid. The affiliate sees your reason."
        confirmLabel="Void commission"
        pendingLabel="Voiding..."
        field={{ label: 'Reason', hint: 'Shared with the affiliate.', multiline: true, validate: validateReason, maxLength: 2000 }}
        onConfirm={(reason) => (shown ? onVoid(shown.commission, reason) : undefined)}
        failureText="The commission was not voided. Please try again."
      />
    </>
  );
}
