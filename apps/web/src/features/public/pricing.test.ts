// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offerDisplay, salesMailto, trialTarget } from './pricing';

describe('trialTarget', () => {
  it('goes to the payment demo when signed in', () => {
    expect(trialTarget(true, 'Premium')).toEqual({ to: '/payment-demo' });
  });
  it('goes to sign-up with the lowercase plan and trial flag when signed out', () => {
    expect(trialTarget(false, ' Pro ')).toEqual({ to: '/signup', state: { plan: 'pro', trial: true } });
  });
});

describe('offerDisplay', () => {
  const premium = { price: 9.99, currency: 'usd', billing_cycle: 'monthly' as const };
  it('shows the plain price without a discount', () => {
    expect(offerDisplay(premium, null)).toEqual({ price: '$9.99', cycleLabel: '/month', isFree: false });
  });
  it('strikes through the old price and names the percentage with a discount', () => {
    expect(offerDisplay(premium, 10)).toEqual({ price: '$8.99', originalPrice: '$9.99', discountPercent: 10, cycleLabel: '/month', isFree: false });
  });
  it('never discounts the free plan', () => {
    expect(offerDisplay({ price: 0, currency: 'usd', billing_cycle: 'yearly' }, 20)).toEqual({ price: '$0.00', cycleLabel: '/year', isFree: true });
  });
});

describe('salesMailto', () => {
  it('addresses the sales inbox with a subject', () => {
    expect(salesMailto('sales@example.com', 'Pro')).toBe('mailto:sales@example.com?subject=Pro%20plan%20enquiry');
  });
});
