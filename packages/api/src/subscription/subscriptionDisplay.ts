import { subscriptionStatusView } from '../format/statusView';
import { messages as m } from '../messages';
import { discountAmount } from './pricing';
import type { Subscription } from './types';

/** product §4: active, trialing, cancelled (either spelling), past_due get labels; other values are shown raw. */
export const subscriptionStatusLabel = (status: string): string => subscriptionStatusView(status).label;

/** 'Ends on' when cancel_at_period_end is set, else 'Renews on' (decision). */
export const periodEndLabel = (s: Pick<Subscription, 'cancel_at_period_end'>): string => (s.cancel_at_period_end ? m.endsOn : m.renewsOn);

/** The cancel button is disabled once cancellation is scheduled or done. */
export const canCancelSubscription = (s: Pick<Subscription, 'cancel_at_period_end' | 'status'>): boolean =>
  !s.cancel_at_period_end && s.status !== 'cancelled';

/** Plan card button (product §2 and §5): current plan and the plan being processed are disabled. */
export function planButtonState(offerId: string, currentOfferId: string | null | undefined, processingOfferId: string | null | undefined) {
  if (offerId === currentOfferId) return { label: m.currentPlan, disabled: true, isCurrent: true };
  if (offerId === processingOfferId) return { label: m.processing, disabled: true, isCurrent: false };
  return { label: m.getStarted, disabled: !!processingOfferId, isCurrent: false };
}

/**
 * Landing-page discount: the price after `discountRate` percent and its 'N% OFF' badge. The same
 * `discountAmount` the server takes off the charge (product §11.3), so the landing's price is the invoice's.
 */
export function discountedPrice(price: number, discountRate: number | null | undefined): { price: number; badge: string | null } {
  const d = discountRate ?? 0;
  if (!(d > 0 && d <= 100)) return { price, badge: null };
  const minor = Math.round(price * 100);
  return { price: (minor - discountAmount(minor, d)) / 100, badge: `${d}% OFF` };
}
