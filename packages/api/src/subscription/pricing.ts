// What a member is charged (product §11.3-§11.5): the referral's discount, the length of a billing
// period and a plan change's proration. The reference server charges with these functions and
// the screens show their results, so a price on screen is the price on the invoice. Amounts are
// minor units (cents) unless a name says otherwise.
import type { BillingCycle } from './types';

/** How long a referral's discount lasts: every charge in the first 12 months of the subscription. */
export const DISCOUNT_MONTHS = 12;

/** A discount as a subscription carries it: a percentage until a moment. */
export interface DiscountTerms {
  /** Percent off, 1-100. */
  rate: number;
  /** The first moment it no longer applies (ISO string, unix seconds or a Date). */
  endsAt: string | number | Date;
}

/** An amount as charged: the list price, the discount taken off, what is paid. */
export interface Charge { subtotal: number; discount: number; total: number }

const toMs = (v: string | number | Date): number => (v instanceof Date ? v.getTime() : typeof v === 'number' ? v * 1000 : Date.parse(v));

/** `rate` percent of an amount in minor units, rounded half up to the cent (0 outside 1-100). */
export function discountAmount(minor: number, rate: number | null | undefined): number {
  const r = rate ?? 0;
  return Number.isFinite(r) && r > 0 && r <= 100 && minor > 0 ? Math.floor((minor * r) / 100 + 0.5) : 0;
}

/** Whether a discount applies to a charge made at `at`. */
export const discountApplies = (discount: DiscountTerms | null | undefined, at: Date): boolean =>
  !!discount && discount.rate > 0 && at.getTime() < toMs(discount.endsAt);

/** What a charge of `listMinor` made at `at` costs with the subscription's discount. */
export function chargeFor(listMinor: number, discount: DiscountTerms | null | undefined, at: Date): Charge {
  const off = discountApplies(discount, at) ? discountAmount(listMinor, discount?.rate) : 0;
  return { subtotal: listMinor, discount: off, total: listMinor - off };
}

/** The end of `periods` billing periods from `start`: calendar months in UTC (Jan 31 + 1 month is Mar 3, as the provider counts). */
export function billingPeriodEnd(start: Date, cycle: BillingCycle, periods = 1): Date {
  const out = new Date(start.getTime());
  out.setUTCMonth(out.getUTCMonth() + (cycle === 'yearly' ? 12 : 1) * periods);
  return out;
}

/** When a discount given at `start` stops applying: DISCOUNT_MONTHS later. */
export function discountEndsAt(start: Date): Date {
  const out = new Date(start.getTime());
  out.setUTCMonth(out.getUTCMonth() + DISCOUNT_MONTHS);
  return out;
}

/** A subscription as the next charge and a plan change see it. */
export interface BillingState {
  status: string;
  cancelAtPeriodEnd: boolean;
  periodStart: Date;
  periodEnd: Date;
  /** What the current period was bought for (money and credit), minor units; 0 for a trial or a free plan. */
  periodValue: number;
  /** The list price of the current offer, minor units. */
  listPrice: number;
}

/**
 * The next charge of a subscription: at the period's end, the list price with the discount that
 * applies then. None when the subscription ends at the period's end, is free, or is not active or
 * trialing (a past-due period is not charged again on its own).
 */
export function nextCharge(s: BillingState, discount: DiscountTerms | null | undefined): { amount: number; at: Date } | null {
  if (s.cancelAtPeriodEnd || s.listPrice <= 0 || !['active', 'trialing'].includes(s.status)) return null;
  return { amount: chargeFor(s.listPrice, discount, s.periodEnd).total, at: s.periodEnd };
}

const DAY_MS = 86_400_000;

/**
 * The unused part of the current period's value at `now`, pro rata by whole days left (a day begun
 * counts as unused, so a change on the day of paying credits all of it), rounded to the cent. Whole
 * days keep a preview's amount from moving between the moment it is shown and the moment it is confirmed.
 */
export function unusedCredit(s: Pick<BillingState, 'periodStart' | 'periodEnd' | 'periodValue'>, now: Date): number {
  const length = Math.round((s.periodEnd.getTime() - s.periodStart.getTime()) / DAY_MS);
  const left = Math.min(Math.ceil(Math.max(s.periodEnd.getTime() - now.getTime(), 0) / DAY_MS), length);
  return length > 0 && s.periodValue > 0 ? Math.round((s.periodValue * left) / length) : 0;
}

export type PlanChangeQuote =
  /** A trial switches plan and keeps running; its end and the first charge follow the new offer. */
  | { effective: 'trial'; chargedToday: 0; credit: 0; charge: Charge; periodStart: Date; periodEnd: Date; periodValue: 0 }
  /** To a free offer: the paid period runs to its end, then the member is on the free plan (nothing charged or refunded). */
  | { effective: 'period_end'; chargedToday: 0; credit: 0; charge: Charge; periodStart: Date; periodEnd: Date; periodValue: number }
  /**
   * Now: a new period of the new offer starts today. The unused part of the current period is a
   * credit: charged today is the new price (discount taken off) less the credit. A credit larger than
   * the new price buys the new offer for longer instead: nothing is charged and the period runs for
   * credit / price of a period.
   */
  | { effective: 'now'; chargedToday: number; credit: number; charge: Charge; periodStart: Date; periodEnd: Date; periodValue: number };

/** A change from the current subscription to an offer of `targetCycle` at `targetListPrice` (product §11.5). */
export function planChangeQuote(
  current: BillingState, targetCycle: BillingCycle, targetListPrice: number, discount: DiscountTerms | null | undefined, now: Date,
): PlanChangeQuote {
  const charge = chargeFor(targetListPrice, discount, now);
  if (targetListPrice <= 0) {
    return { effective: 'period_end', chargedToday: 0, credit: 0, charge, periodStart: current.periodStart, periodEnd: current.periodEnd, periodValue: current.periodValue };
  }
  if (current.status === 'trialing') {
    return { effective: 'trial', chargedToday: 0, credit: 0, charge: chargeFor(targetListPrice, discount, current.periodEnd), periodStart: current.periodStart, periodEnd: current.periodEnd, periodValue: 0 };
  }
  const credit = unusedCredit(current, now);
  const natural = billingPeriodEnd(now, targetCycle);
  if (credit < charge.total) {
    return { effective: 'now', chargedToday: charge.total - credit, credit, charge, periodStart: now, periodEnd: natural, periodValue: charge.total };
  }
  const end = charge.total > 0 ? new Date(now.getTime() + Math.round(((natural.getTime() - now.getTime()) * credit) / charge.total)) : natural;
  return { effective: 'now', chargedToday: 0, credit, charge, periodStart: now, periodEnd: end, periodValue: credit };
}

/**
 * Two offers' prices per the same period, the target's (product §11.5: the preview compares like with
 * like): a monthly price counts 12 times in a year, a yearly one is a twelfth per month. Major units.
 */
export function comparablePrices(
  current: { price: number; billing_cycle: BillingCycle } | null, target: { price: number; billing_cycle: BillingCycle },
): { cycle: BillingCycle; current: number | null; target: number; difference: number } {
  const per = (o: { price: number; billing_cycle: BillingCycle }) =>
    o.billing_cycle === target.billing_cycle ? o.price : target.billing_cycle === 'yearly' ? o.price * 12 : o.price / 12;
  const round = (n: number) => Math.round(n * 100) / 100;
  const now = current ? round(per(current)) : null;
  return { cycle: target.billing_cycle, current: now, target: round(target.price), difference: round(target.price - (now ?? 0)) };
}

/** 'Monthly' / 'Yearly'. */
export const billingCycleLabel = (cycle: BillingCycle): string => (cycle === 'yearly' ? 'Yearly' : 'Monthly');
/** 'month' / 'year': the unit a price is per. */
export const billingCycleUnit = (cycle: BillingCycle): string => (cycle === 'yearly' ? 'year' : 'month');

/** A discount as an invoice line and the checkout name it: 'Partner link (10% off)', 'Coupon SPRING10 (10% off)'. */
export function discountLineLabel(d: { source: 'link' | 'coupon'; label: string; rate: number }): string {
  return `${d.source === 'coupon' ? `Coupon ${d.label}` : d.label} (${d.rate}% off)`;
}

/** 'first 12 months' / 'first year': how long a discount of DISCOUNT_MONTHS lasts on an offer of `cycle`. */
export const discountDurationText = (cycle: BillingCycle): string => (cycle === 'yearly' ? 'the first year' : `the first ${DISCOUNT_MONTHS} months`);
