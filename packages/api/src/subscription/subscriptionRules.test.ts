import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeError } from '../http/normalizeError';
import { normalizePlan, normalizePlans, parseFeatures, planIconKey } from './normalizePlan';
import { parsePriceId, priceIdFor } from './priceId';
import { serverMessageOr } from '../http/errorText';
import { messages } from '../messages';
import { cancelErrorMessage, paymentErrorMessage, removePaymentMethodErrorMessage, subscribeErrorMessage, updatePlanErrorMessage } from './subscriptionErrorMessages';
import { canCancelSubscription, discountedPrice, periodEndLabel, planButtonState, subscriptionStatusLabel } from './subscriptionDisplay';

const premium = {
  id: 'premium', name: 'premium', display_name: 'Premium', description: 'More', price_monthly: 9.99, price_yearly: 95.9,
  currency: 'usd', features: '{"advanced_analytics":true,"chartgpt":false,"api_access":true}', holdings_limit: null, trial_days: 14,
};

describe('plan normalisation (product §3)', () => {
  it('one monthly and one yearly offer with derived price ids and enabled features', () => {
    expect(normalizePlan(premium)).toEqual([
      { id: 'premium_monthly', plan_id: 'premium', name: 'Premium', description: 'More', price: 9.99, currency: 'usd', billing_cycle: 'monthly', features: ['advanced_analytics', 'api_access'], icon: 'premium' },
      { id: 'premium_yearly', plan_id: 'premium', name: 'Premium', description: 'More', price: 95.9, currency: 'usd', billing_cycle: 'yearly', features: ['advanced_analytics', 'api_access'], icon: 'premium' },
    ]);
  });
  it('features as an object or a JSON string; anything else is none', () => {
    expect(parseFeatures({ chartgpt: true, api_access: false })).toEqual(['chartgpt']);
    expect(parseFeatures('{"chartgpt":true}')).toEqual(['chartgpt']);
    expect(parseFeatures('not json')).toEqual([]);
    expect(parseFeatures(['chartgpt'])).toEqual([]);
  });
  it('icon by name', () => {
    expect(['Basic', 'Premium Plus', 'Pro', 'Free'].map(planIconKey)).toEqual(['basic', 'premium', 'pro', 'default']);
  });
  it('filters by billing cycle', () => {
    expect(normalizePlans([premium, { ...premium, id: 'pro', name: 'pro', display_name: 'Pro' }], 'yearly').map((o) => o.id)).toEqual(['premium_yearly', 'pro_yearly']);
    expect(normalizePlans('nope')).toEqual([]);
  });
  it('property: never throws on arbitrary input (1000+ runs), offers are well-formed', () => {
    const planish = fc.record({
      id: fc.oneof(fc.string(), fc.anything()), name: fc.anything(), display_name: fc.anything(), description: fc.anything(),
      price_monthly: fc.anything(), price_yearly: fc.oneof(fc.double(), fc.string()), currency: fc.anything(),
      features: fc.oneof(fc.anything(), fc.json(), fc.dictionary(fc.string(), fc.boolean())),
    }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), planish), (input) => {
        for (const o of normalizePlan(input)) {
          expect(Number.isFinite(o.price)).toBe(true);
          expect(parsePriceId(o.id)).toEqual({ planId: o.plan_id, cycle: o.billing_cycle });
          expect(Array.isArray(o.features)).toBe(true);
        }
        normalizePlans([input, input]);
      }),
      { numRuns: 2000 },
    );
  });
  it('hostile prices (objects whose valueOf is not callable) are 0, not a throw', () => {
    const hostile = { valueOf: 0, toString: 0 };
    expect(normalizePlan({ ...premium, price_monthly: hostile, price_yearly: hostile }).map((o) => o.price)).toEqual([0, 0]);
    fc.assert(
      fc.property(fc.anything(), (x) => {
        normalizePlan({ id: 'p', price_monthly: x, price_yearly: x, name: x, features: x });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('price ids', () => {
  it('priceIdFor and parsePriceId', () => {
    expect(priceIdFor('premium', 'monthly')).toBe('premium_monthly');
    expect(parsePriceId('pro_plus_yearly')).toEqual({ planId: 'pro_plus', cycle: 'yearly' });
    expect(parsePriceId('premium')).toBeNull();
    expect(parsePriceId('_monthly')).toBeNull();
    expect(parsePriceId('premium_weekly')).toBeNull();
  });
  it('parsePriceId takes any value: only a string can be a price id', () => {
    expect([undefined, null, 42, { planId: 'premium' }, ['premium_monthly']].map(parsePriceId)).toEqual([null, null, null, null, null]);
  });
  it('property: round trip for any non-empty plan id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom('monthly' as const, 'yearly' as const), (id, cycle) => {
        expect(parsePriceId(priceIdFor(id, cycle))).toEqual({ planId: id, cycle });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('subscription display (product §2, §4, §5)', () => {
  it('status labels; other values raw', () => {
    expect(['active', 'cancelled', 'past_due', 'trialing', 'incomplete'].map(subscriptionStatusLabel)).toEqual(['Active', 'Cancelled', 'Past Due', 'Trialing', 'incomplete']);
  });
  it("'Ends on' and a disabled cancel when cancel_at_period_end is set", () => {
    expect(periodEndLabel({ cancel_at_period_end: true })).toBe('Ends on');
    expect(periodEndLabel({ cancel_at_period_end: false })).toBe('Renews on');
    expect(canCancelSubscription({ cancel_at_period_end: true, status: 'active' })).toBe(false);
    expect(canCancelSubscription({ cancel_at_period_end: false, status: 'cancelled' })).toBe(false);
    expect(canCancelSubscription({ cancel_at_period_end: false, status: 'active' })).toBe(true);
  });
  it('plan buttons: current plan and the plan in progress are disabled', () => {
    expect(planButtonState('pro_monthly', 'pro_monthly', null)).toEqual({ label: 'Current Plan', disabled: true, isCurrent: true });
    expect(planButtonState('pro_monthly', null, 'pro_monthly')).toEqual({ label: 'Processing...', disabled: true, isCurrent: false });
    expect(planButtonState('pro_monthly', 'premium_monthly', null)).toEqual({ label: 'Get Started', disabled: false, isCurrent: false });
  });
  it("discounted price with an 'N% OFF' badge", () => {
    expect(discountedPrice(19.99, 10)).toEqual({ price: 17.99, badge: '10% OFF' });
    expect(discountedPrice(19.99, 0)).toEqual({ price: 19.99, badge: null });
  });
});

describe('subscription and payment messages (product §8)', () => {
  const e = normalizeError({ kind: 'http', status: 400, body: '{"error":"Card declined"}' });
  it('server message or the fallback', () => {
    expect(serverMessageOr(e, messages.updatePlanFailed)).toBe('Card declined');
    expect(serverMessageOr('Plan not found', messages.updatePlanFailed)).toBe('Plan not found');
    expect(serverMessageOr(new RangeError('x'), messages.updatePlanFailed)).toBe('Failed to update plan.');
    expect(serverMessageOr(undefined, messages.cancelFailed)).toBe('Failed to cancel subscription.');
    expect(serverMessageOr(null, messages.removePaymentMethodFailed)).toBe('Failed to remove payment method.');
    expect(updatePlanErrorMessage(e)).toBe('Card declined');
    expect(cancelErrorMessage(new Error('x'))).toBe('Failed to cancel subscription.');
    expect(removePaymentMethodErrorMessage('Card in use')).toBe('Card in use');
  });
  it("subscribing: 'Error' toast with the message, or the sign-in text", () => {
    expect(subscribeErrorMessage(e)).toEqual({ title: 'Error', message: 'Card declined' });
    expect(subscribeErrorMessage({})).toEqual({ title: 'Error', message: 'Failed to subscribe to plan.' });
    expect(subscribeErrorMessage(new Error('Sign in to subscribe'))).toEqual({ title: 'Error', message: 'Please sign in to subscribe to a plan.' });
  });
  it("payment: the provider's message or 'Payment failed'", () => {
    expect(paymentErrorMessage({ type: 'card_error', message: 'Your card was declined.' })).toBe('Your card was declined.');
    expect(paymentErrorMessage(undefined)).toBe('Payment failed');
  });
});
