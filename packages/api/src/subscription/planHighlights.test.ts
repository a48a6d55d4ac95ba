import { describe, expect, it } from 'vitest';
import { normalizePlans } from './normalizePlan';
import { planCardFeatures, planHighlights } from './planHighlights';

const serverPlans = [
  { id: 'free', name: 'Free', features: { advanced_analytics: false, chartgpt: false, api_access: false } },
  { id: 'premium', name: 'Premium', features: { advanced_analytics: true, chartgpt: true, api_access: false } },
  { id: 'pro', name: 'Pro', features: '{"advanced_analytics":true,"chartgpt":true,"api_access":true,"custom_webhooks":true}' },
];

describe('plan highlights (product §9)', () => {
  it("names each plan's own features by id, else by name", () => {
    expect(planHighlights({ plan_id: 'free', name: 'Free' })).toEqual(['Up to 5 holdings']);
    expect(planHighlights({ plan_id: 'plan_2', name: ' Premium ' })).toEqual(['Unlimited holdings', '5 premium plugins', 'Real-time sync']);
    expect(planHighlights({ plan_id: 'pro', name: 'Pro' })).toEqual(['Unlimited holdings', 'All plugins', 'Advanced risk metrics', 'Custom alerts', 'Portfolio sharing']);
    expect(planHighlights({ plan_id: 'team', name: 'Team' })).toEqual([]);
    expect(planHighlights({ plan_id: 'constructor', name: 'toString' })).toEqual([]);
  });

  it('lists the own features, then the compared ones the plan has, then any other enabled feature', () => {
    const [free, premium, pro] = normalizePlans(serverPlans, 'monthly');
    expect(planCardFeatures(free!)).toEqual(['Up to 5 holdings', 'Portfolio Tracking']);
    expect(planCardFeatures(premium!)).toEqual([
      'Unlimited holdings', '5 premium plugins', 'Real-time sync', 'Portfolio Tracking', 'Advanced Analytics', 'ChartGPT Integration',
    ]);
    expect(planCardFeatures(pro!)).toEqual([
      'Unlimited holdings', 'All plugins', 'Advanced risk metrics', 'Custom alerts', 'Portfolio sharing',
      'Portfolio Tracking', 'Advanced Analytics', 'ChartGPT Integration', 'API Access', 'Custom webhooks',
    ]);
  });
});
