import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingPeriodEnd, chargeFor, comparablePrices, discountAmount, discountEndsAt, nextCharge, planChangeQuote, unusedCredit, type BillingState,
} from './pricing';
import { discountedPrice } from './subscriptionDisplay';

const at = (iso: string) => new Date(iso);
const start = at('2026-06-01T12:00:00Z');

describe('discounts (product §11.3)', () => {
  it('takes the rate off, rounded half up to the cent', () => {
    expect(discountAmount(19190, 10)).toBe(1919);
    expect(discountAmount(999, 15)).toBe(150); // 149.85
    expect(discountAmount(1005, 10)).toBe(101); // 100.5 rounds up
    expect(discountAmount(999, 0)).toBe(0);
    expect(discountAmount(999, 101)).toBe(0);
    expect(discountAmount(999, null)).toBe(0);
  });

  it('the landing price is the charged price for every price and rate', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (minor, rate) => {
      const shown = discountedPrice(minor / 100, rate).price;
      const charged = chargeFor(minor, { rate, endsAt: discountEndsAt(start) }, start).total;
      return Math.round(shown * 100) === charged;
    }), { numRuns: 2000 });
  });

  it('Pro yearly with 10% off: $172.71 today, the full $191.90 at the first renewal a year later', () => {
    const discount = { rate: 10, endsAt: discountEndsAt(start) };
    expect(chargeFor(19190, discount, start)).toEqual({ subtotal: 19190, discount: 1919, total: 17271 });
    expect(chargeFor(19190, discount, billingPeriodEnd(start, 'yearly')).total).toBe(19190);
  });

  it('a monthly plan is discounted twelve times: months 0 to 11', () => {
    const discount = { rate: 10, endsAt: discountEndsAt(start) };
    const charged = Array.from({ length: 14 }, (_, i) => chargeFor(999, discount, billingPeriodEnd(start, 'monthly', i)).discount > 0);
    expect(charged.filter(Boolean)).toHaveLength(12);
    expect(charged.slice(12)).toEqual([false, false]);
  });

  it('periods are calendar months in UTC', () => {
    expect(billingPeriodEnd(at('2026-01-31T00:00:00Z'), 'monthly').toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(billingPeriodEnd(start, 'yearly').toISOString()).toBe('2027-06-01T12:00:00.000Z');
  });
});

const paid = (over: Partial<BillingState> = {}): BillingState => ({
  status: 'active', cancelAtPeriodEnd: false, periodStart: start, periodEnd: billingPeriodEnd(start, 'monthly'), periodValue: 999, listPrice: 999, ...over,
});

describe('next charge (product §11.4)', () => {
  it('at the period end, with the discount that applies then; none when ending, free or past due', () => {
    const discount = { rate: 10, endsAt: discountEndsAt(start) };
    expect(nextCharge(paid(), discount)).toEqual({ amount: 899, at: billingPeriodEnd(start, 'monthly') });
    expect(nextCharge(paid({ cancelAtPeriodEnd: true }), discount)).toBeNull();
    expect(nextCharge(paid({ listPrice: 0 }), discount)).toBeNull();
    expect(nextCharge(paid({ status: 'past_due' }), discount)).toBeNull();
    expect(nextCharge(paid({ status: 'trialing', periodValue: 0 }), null)?.amount).toBe(999);
  });
});

describe('plan change (product §11.5)', () => {
  const halfway = at('2026-06-16T12:00:00Z'); // 15 of 30 days used

  it('credit is the unused share of what the period cost', () => {
    expect(unusedCredit(paid(), halfway)).toBe(500); // 999 * 15/30 = 499.5
    expect(unusedCredit(paid(), start)).toBe(999);
    // A day begun is not used yet: a change an hour after paying credits everything.
    expect(unusedCredit(paid(), new Date(start.getTime() + 3_600_000))).toBe(999);
    expect(unusedCredit(paid(), new Date(halfway.getTime() + 3_600_000))).toBe(500);
    expect(unusedCredit(paid(), billingPeriodEnd(start, 'yearly'))).toBe(0);
  });

  it('an upgrade charges the new price less the credit and starts a new period today', () => {
    const q = planChangeQuote(paid(), 'yearly', 19190, null, halfway);
    expect(q).toMatchObject({ effective: 'now', credit: 500, chargedToday: 18690, periodStart: halfway, periodValue: 19190 });
    expect(q.periodEnd.toISOString()).toBe('2027-06-16T12:00:00.000Z');
  });

  it('a credit larger than the new price buys the new plan for longer, nothing charged', () => {
    const yearly = paid({ periodEnd: billingPeriodEnd(start, 'yearly'), periodValue: 19190, listPrice: 19190 });
    const q = planChangeQuote(yearly, 'monthly', 999, null, start);
    expect(q).toMatchObject({ effective: 'now', credit: 19190, chargedToday: 0, periodValue: 19190 });
    const months = (q.periodEnd.getTime() - start.getTime()) / (billingPeriodEnd(start, 'monthly').getTime() - start.getTime());
    expect(months).toBeCloseTo(19190 / 999, 5);
  });

  it('the discount of the subscription applies to the new price', () => {
    const q = planChangeQuote(paid(), 'monthly', 1999, { rate: 10, endsAt: discountEndsAt(start) }, halfway);
    expect(q.charge).toEqual({ subtotal: 1999, discount: 200, total: 1799 });
    expect(q.chargedToday).toBe(1799 - 500);
  });

  it('a trial keeps running on the new plan; a free plan waits for the period end', () => {
    const trial = planChangeQuote(paid({ status: 'trialing', periodValue: 0 }), 'monthly', 1999, null, halfway);
    expect(trial).toMatchObject({ effective: 'trial', chargedToday: 0, periodEnd: billingPeriodEnd(start, 'monthly') });
    expect(planChangeQuote(paid(), 'monthly', 0, null, halfway)).toMatchObject({ effective: 'period_end', chargedToday: 0, periodEnd: billingPeriodEnd(start, 'monthly') });
  });

  it('never charges more than the new price, never less than nothing', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 400 }), fc.constantFrom('monthly' as const, 'yearly' as const),
      (value, price, day, cycle) => {
        const now = new Date(start.getTime() + day * 86_400_000);
        const q = planChangeQuote(paid({ periodEnd: billingPeriodEnd(start, 'yearly'), periodValue: value }), cycle, price, null, now);
        return q.chargedToday >= 0 && q.chargedToday <= price && q.periodEnd.getTime() >= now.getTime();
      },
    ), { numRuns: 1000 });
  });
});

describe('comparablePrices', () => {
  it('compares per the target offer\'s period', () => {
    expect(comparablePrices({ price: 9.99, billing_cycle: 'monthly' }, { price: 191.9, billing_cycle: 'yearly' })).toEqual({ cycle: 'yearly', current: 119.88, target: 191.9, difference: 72.02 });
    expect(comparablePrices({ price: 191.9, billing_cycle: 'yearly' }, { price: 9.99, billing_cycle: 'monthly' })).toEqual({ cycle: 'monthly', current: 15.99, target: 9.99, difference: -6 });
    expect(comparablePrices(null, { price: 9.99, billing_cycle: 'monthly' })).toEqual({ cycle: 'monthly', current: null, target: 9.99, difference: 9.99 });
  });
});

describe('discount labels', () => {
  it('names the source and the rate', async () => {
    const { discountLineLabel, discountDurationText } = await import('./pricing');
    expect(discountLineLabel({ source: 'link', label: 'Partner link', rate: 10 })).toBe('Partner link (10% off)');
    expect(discountLineLabel({ source: 'coupon', label: 'SPRING10', rate: 15 })).toBe('Coupon SPRING10 (15% off)');
    expect([discountDurationText('yearly'), discountDurationText('monthly')]).toEqual(['the first year', 'the first 12 months']);
  });
});
