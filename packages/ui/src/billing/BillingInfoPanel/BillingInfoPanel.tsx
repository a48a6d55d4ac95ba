import type { ReactNode } from 'react';
import * as s from '../../private/AppShared/styles.css';
import { Card, CardTitle } from '../../primitives/Card';
import { LoadError } from '../../primitives/Panel';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { TextPlaceholder } from '../../primitives/TextPlaceholder';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

export interface BillingInfo {
  /** The plan's name: 'Pro', or 'Free' without a subscription. */
  planName: string;
  /** 'Yearly'; null without a subscription. */
  cycle: string | null;
  status: StatusDisplay | null;
  /** '$191.90 on Jun 01, 2027'; null when nothing is due. */
  nextCharge: string | null;
  /** What happens at the period's end instead, or why nothing is due. */
  periodNote?: string | null;
  /** 'Visa ending in 4242, expires 12/2030' or 'No card on file'. */
  card: string;
  /** 'Partner link (10% off) until Jun 01, 2027'. */
  discount?: string | null;
}

export interface BillingInfoPanelProps {
  /** The member's billing, from their real subscription (product §11.4); null while it loads. */
  billing: BillingInfo | null;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

/**
 * Billing information: plan, cycle, status, next charge (amount and date), the card on file and a discount.
 * A card with a header bar (not Panel): the page's tests find its rows from the title's bar. A failure
 * to load shows through LoadError, with Try again.
 */
export function BillingInfoPanel({ billing, loading = false, error, onRetry, className }: BillingInfoPanelProps) {
  const v = (text: ReactNode | undefined, sample: string) => (billing ? text : <TextPlaceholder sample={sample} />);
  return (
    <Card variant="outlined" className={className} header={<CardTitle>Billing Information</CardTitle>}>
      {error ? (
        <LoadError error={error} onRetry={onRetry} retrying={loading} />
      ) : (
        <>
        {loading ? <VisuallyHidden role="status">Loading billing information...</VisuallyHidden> : null}
        <ul className={s.kvList} aria-busy={loading || undefined}>
          <li className={s.kvItem}><span className={s.kvLabel}>Plan</span><span className={s.kvValue}>{v(billing?.planName, 'Premium')}</span></li>
          <li className={s.kvItem}><span className={s.kvLabel}>Billing cycle</span><span className={s.kvValue}>{v(billing?.cycle ?? 'None', 'Monthly')}</span></li>
          <li className={s.kvItem}>
            <span className={s.kvLabel}>Status</span>
            <span className={s.kvValue}>{billing ? (billing.status ? <StatusBadge {...billing.status} size="sm" /> : 'No subscription') : <TextPlaceholder sample="Active" />}</span>
          </li>
          <li className={s.kvItem}>
            <span className={s.kvLabel}>Next charge</span>
            <span className={s.kvValue}>{v(billing?.nextCharge ?? billing?.periodNote ?? 'None', '$191.90 on Jun 01, 2027')}</span>
          </li>
          {billing?.nextCharge && billing.periodNote ? (
            <li className={s.kvItem}><span className={s.kvLabel}>Note</span><span className={s.kvValue}>{billing.periodNote}</span></li>
          ) : null}
          {billing?.discount ? (
            <li className={s.kvItem}><span className={s.kvLabel}>Discount</span><span className={s.kvValue}>{billing.discount}</span></li>
          ) : null}
          <li className={s.kvItem}><span className={s.kvLabel}>Payment method</span><span className={s.kvValue}>{v(billing?.card, 'Visa ending in 4242, expires 12/2030')}</span></li>
        </ul>
        </>
      )}
    </Card>
  );
}
