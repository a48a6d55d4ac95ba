// The plans' features as the pricing view and the comparison table show them (product §2).
import type { FeatureKey } from './types';

const featureLabels: Readonly<Record<string, string>> = {
  portfolio_tracking: 'Portfolio Tracking',
  advanced_analytics: 'Advanced Analytics',
  chartgpt: 'ChartGPT Integration',
  api_access: 'API Access',
  // Pro's own features: the same words as its highlights (product §9), so a plan card lists each once.
  risk_metrics: 'Advanced risk metrics',
  custom_alerts: 'Custom alerts',
  portfolio_sharing: 'Portfolio sharing',
};

/** A feature as the subject of a sentence ('Advanced analytics is part of ...'). */
const featureNames: Readonly<Record<FeatureKey, string>> = {
  advanced_analytics: 'Advanced analytics',
  chartgpt: 'The chart assistant (ChartGPT)',
  api_access: 'API access',
  risk_metrics: 'Advanced risk metrics',
  custom_alerts: 'Custom alerts',
  portfolio_sharing: 'Portfolio sharing',
};

/** A feature key as the subject of a sentence; an unknown key as its label. */
export function featureName(feature: string): string {
  return Object.prototype.hasOwnProperty.call(featureNames, feature) ? featureNames[feature as FeatureKey] : featureLabel(feature);
}

/** A feature key as text: the known ones by their product names, other snake_case keys as words ('custom_alerts' -> 'Custom alerts'), anything else as sent. */
export function featureLabel(feature: string): string {
  if (Object.prototype.hasOwnProperty.call(featureLabels, feature)) return featureLabels[feature]!;
  if (!/^[a-z0-9_]+$/.test(feature)) return feature;
  const words = feature.split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface PlanComparisonRow {
  label: string;
  /** The feature key a plan needs for a tick; without one the row is ticked for every plan. */
  feature?: string;
}

/** product §2's comparison table: Portfolio Tracking for every plan, then three features. */
export const PLAN_COMPARISON_ROWS: readonly PlanComparisonRow[] = [
  { label: featureLabels.portfolio_tracking! },
  { label: featureLabels.advanced_analytics!, feature: 'advanced_analytics' },
  { label: featureLabels.chartgpt!, feature: 'chartgpt' },
  { label: featureLabels.api_access!, feature: 'api_access' },
];
