import type { ReactNode } from 'react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { LockIcon } from '../../primitives/Icon';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './PaymentMethodList.css';

export interface PaymentMethodItem {
  id: string;
  /** Card brand as shown, e.g. 'Visa'. */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault?: boolean;
}

/** Its title is the page's (no `title` here: the tab names the list). */
export interface PaymentMethodListProps extends Omit<PanelBlockProps, 'title' | 'titleAs'> {
  methods: readonly PaymentMethodItem[];
  onRemove?: (id: string) => void;
  /** Id of the method being removed. */
  removingId?: string | null;
  /** Action for the empty state, e.g. add a card. */
  emptyAction?: ReactNode;
}

function expiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`;
}

/** Saved cards: brand, last four digits, expiry, default badge and a remove action. */
export function PaymentMethodList({ methods, onRemove, removingId = null, loading = false, error, onRetry, emptyAction, className }: PaymentMethodListProps) {
  return (
    // A list that failed to load is unknown, not empty: the failure shows alone (Panel).
    <Panel
      className={className}
      gap="3"
      loading={loading}
      loadingText="Loading payment methods..."
      error={error}
      onRetry={onRetry}
      empty={methods.length === 0}
      emptyIcon={<LockIcon size={20} />}
      emptyTitle="No payment methods"
      emptyDescription="Add a card to pay for your subscription. Card details are kept by the card provider."
      emptyAction={emptyAction}
    >
      <ul className={styles.list} aria-label="Payment methods">
        {methods.map((m) => {
          const name = `${m.brand} ending in ${m.last4}`;
          return (
            <li key={m.id} className={styles.item}>
              <span className={styles.brand} aria-hidden="true">{m.brand.slice(0, 4).toUpperCase()}</span>
              <div className={styles.info}>
                <p className={styles.number}>
                  <VisuallyHidden>{name}</VisuallyHidden>
                  <span aria-hidden="true">{m.brand} •••• {m.last4}</span>
                  {m.isDefault ? <Badge tone="primary" size="sm">Default</Badge> : null}
                </p>
                <p className={styles.expiry}>Expires {expiry(m.expMonth, m.expYear)}</p>
              </div>
              {onRemove ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(m.id)}
                  loading={removingId === m.id}
                  loadingText="Removing..."
                  disabled={removingId !== null && removingId !== m.id}
                  aria-label={removingId === m.id ? `Removing ${name}` : `Remove ${name}`}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
