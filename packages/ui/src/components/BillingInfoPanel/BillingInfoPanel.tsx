import * as s from '../AppShared/styles.css';
import { Card, CardTitle } from '../Card';

export interface BillingInfoPanelProps {
  /** Formatted next billing date, when known. */
  nextBillingDate?: string;
  className?: string;
}

/** Billing information: the cycle and method are fixed text (product §2). */
export function BillingInfoPanel({ nextBillingDate, className }: BillingInfoPanelProps) {
  return (
    <Card variant="outlined" className={className} header={<CardTitle>Billing Information</CardTitle>}>
      <ul className={s.kvList}>
        <li className={s.kvItem}><span className={s.kvLabel}>Billing cycle</span><span className={s.kvValue}>Monthly</span></li>
        <li className={s.kvItem}><span className={s.kvLabel}>Payment method</span><span className={s.kvValue}>Credit Card</span></li>
        {nextBillingDate ? (
          <li className={s.kvItem}><span className={s.kvLabel}>Next billing date</span><span className={s.kvValue}>{nextBillingDate}</span></li>
        ) : null}
      </ul>
    </Card>
  );
}
