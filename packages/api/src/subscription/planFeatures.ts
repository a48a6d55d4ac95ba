// The plans' features as the pricing view and the comparison table show them (spec 2).

const featureLabels: Readonly<Record<string, string>> = {
  portfolio_tracking: 'Portfolio Tracking',
  advanced_analytics: 'Advanced Analytics',
  chartgpt: 'ChartGPT Integration',
  api_access: 'API Access',
};

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

/** Spec 2's comparison table: Portfolio Tracking for every plan, then three features. */
export const PLAN_COMPARISON_ROWS: readonly PlanComparisonRow[] = [
  { label: featureLabels.portfolio_tracking! },
  { label: featureLabels.advanced_analytics!, feature: 'advanced_analytics' },
  { label: featureLabels.chartgpt!, feature: 'chartgpt' },
  { label: featureLabels.api_access!, feature: 'api_access' },
];
