import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../payments/types';
import { formatDate } from '../format/formatDate';
import { billingSummaryView } from './billingSummary';
import type { Subscription } from './types';

const visa: PaymentMethod = { id: 'pm_1', type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2030 }, is_default: true };
const proYearly: Subscription = {
  subscription_id: 'sub_1', plan_id: 'pro', price_id: 'pro_yearly', billing_cycle: 'yearly', status: 'active', current_period_end: '2027-06-01T12:00:00.000Z',
  cancel_at_period_end: false, trial_end: null, created_at: '2026-06-01T12:00:00.000Z', current_period_start: '2026-06-01T12:00:00.000Z',
  discount: { rate: 10, label: 'Partner link', source: 'link', ends_at: '2027-06-01T12:00:00.000Z' },
  next_charge: { amount: 19190, currency: 'usd', at: '2027-06-01T12:00:00.000Z' },
};
const day = formatDate('2027-06-01T12:00:00.000Z');

describe('billingSummaryView (product §11.4)', () => {
  it('a member on Pro yearly: plan, cycle, status, the next charge, the card and the discount', () => {
    expect(billingSummaryView(proYearly, 'Pro', [visa])).toEqual({
      planName: 'Pro', cycle: 'Yearly', status: { label: 'Active', tone: 'success' }, nextCharge: `$191.90 on ${day}`, periodNote: null,
      card: 'Visa ending in 4242, expires 03/2030', discount: `Partner link (10% off) until ${day}`, autoRenew: true,
    });
  });

  it('no card on file; ending at the period end; a trial; no subscription', () => {
    expect(billingSummaryView({ ...proYearly, cancel_at_period_end: true, next_charge: null }, 'Pro', [])).toMatchObject({
      card: 'No card on file', nextCharge: null, periodNote: `Ends on ${day}`, autoRenew: false,
    });
    expect(billingSummaryView({ ...proYearly, status: 'trialing', trial_end: '2027-06-01T12:00:00.000Z' }, 'Pro', [])).toMatchObject({ periodNote: `Trial ends on ${day}` });
    expect(billingSummaryView(null, null, [visa])).toMatchObject({ planName: 'Free', cycle: null, status: null, autoRenew: null, card: 'Visa ending in 4242, expires 03/2030' });
  });

  it('the default card is the one named', () => {
    const master: PaymentMethod = { ...visa, id: 'pm_2', card: { ...visa.card, brand: 'mastercard', last4: '4444' }, is_default: false };
    expect(billingSummaryView(null, null, [master, visa]).card).toContain('Visa ending in 4242');
  });
});
