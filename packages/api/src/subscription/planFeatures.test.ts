import { describe, expect, it } from 'vitest';
import { featureLabel, PLAN_COMPARISON_ROWS } from './planFeatures';

describe('plan features (product §2)', () => {
  it('names known features, turns other snake_case keys into words and keeps anything else', () => {
    expect(['chartgpt', 'api_access', 'advanced_analytics', 'portfolio_tracking'].map(featureLabel))
      .toEqual(['ChartGPT Integration', 'API Access', 'Advanced Analytics', 'Portfolio Tracking']);
    expect(featureLabel('custom_alerts')).toBe('Custom alerts');
    expect(featureLabel('Real-time sync')).toBe('Real-time sync');
    expect(featureLabel('constructor')).toBe('Constructor');
  });
  it("names Pro's own features in the words of its highlights (product §9)", () => {
    expect(['risk_metrics', 'custom_alerts', 'portfolio_sharing'].map(featureLabel)).toEqual(['Advanced risk metrics', 'Custom alerts', 'Portfolio sharing']);
  });
  it('compares Portfolio Tracking for every plan, then the three features', () => {
    expect(PLAN_COMPARISON_ROWS).toEqual([
      { label: 'Portfolio Tracking' },
      { label: 'Advanced Analytics', feature: 'advanced_analytics' },
      { label: 'ChartGPT Integration', feature: 'chartgpt' },
      { label: 'API Access', feature: 'api_access' },
    ]);
  });
});
