// What the checkout and the plan-change confirmation say (product §11.3, §11.5), from the server's
// quote and preview: the amounts are the server's, computed by the rules that charge; this only
// writes them.
import { formatDate } from '../format/formatDate';
import { formatCurrency } from '../format/formatCurrency';
import { formatMinorAmount } from '../payments/invoiceDisplay';
import type { PlanOffer } from './normalizePlan';
import { billingCycleUnit, comparablePrices, discountDurationText, discountLineLabel } from './pricing';
import type { CheckoutQuote, PlanChangePreviewResponse } from './types';

export interface CheckoutView {
  /** 'Pro, billed yearly'. */
  item: string;
  /** '$191.90 / year'. */
  listPrice: string;
  /** 'Partner link (10% off)' and '-$19.19'; null without a discount. */
  discount: { label: string; amount: string; note: string } | null;
  /** Charged today: '$172.71'. */
  total: string;
  /** 'Then $191.90 on Jun 01, 2027, and every year until you cancel.' */
  then: string | null;
  /** The pay button: 'Pay $172.71'. */
  payLabel: string;
  /** The trial offer, when the member still has one. */
  trial: { label: string; description: string; confirmTitle: string; confirmText: string } | null;
}

/** The checkout's texts for a quote. */
export function checkoutView(q: CheckoutQuote): CheckoutView {
  const money = (minor: number) => formatMinorAmount(minor, q.currency);
  const unit = billingCycleUnit(q.billing_cycle);
  const every = q.billing_cycle === 'yearly' ? 'every year' : 'every month';
  const discount = q.discount
    ? {
      label: discountLineLabel(q.discount),
      amount: `-${money(q.discount.amount)}`,
      note: `For ${discountDurationText(q.billing_cycle)}, until ${formatDate(q.discount.ends_at)}.`,
    }
    : null;
  const trial = q.trial
    ? {
      label: `Start ${q.trial.days}-day free trial`,
      description: `Or try ${q.plan_name} free for ${q.trial.days} days: no card needed today.`,
      confirmTitle: `Start your free trial of ${q.plan_name}?`,
      confirmText:
        `Your trial runs until ${formatDate(q.trial.ends_at)}. Nothing is charged today. When it ends, ` +
        `${money(q.trial.first_charge.amount)} is charged to your default card, then ${every}; without a card the plan stops. ` +
        'You can cancel any time before.',
    }
    : null;
  return {
    item: `${q.plan_name}, billed ${q.billing_cycle}`,
    listPrice: `${money(q.list_price)} / ${unit}`,
    discount,
    total: money(q.total),
    then: q.next_charge ? `Then ${money(q.next_charge.amount)} on ${formatDate(q.next_charge.at)}, and ${every} until you cancel.` : null,
    payLabel: q.total > 0 ? `Pay ${money(q.total)}` : 'Subscribe',
    trial,
  };
}

export interface PlanChangeView {
  /** 'Switch to Pro (yearly)?'. */
  title: string;
  /** Both prices per the new offer's period (like with like): '$119.88 / year' ('$9.99 / month' counted 12 times). */
  currentPrice: string;
  newPrice: string;
  /** '+$72.02 / year'. */
  difference: string;
  /** Filled once the server's preview has arrived. */
  chargedToday: string | null;
  credit: string | null;
  discount: string | null;
  /** When the change happens and what follows. */
  effect: string | null;
}

/**
 * The plan-change confirmation: the two offers' prices per the same period, then (with the server's
 * preview) what is charged today, the credit and the discount taken off, and what follows.
 */
export function planChangeView(target: PlanOffer, current: PlanOffer | null, preview: PlanChangePreviewResponse | null): PlanChangeView {
  const cmp = comparablePrices(current, target);
  const unit = billingCycleUnit(cmp.cycle);
  const per = (n: number) => `${formatCurrency(n, target.currency)} / ${unit}`;
  const sign = cmp.difference > 0 ? '+' : cmp.difference < 0 ? '-' : '';
  const money = (minor: number) => formatMinorAmount(minor, preview?.currency ?? target.currency);
  const currentPrice = current
    ? current.billing_cycle === cmp.cycle ? per(cmp.current ?? 0) : `${per(cmp.current ?? 0)} (${formatCurrency(current.price, current.currency)} / ${billingCycleUnit(current.billing_cycle)})`
    : 'None';
  let effect: string | null = null;
  if (preview) {
    const next = preview.next_charge ? ` Then ${money(preview.next_charge.amount)} on ${formatDate(preview.next_charge.at)}.` : '';
    if (preview.effective === 'trial') effect = `Your trial continues on ${preview.plan_name} until ${formatDate(preview.period_end)}.${next}`;
    else if (preview.effective === 'period_end') effect = `You keep your current plan until ${formatDate(preview.period_end)}, then move to ${preview.plan_name}. Nothing is refunded or charged.`;
    else effect = `Your new ${preview.billing_cycle} period starts today and runs until ${formatDate(preview.period_end)}.${next}`;
  }
  return {
    title: `Switch to ${target.name} (${target.billing_cycle})?`,
    currentPrice,
    newPrice: per(cmp.target),
    difference: `${sign}${formatCurrency(Math.abs(cmp.difference), target.currency)} / ${unit}`,
    chargedToday: preview ? money(preview.charged_today) : null,
    credit: preview && preview.credit > 0 ? `-${money(preview.credit)}` : null,
    discount: preview && preview.discount_amount > 0 ? `-${money(preview.discount_amount)}` : null,
    effect,
  };
}
