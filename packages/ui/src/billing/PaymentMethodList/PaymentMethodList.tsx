import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { EmptyState, LoadingState } from '../../private/AppShared';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { LockIcon } from '../../primitives/Icon';
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

export interface PaymentMethodListProps {
  methods: readonly PaymentMethodItem[];
  onRemove?: (id: string) => void;
  /** Id of the method being removed. */
  removingId?: string | null;
  loading?: boolean;
  error?: ReactNode;
  /** With `error`: a Try again button that calls this (e.g. reload the list). */
  onRetry?: () => void;
  /** Action for the empty state, e.g. add a card. */
  emptyAction?: ReactNode;
  className?: string;
}

function expiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`;
}

/** Saved cards: brand, last four digits, expiry, default badge and a remove action. */
export function PaymentMethodList({ methods, onRemove, removingId = null, loading = false, error, onRetry, emptyAction, className }: PaymentMethodListProps) {
  if (loading) return <LoadingState text="Loading payment methods..." />;
  return (
    <div className={cx(styles.wrapper, className)}>
      {error ? (
        <Alert tone="danger" description={error}
          action={onRetry ? <Button size="sm" variant="outline" onClick={onRetry}>Try again</Button> : undefined} />
      ) : null}
      {/* A list that failed to load is unknown, not empty. */}
      {error && methods.length === 0 ? null : methods.length === 0 ? (
        <EmptyState
          icon={<LockIcon size={20} />}
          title="No payment methods"
          description="Add a card to pay for your subscription. Card details are kept by the card provider."
          action={emptyAction}
        />
      ) : (
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
      )}
    </div>
  );
}
