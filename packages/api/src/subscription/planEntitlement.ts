// Which features a member may use: the one rule the server's gates and the client's upgrade prompts share.
// The plans' `features` (as the server stores and sends them) are the only list of which plan has what.
import { ApiError } from '../http/ApiError';
import { parseFeatures } from './normalizePlan';
import { featureName } from './planFeatures';
import { upgradePlanPath } from './planLimit';
import type { SubscriptionStatus } from './types';

/** The plan of a member without a live subscription. */
export const FREE_PLAN_ID = 'free';

/**
 * The subscription statuses that carry their plan's features. A trial is the plan it trials (every plan has
 * a 14-day trial, product §9). A past-due subscription (its renewal was not paid) counts as Free, as it does for
 * the holdings limit and the usage summary: one rule for everything a plan unlocks, and access returns the
 * moment the payment goes through. Cancelled, or no subscription, is Free.
 */
export const ENTITLED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

/** The plan whose features a member has: the subscription's plan while it is active or trialing, else Free. */
export function entitledPlanId(subscription: { plan_id: string; status: string } | null | undefined): string {
  return subscription && subscription.plan_id && ENTITLED_STATUSES.includes(subscription.status) ? subscription.plan_id : FREE_PLAN_ID;
}

/** Whether features include key: a plan's `features` as stored or sent (object, JSON string) or an offer's list of keys. */
export function hasFeature(features: unknown, key: string): boolean {
  const enabled: readonly unknown[] = Array.isArray(features) ? features : parseFeatures(features);
  return enabled.includes(key);
}

/** What the rule reads of a plan: its id, features, monthly price (number or numeric text) and names. */
export interface PlanFeatureSource {
  id: string;
  features: unknown;
  price_monthly?: unknown;
  name?: unknown;
  display_name?: unknown;
}

const monthlyPrice = (plan: PlanFeatureSource): number => {
  const v = typeof plan.price_monthly === 'string' ? Number(plan.price_monthly) : plan.price_monthly;
  return typeof v === 'number' && Number.isFinite(v) ? v : Number.POSITIVE_INFINITY;
};

/** The plan that includes key at the lowest monthly price; of equal prices the earlier in the list (the plans' order). Null when no plan has it. */
export function cheapestPlanWith<P extends PlanFeatureSource>(plans: readonly P[], key: string): P | null {
  let best: P | null = null;
  for (const plan of plans) {
    if (hasFeature(plan.features, key) && (best === null || monthlyPrice(plan) < monthlyPrice(best))) best = plan;
  }
  return best;
}

const planTitle = (plan: PlanFeatureSource): string =>
  [plan.display_name, plan.name].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? plan.id;

/** The server's text for a locked feature: 'Advanced analytics is part of the Premium plan. Upgrade to use it.' */
export const featureLockMessage = (feature: string, planName: string): string =>
  `${featureName(feature)} is part of the ${planName} plan. Upgrade to use it.`;

/** The text when no plan includes the feature (a misconfigured plans table). */
export const featureUnavailableMessage = (feature: string): string => `${featureName(feature)} is not available on any plan.`;

/** A feature the member's plan does not include, as an upgrade prompt shows it. */
export interface FeatureLock {
  feature: string;
  /** The cheapest plan that includes it; null when none does. */
  upgradePlan: string | null;
  message: string;
  /** The plans page with that plan preselected; null when there is none to offer. */
  upgradePath: string | null;
}

/** The lock of a feature given the plans: names the cheapest plan that includes it. */
export function featureLockFor(plans: readonly PlanFeatureSource[], feature: string): FeatureLock {
  const plan = cheapestPlanWith(plans, feature);
  return plan
    ? { feature, upgradePlan: plan.id, message: featureLockMessage(feature, planTitle(plan)), upgradePath: upgradePlanPath(plan.id) }
    : { feature, upgradePlan: null, message: featureUnavailableMessage(feature), upgradePath: null };
}

/** The features a member has: the entitled plan and its enabled keys (none when the plans do not list it). */
export interface Entitlement {
  planId: string;
  features: readonly string[];
}

export function entitlement(plans: readonly PlanFeatureSource[], subscription: { plan_id: string; status: string } | null | undefined): Entitlement {
  const planId = entitledPlanId(subscription);
  const plan = plans.find((p) => p.id === planId);
  return { planId, features: plan ? parseFeatures(plan.features) : [] };
}

/** Whether a feature is open to the member, and when it is not, the prompt that offers the plan with it. */
export type FeatureAccess = { feature: string; open: true } | { feature: string; open: false; lock: FeatureLock };

export function featureAccess(plans: readonly PlanFeatureSource[], member: Entitlement, feature: string): FeatureAccess {
  return hasFeature(member.features, feature) ? { feature, open: true } : { feature, open: false, lock: featureLockFor(plans, feature) };
}

/** The lock a refused call reports (403 with `code: 'feature_locked'`); null for any other failure. */
export function featureLockFromError(error: unknown): FeatureLock | null {
  if (!(error instanceof ApiError) || error.status !== 403 || error.serverCode !== 'feature_locked') return null;
  const body = error.body as Record<string, unknown>;
  if (typeof body.feature !== 'string' || body.feature === '') return null;
  const upgradePlan = typeof body.upgrade_plan === 'string' && body.upgrade_plan !== '' ? body.upgrade_plan : null;
  return { feature: body.feature, upgradePlan, message: error.message, upgradePath: upgradePlan ? upgradePlanPath(upgradePlan) : null };
}
