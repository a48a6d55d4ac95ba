import { describe, expect, it } from 'vitest';
import { normalizeError } from '../http/normalizeError';
import { holdingsAllowance, holdingsLimitMessage, planFromQuery, planLimitFromError, upgradePlanPath } from './planLimit';

const refused = (status: number, body: unknown) => normalizeError({ kind: 'http', status, body: JSON.stringify(body) });
const LIMIT_BODY = { error: 'Your Free plan allows up to 5 holdings. Upgrade to add more.', code: 'plan_limit', limit: 5, plan: 'free', upgrade_plan: 'premium' };

describe('plan limit', () => {
  it("reads the server's 403 plan_limit into what the upgrade prompt shows", () => {
    expect(planLimitFromError(refused(403, LIMIT_BODY))).toEqual({
      limit: 5, plan: 'free', upgradePlan: 'premium', message: LIMIT_BODY.error, upgradePath: '/payment-demo?plan=premium#plan-premium',
    });
  });

  it('is null for other failures', () => {
    expect(planLimitFromError(refused(403, { error: 'Forbidden' }))).toBeNull();
    expect(planLimitFromError(refused(400, LIMIT_BODY))).toBeNull();
    expect(planLimitFromError(refused(403, { ...LIMIT_BODY, limit: 'five' }))).toBeNull();
    expect(planLimitFromError(new Error('plan_limit'))).toBeNull();
  });

  it('words the limit as the server does', () => {
    expect(holdingsLimitMessage('free', 5)).toBe(LIMIT_BODY.error);
  });

  it('links to the plans with a plan preselected, and reads it back', () => {
    expect(upgradePlanPath()).toBe('/payment-demo?plan=premium#plan-premium');
    expect(planFromQuery(new URL(upgradePlanPath('pro'), 'http://app.test').search)).toBe('pro');
    expect(planFromQuery('?plan=Premium')).toBe('premium');
    expect(planFromQuery('?plan=')).toBeNull();
    expect(planFromQuery('?plan=%3Cscript%3E')).toBeNull();
    expect(planFromQuery('')).toBeNull();
  });

  it('says from the usage when the limit is reached, and that a plan without one has none', () => {
    expect(holdingsAllowance({ plan_id: 'free', holdings_used: 3, holdings_limit: 5 })).toEqual({ used: 3, limit: 5, remaining: 2, reached: false, prompt: null });
    expect(holdingsAllowance({ plan_id: 'free', holdings_used: 5, holdings_limit: 5 })).toMatchObject({
      remaining: 0, reached: true, prompt: { limit: 5, plan: 'free', upgradePlan: 'premium', message: LIMIT_BODY.error, upgradePath: '/payment-demo?plan=premium#plan-premium' },
    });
    expect(holdingsAllowance({ plan_id: 'premium', holdings_used: 40, holdings_limit: null })).toEqual({ used: 40, limit: null, remaining: null, reached: false, prompt: null });
  });
});
