import { entitlement, featureLockFor, hasFeature, type Entitlement, type FeatureKey, type PlanFeatureSource } from '@pt/api';
import type { AppDeps } from '../context';
import type { Billing, LiveSubscriptionBrief } from '../payments/billing';
import { listPlans } from '../db/queries/plans';
import { HttpError } from '../lib/http';

/** Refuses the call (403 `feature_locked`) unless the member's plan includes the feature. */
export type RequireFeature = (user: { id: string }, feature: FeatureKey) => Promise<void>;

export interface FeatureGate {
  requireFeature: RequireFeature;
  /** Whether the member's plan includes the feature (for a response that leaves a part out instead of refusing). */
  hasFeature(user: { id: string }, feature: FeatureKey): Promise<boolean>;
  /** The member's entitled plan and its features. */
  entitlementOf(user: { id: string }): Promise<Entitlement>;
  /**
   * `requireFeature` from rows the caller read in its own statement (one snapshot with the session; product §10.27):
   * the member's live subscriptions (newest first) and the plans. A period that is due is settled first, as always.
   */
  requireFeatureFrom(user: { id: string }, read: { subscriptions: readonly LiveSubscriptionBrief[]; plans: readonly PlanFeatureSource[] }, feature: FeatureKey): Promise<void>;
}

/** The refusal of a feature the member's plan lacks: 403 `feature_locked` naming the cheapest plan with it. */
function refuse(plans: readonly PlanFeatureSource[], feature: FeatureKey): HttpError {
  const lock = featureLockFor(plans, feature);
  return new HttpError(403, lock.message, {}, { code: 'feature_locked', feature, upgrade_plan: lock.upgradePlan });
}

/**
 * Plan gates. Which plan has which feature is read from the plans table (the plans' `features`, seeded in
 * seed.ts and served by GET /api/subscription/plans), never from a list in code; which plan a member has is
 * @pt/api's `entitledPlanId` (active or trialing is the plan; past due, cancelled or none is Free). A refusal
 * is 403 `{ error, code: 'feature_locked', feature, upgrade_plan }` naming the cheapest plan with the feature,
 * which the SDK reads with `featureLockFromError`.
 */
export function makeFeatureGate(deps: AppDeps, billing: Billing): FeatureGate {
  const plans = () => listPlans(deps.db);

  async function entitlementOf(user: { id: string }): Promise<Entitlement> {
    // One after the other: settling a due renewal takes the member's lock, and a query beside it would wait on PGlite.
    const subscription = await billing.current(user.id);
    return entitlement(await plans(), subscription);
  }

  async function requireFeature(user: { id: string }, feature: FeatureKey): Promise<void> {
    if (hasFeature((await entitlementOf(user)).features, feature)) return;
    throw refuse(await plans(), feature);
  }

  async function requireFeatureFrom(
    user: { id: string }, read: { subscriptions: readonly LiveSubscriptionBrief[]; plans: readonly PlanFeatureSource[] }, feature: FeatureKey,
  ): Promise<void> {
    const subscription = await billing.currentFrom(user.id, read.subscriptions);
    if (hasFeature(entitlement(read.plans, subscription).features, feature)) return;
    throw refuse(read.plans, feature);
  }

  return {
    requireFeature,
    requireFeatureFrom,
    hasFeature: async (user, feature) => hasFeature((await entitlementOf(user)).features, feature),
    entitlementOf,
  };
}
