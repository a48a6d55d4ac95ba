import {
  canCancelSubscription, formatDate, messages, periodEndLabel, subscriptionStatusLabel, type Subscription,
} from '@pt/api';
import { keys } from '../keys';
import { useApiQuery, type QueryResult } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

export interface SubscriptionView {
  subscription: Subscription;
  statusLabel: string;
  /** 'Ends on' when cancel_at_period_end, else 'Renews on'. */
  periodEndLabel: string;
  /** 'MMM dd, yyyy' or 'Invalid date'. */
  periodEnd: string;
  canCancel: boolean;
}

/** The current subscription (null: none); 'Failed to load subscription information.' on failure. */
export function useCurrentSubscription(): QueryResult<Subscription | null> & { view: SubscriptionView | null } {
  const userId = useUserId();
  const q = useApiQuery('useCurrentSubscription', userId ? keys.subscription(userId) : null, (c) => c.subscription.current(), messages.loadSubscriptionFailed);
  const s = q.data ?? null;
  const view = s ? {
    subscription: s,
    statusLabel: subscriptionStatusLabel(s.status),
    periodEndLabel: periodEndLabel(s),
    periodEnd: formatDate(s.current_period_end),
    canCancel: canCancelSubscription(s),
  } : null;
  return { ...q, view };
}
