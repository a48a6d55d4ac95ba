import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureLockMessage, type FeatureKey } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { onPlan } from './planMembers';

// Every gated route x every kind of member: which plan's features a member has decides the answer,
// and the plans table (seed.ts: PLAN_SEEDS) is the only list of which plan has what.
type Kind = 'free' | 'trial' | 'premium_trial' | 'premium' | 'pro' | 'cancelled' | 'past_due';
const KINDS: Kind[] = ['free', 'trial', 'premium_trial', 'premium', 'pro', 'cancelled', 'past_due'];
/** The plan whose features each kind has: a trial is its plan; cancelled and past due are Free. */
const ENTITLED: Record<Kind, 'free' | 'premium' | 'pro'> = {
  free: 'free', trial: 'pro', premium_trial: 'premium', premium: 'premium', pro: 'pro', cancelled: 'free', past_due: 'free',
};
const PREMIUM_FEATURES: FeatureKey[] = ['advanced_analytics', 'chartgpt'];
const opens = (plan: 'free' | 'premium' | 'pro', feature: FeatureKey) => plan === 'pro' || (plan === 'premium' && PREMIUM_FEATURES.includes(feature));
/** The cheapest plan with each feature, and its name in the message. */
const UPGRADE: Record<FeatureKey, ['premium' | 'pro', string]> = {
  advanced_analytics: ['premium', 'Premium'], chartgpt: ['premium', 'Premium'], api_access: ['pro', 'Pro'],
  risk_metrics: ['pro', 'Pro'], custom_alerts: ['pro', 'Pro'], portfolio_sharing: ['pro', 'Pro'],
};

/** One call per gated route; `open` is its status when the plan includes the feature. */
const ROUTES: { feature: FeatureKey; method: string; path: (pid: string) => string; body?: unknown; open: number }[] = [
  { feature: 'advanced_analytics', method: 'GET', path: (pid) => `/api/portfolio/${pid}/analytics?range=3M`, open: 200 },
  { feature: 'advanced_analytics', method: 'GET', path: (pid) => `/api/portfolio/${pid}/performance?range=1M&benchmark=SPY`, open: 200 },
  { feature: 'risk_metrics', method: 'GET', path: (pid) => `/api/portfolio/${pid}/risk`, open: 200 },
  { feature: 'chartgpt', method: 'POST', path: () => '/api/chartgpt', body: { prompt: 'How is my portfolio doing?' }, open: 200 },
  { feature: 'portfolio_sharing', method: 'POST', path: (pid) => `/api/portfolio/${pid}/share`, open: 201 },
  { feature: 'custom_alerts', method: 'POST', path: () => '/api/alerts', body: { symbol: 'AAPL', condition: 'above', threshold: 100_000 }, open: 201 },
  { feature: 'api_access', method: 'POST', path: () => '/api/tokens', body: { name: 'Gate test' }, open: 201 },
];

let t: TestApp;
const members = {} as Record<Kind, { token: string; pid: string }>;

beforeAll(async () => {
  t = await makeTestApp();
  for (const kind of KINDS) {
    const m = await t.member(`${kind.replace('_', '-')}@example.com`);
    if (kind === 'premium_trial') await onPlan(t, m, 'trial', 'premium');
    else if (kind === 'past_due') {
      await onPlan(t, m, 'pro');
      await t.db.query(`UPDATE subscriptions SET status = 'past_due' WHERE user_id = $1`, [m.id]);
    } else await onPlan(t, m, kind);
    const pid = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Main' } })).body.id);
    const buy = await t.req('POST', '/api/transaction', { token: m.token, body: { portfolio_id: pid, symbol: 'AAPL', type: 'buy', quantity: 5, price: 200, executed_at: '2026-01-05' } });
    expect(buy.status).toBe(201);
    members[kind] = { token: m.token, pid };
  }
});
afterAll(async () => { await t.close(); });

describe('feature gates', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path(':id')} (${route.feature}): open to the plans with it, 403 naming the cheapest plan otherwise`, async () => {
      for (const kind of KINDS) {
        const { token, pid } = members[kind];
        const res = await t.req<Json>(route.method, route.path(pid), { token, body: route.body });
        const [upgradePlan, planName] = UPGRADE[route.feature];
        const expected = opens(ENTITLED[kind], route.feature)
          ? { status: route.open }
          : { status: 403, body: { error: featureLockMessage(route.feature, planName), code: 'feature_locked', feature: route.feature, upgrade_plan: upgradePlan } };
        expect({ kind, status: res.status, ...(expected.body ? { body: res.body } : {}) }).toEqual({ kind, ...expected });
      }
    });
  }

  it('leaves the performance chart without a benchmark open to every plan', async () => {
    for (const kind of KINDS) {
      const { token, pid } = members[kind];
      expect((await t.req('GET', `/api/portfolio/${pid}/performance?range=1M`, { token })).status).toBe(200);
    }
  });

  it('asks the plans table: a feature enabled there opens at once, and the plan named is the cheapest with it', async () => {
    const { token, pid } = members.free;
    const path = `/api/portfolio/${pid}/risk`;
    expect((await t.req('GET', path, { token })).status).toBe(403);
    await t.db.query(`UPDATE plans SET features = features || '{"risk_metrics": true}'::jsonb WHERE id = 'free'`);
    try {
      expect((await t.req('GET', path, { token })).status).toBe(200);
      await t.db.query(`UPDATE plans SET features = features || '{"risk_metrics": false}'::jsonb WHERE id = 'free'`);
      await t.db.query(`UPDATE plans SET features = features || '{"risk_metrics": true}'::jsonb WHERE id = 'premium'`);
      const premium = await t.req<Json>('GET', path, { token });
      expect(premium.body).toMatchObject({ code: 'feature_locked', upgrade_plan: 'premium', error: 'Advanced risk metrics is part of the Premium plan. Upgrade to use it.' });
    } finally {
      await t.db.query(`UPDATE plans SET features = features || '{"risk_metrics": false}'::jsonb WHERE id IN ('free', 'premium')`);
    }
  });
});
