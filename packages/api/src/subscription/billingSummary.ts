// The billing summary of a member (product §11.4): what the billing tab and the settings tab show,
// from the real subscription, its plan and the card on file. Formatting only: the amounts and dates
// are the server's (next_charge is computed by the rule that charges).
import { cardBrandLabel } from '../payments/cardBrandLabel';
import type { PaymentMethod } from '../payments/types';
import { formatDate } from '../format/formatDate';
import { subscriptionStatusView, type StatusView } from '../format/statusView';
import { formatMinorAmount } from '../payments/invoiceDisplay';
import { billingMessages } from './billingMessages';
import { billingCycleLabel, discountLineLabel } from './pricing';
import type { Subscription } from './types';

export interface BillingSummaryView {
  /** The plan's name, 'Free' without a subscription. */
  planName: string;
  /** 'Monthly' / 'Yearly'; null without a subscription. */
  cycle: string | null;
  status: StatusView | null;
  /** '$191.90 on Jun 01, 2027'; null when nothing is due. */
  nextCharge: string | null;
  /** Why nothing is due, or what happens at the period end: 'Ends on Jun 01, 2027', 'Trial ends on …'. */
  periodNote: string | null;
  /** 'Visa ending in 4242, expires 12/2030' or 'No card on file'. */
  card: string;
  /** 'Partner link (10% off) until Jun 01, 2027'; null without one. */
  discount: string | null;
  /** Renews by itself: true / false; null without a subscription. */
  autoRenew: boolean | null;
}

/** A saved card as one line: 'Visa ending in 4242, expires 12/2030'. */
export const cardSummary = (c: PaymentMethod['card']): string =>
  `${cardBrandLabel(c.brand)} ending in ${c.last4}, expires ${String(c.exp_month).padStart(2, '0')}/${c.exp_year}`;

/** The summary of `subscription` (null: none), its plan's name and the member's cards (the default one is charged). */
export function billingSummaryView(subscription: Subscription | null, planName: string | null, cards: readonly PaymentMethod[]): BillingSummaryView {
  const card = cards.find((c) => c.is_default) ?? cards[0];
  const cardText = card ? cardSummary(card.card) : billingMessages.noCardOnFile;
  if (!subscription) {
    return { planName: 'Free', cycle: null, status: null, nextCharge: null, periodNote: null, card: cardText, discount: null, autoRenew: null };
  }
  const s = subscription;
  const end = formatDate(s.current_period_end);
  const next = s.next_charge ? `${formatMinorAmount(s.next_charge.amount, s.next_charge.currency)} on ${formatDate(s.next_charge.at)}` : null;
  const live = s.status !== 'cancelled' && s.status !== 'canceled';
  let periodNote: string | null = null;
  if (s.cancel_at_period_end) periodNote = `Ends on ${end}`;
  else if (s.status === 'trialing') periodNote = `Trial ends on ${formatDate(s.trial_end ?? s.current_period_end)}`;
  else if (s.status === 'past_due') periodNote = 'The last charge failed: add a card to continue';
  return {
    planName: planName ?? s.plan_id,
    cycle: billingCycleLabel(s.billing_cycle),
    status: subscriptionStatusView(s.status),
    nextCharge: next,
    periodNote,
    card: cardText,
    discount: s.discount ? `${discountLineLabel(s.discount)} until ${formatDate(s.discount.ends_at)}` : null,
    autoRenew: live ? !s.cancel_at_period_end : false,
  };
}
