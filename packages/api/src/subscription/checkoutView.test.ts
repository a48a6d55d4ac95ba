import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/formatDate';
import type { PlanOffer } from './normalizePlan';
import { checkoutView, planChangeView } from './checkoutView';
import type { CheckoutQuote, PlanChangePreviewResponse } from './types';

const at = '2027-06-01T12:00:00.000Z';
const quote: CheckoutQuote = {
  price_id: 'pro_yearly', plan_id: 'pro', plan_name: 'Pro', billing_cycle: 'yearly', currency: 'usd', list_price: 19190,
  discount: { rate: 10, amount: 1919, label: 'Partner link', source: 'link', code: null, ends_at: at }, total: 17271, period_end: at,
  next_charge: { amount: 19190, currency: 'usd', at }, trial: { days: 14, ends_at: '2026-06-15T12:00:00.000Z', first_charge: { amount: 17271, currency: 'usd', at: '2026-06-15T12:00:00.000Z' } },
  promotion_code: null,
};
const offer = (plan: string, cycle: 'monthly' | 'yearly', price: number): PlanOffer => ({
  id: `${plan}_${cycle}`, plan_id: plan, name: plan === 'pro' ? 'Pro' : 'Premium', description: '', price, currency: 'usd', billing_cycle: cycle, features: [], icon: 'pro',
});

describe('checkoutView (product §11.3)', () => {
  it('writes the quote: list price, discount, today, what follows, the trial', () => {
    expect(checkoutView(quote)).toEqual({
      item: 'Pro, billed yearly', listPrice: '$191.90 / year',
      discount: { label: 'Partner link (10% off)', amount: '-$19.19', note: `For the first year, until ${formatDate(at)}.` },
      total: '$172.71', then: `Then $191.90 on ${formatDate(at)}, and every year until you cancel.`, payLabel: 'Pay $172.71',
      trial: expect.objectContaining({ label: 'Start 14-day free trial', confirmTitle: 'Start your free trial of Pro?' }),
    });
    expect(checkoutView(quote).trial?.confirmText).toContain('$172.71 is charged to your default card');
    expect(checkoutView({ ...quote, discount: null, trial: null, total: 19190 })).toMatchObject({ discount: null, trial: null, payLabel: 'Pay $191.90' });
  });
});

describe('planChangeView (product §11.5)', () => {
  it('compares like with like: a monthly price counted per year against a yearly one', () => {
    const v = planChangeView(offer('pro', 'yearly', 191.9), offer('premium', 'monthly', 9.99), null);
    expect(v).toEqual({
      title: 'Switch to Pro (yearly)?', currentPrice: '$119.88 / year ($9.99 / month)', newPrice: '$191.90 / year', difference: '+$72.02 / year',
      chargedToday: null, credit: null, discount: null, effect: null,
    });
  });

  it('with the server\'s preview: what is charged today, the credit, what follows', () => {
    const preview: PlanChangePreviewResponse = {
      price_id: 'pro_yearly', plan_name: 'Pro', billing_cycle: 'yearly', currency: 'usd', effective: 'now', list_price: 19190, discount_amount: 0,
      credit: 466, charged_today: 18724, period_end: at, next_charge: { amount: 19190, currency: 'usd', at },
    };
    expect(planChangeView(offer('pro', 'yearly', 191.9), offer('premium', 'monthly', 9.99), preview)).toMatchObject({
      chargedToday: '$187.24', credit: '-$4.66', discount: null,
      effect: `Your new yearly period starts today and runs until ${formatDate(at)}. Then $191.90 on ${formatDate(at)}.`,
    });
    expect(planChangeView(offer('premium', 'monthly', 9.99), offer('pro', 'yearly', 191.9), null)).toMatchObject({ currentPrice: '$15.99 / month ($191.90 / year)', difference: '-$6.00 / month' });
  });
});
