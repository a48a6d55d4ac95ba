// product §9: what each plan offers besides the comparison table's features.
import { featureLabel, PLAN_COMPARISON_ROWS } from './planFeatures';
import type { PlanOffer } from './normalizePlan';

const HIGHLIGHTS: Readonly<Record<string, readonly string[]>> = {
  free: ['Up to 5 holdings'],
  premium: ['Unlimited holdings', '5 premium plugins', 'Real-time sync'],
  // Pro has no holdings limit either (it includes what Premium lifts); product §9 lists the rest.
  pro: ['Unlimited holdings', 'All plugins', 'Advanced risk metrics', 'Custom alerts', 'Portfolio sharing'],
};

/** A plan's own features from product §9, by plan id (else by name); none for a plan the spec does not name. */
export function planHighlights(offer: Pick<PlanOffer, 'plan_id' | 'name'>): readonly string[] {
  const key = [offer.plan_id, offer.name].map((v) => v.trim().toLowerCase()).find((k) => Object.prototype.hasOwnProperty.call(HIGHLIGHTS, k));
  return key ? HIGHLIGHTS[key]! : [];
}

/**
 * Everything a plan card lists: the plan's own features, then the comparison table's features it
 * has (Portfolio Tracking for every plan), then any other feature the server enables. So no card,
 * not even Free's, is empty.
 */
export function planCardFeatures(offer: Pick<PlanOffer, 'plan_id' | 'name' | 'features'>): string[] {
  const compared = PLAN_COMPARISON_ROWS.filter((row) => !row.feature || offer.features.includes(row.feature));
  const comparedKeys = new Set(PLAN_COMPARISON_ROWS.map((row) => row.feature));
  const others = offer.features.filter((f) => !comparedKeys.has(f)).map(featureLabel);
  return [...new Set([...planHighlights(offer), ...compared.map((row) => row.label), ...others])];
}
