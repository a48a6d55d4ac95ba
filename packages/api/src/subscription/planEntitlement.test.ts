import { describe, expect, it } from 'vitest';
import { normalizeError } from '../http/normalizeError';
import {
  cheapestPlanWith, entitledPlanId, entitlement, featureAccess, featureLockFor, featureLockFromError, featureLockMessage, hasFeature,
} from './planEntitlement';
import { KNOWN_FEATURES } from './types';

// The plans as the server sends them: numeric prices as numbers or text, features as an object or JSON text.
const PLANS = [
  { id: 'free', name: 'Free', display_name: 'Free', price_monthly: 0, features: { advanced_analytics: false, chartgpt: false } },
  { id: 'premium', name: 'Premium', display_name: 'Premium', price_monthly: '9.99', features: { advanced_analytics: true, chartgpt: true, api_access: false } },
  { id: 'pro', name: 'Pro', display_name: 'Pro', price_monthly: 19.99, features: '{"advanced_analytics":true,"chartgpt":true,"api_access":true,"portfolio_sharing":true}' },
];

const refused = (status: number, body: unknown) => normalizeError({ kind: 'http', status, body: JSON.stringify(body) });

describe('entitlement: which plan a subscription carries', () => {
  it('is the plan while active or trialing, Free when past due, cancelled or absent', () => {
    expect(entitledPlanId({ plan_id: 'pro', status: 'active' })).toBe('pro');
    expect(entitledPlanId({ plan_id: 'premium', status: 'trialing' })).toBe('premium');
    expect(entitledPlanId({ plan_id: 'pro', status: 'past_due' })).toBe('free');
    expect(entitledPlanId({ plan_id: 'pro', status: 'cancelled' })).toBe('free');
    expect(entitledPlanId(null)).toBe('free');
    expect(entitledPlanId(undefined)).toBe('free');
  });

  it("lists the entitled plan's enabled features, none for a plan the list lacks", () => {
    expect(entitlement(PLANS, { plan_id: 'premium', status: 'trialing' })).toEqual({ planId: 'premium', features: ['advanced_analytics', 'chartgpt'] });
    expect(entitlement(PLANS, { plan_id: 'pro', status: 'cancelled' })).toEqual({ planId: 'free', features: [] });
    expect(entitlement(PLANS, { plan_id: 'gold', status: 'active' })).toEqual({ planId: 'gold', features: [] });
  });
});

describe('hasFeature', () => {
  it('reads features as an object, as JSON text or as a list of keys; only true enables', () => {
    expect(hasFeature({ chartgpt: true }, 'chartgpt')).toBe(true);
    expect(hasFeature({ chartgpt: 'true' }, 'chartgpt')).toBe(false);
    expect(hasFeature('{"api_access":true}', 'api_access')).toBe(true);
    expect(hasFeature(['advanced_analytics'], 'advanced_analytics')).toBe(true);
    expect(hasFeature(['advanced_analytics'], 'chartgpt')).toBe(false);
    expect(hasFeature('not json', 'chartgpt')).toBe(false);
    expect(hasFeature(null, 'chartgpt')).toBe(false);
  });
});

describe('cheapestPlanWith', () => {
  it('names the lowest-priced plan that includes the feature, whatever the order', () => {
    expect(cheapestPlanWith(PLANS, 'advanced_analytics')?.id).toBe('premium');
    expect(cheapestPlanWith([...PLANS].reverse(), 'chartgpt')?.id).toBe('premium');
    expect(cheapestPlanWith(PLANS, 'api_access')?.id).toBe('pro');
    expect(cheapestPlanWith(PLANS, 'custom_alerts')).toBeNull();
  });

  it('keeps the earlier plan of two at one price', () => {
    const twins = [{ id: 'a', price_monthly: 5, features: { x: true } }, { id: 'b', price_monthly: 5, features: { x: true } }];
    expect(cheapestPlanWith(twins, 'x')?.id).toBe('a');
  });
});

describe('feature lock', () => {
  it('names the cheapest plan with the feature and links to it preselected', () => {
    expect(featureLockFor(PLANS, 'advanced_analytics')).toEqual({
      feature: 'advanced_analytics', upgradePlan: 'premium',
      message: 'Advanced analytics is part of the Premium plan. Upgrade to use it.',
      upgradePath: '/payment-demo?plan=premium#plan-premium',
    });
    expect(featureLockFor(PLANS, 'portfolio_sharing')).toMatchObject({ upgradePlan: 'pro', message: 'Portfolio sharing is part of the Pro plan. Upgrade to use it.' });
    expect(featureLockFor(PLANS, 'custom_alerts')).toEqual({
      feature: 'custom_alerts', upgradePlan: null, message: 'Custom alerts is not available on any plan.', upgradePath: null,
    });
  });

  it('has a sentence for every known feature', () => {
    for (const key of KNOWN_FEATURES) expect(featureLockMessage(key, 'Pro')).toMatch(/^[A-Z].+ is part of the Pro plan\. Upgrade to use it\.$/);
  });

  it('says a feature is open on a plan that has it and locked with its prompt otherwise', () => {
    const premium = entitlement(PLANS, { plan_id: 'premium', status: 'active' });
    expect(featureAccess(PLANS, premium, 'chartgpt')).toEqual({ feature: 'chartgpt', open: true });
    expect(featureAccess(PLANS, premium, 'api_access')).toEqual({ feature: 'api_access', open: false, lock: featureLockFor(PLANS, 'api_access') });
  });

  it("reads the server's 403 feature_locked, and nothing else", () => {
    const body = { error: 'Advanced analytics is part of the Premium plan. Upgrade to use it.', code: 'feature_locked', feature: 'advanced_analytics', upgrade_plan: 'premium' };
    expect(featureLockFromError(refused(403, body))).toEqual(featureLockFor(PLANS, 'advanced_analytics'));
    expect(featureLockFromError(refused(403, { ...body, upgrade_plan: null }))).toMatchObject({ upgradePlan: null, upgradePath: null });
    expect(featureLockFromError(refused(403, { ...body, code: 'plan_limit' }))).toBeNull();
    expect(featureLockFromError(refused(403, { ...body, feature: 7 }))).toBeNull();
    expect(featureLockFromError(refused(401, body))).toBeNull();
    expect(featureLockFromError(new Error('feature_locked'))).toBeNull();
  });
});
