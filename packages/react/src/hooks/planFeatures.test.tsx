import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { PortfolioAnalytics, PortfolioPerformance, PortfolioRisk, ServerPlan, Subscription } from '@pt/api';
import { useEntitlements, useFeature } from './useEntitlements';
import { useAnalytics } from './useAnalytics';
import { useRisk } from './useRisk';
import { usePerformance } from './usePerformance';
import { createTestEnv, renderWithApi, type Handler } from '../../test/testClient';

const plan = (id: string, name: string, price: number, features: Record<string, boolean>): ServerPlan =>
  ({ id, name, display_name: name, description: '', price_monthly: price, price_yearly: price * 9.6, currency: 'usd', features, holdings_limit: null, trial_days: 14 });
const PLANS = [
  plan('free', 'Free', 0, { advanced_analytics: false, risk_metrics: false }),
  plan('premium', 'Premium', 9.99, { advanced_analytics: true, risk_metrics: false }),
  plan('pro', 'Pro', 19.99, { advanced_analytics: true, risk_metrics: true }),
];
const sub = (plan_id: string, status: string): Subscription => ({
  subscription_id: 's1', plan_id, price_id: `${plan_id}_monthly`, billing_cycle: 'monthly', status, current_period_end: 1780000000, cancel_at_period_end: false, trial_end: null, created_at: '',
});
const LOCKED = {
  error: 'Advanced analytics is part of the Premium plan. Upgrade to use it.', code: 'feature_locked', feature: 'advanced_analytics', upgrade_plan: 'premium',
};
const ANALYTICS = { portfolio_id: 'p1', range: '1Y', from: '2025-06-01', to: '2026-06-01', volatility: { annualised: 0.2, observations: 252 } } as unknown as PortfolioAnalytics;

function env(subscription: Subscription | null, routes: Record<string, Handler> = {}) {
  const e = createTestEnv({ 'GET /api/subscription/plans': { body: PLANS }, 'GET /api/subscription/current': { body: { subscription } }, ...routes });
  e.signInAs({ id: 'u1' });
  return e;
}

describe('useEntitlements and useFeature', () => {
  it("opens a plan's features (a trial counts as its plan) and locks the rest with the cheapest plan's prompt", async () => {
    const { result } = renderWithApi(() => ({ all: useEntitlements(), analytics: useFeature('advanced_analytics'), risk: useFeature('risk_metrics') }), env(sub('premium', 'trialing')));
    expect(result.current.analytics.status).toBe('loading');
    await waitFor(() => expect(result.current.all.status).toBe('success'));
    expect(result.current.all.planId).toBe('premium');
    expect(result.current.analytics.status).toBe('open');
    expect(result.current.risk).toMatchObject({
      status: 'locked',
      lock: { feature: 'risk_metrics', upgradePlan: 'pro', message: 'Advanced risk metrics is part of the Pro plan. Upgrade to use it.', upgradePath: '/payment-demo?plan=pro#plan-pro' },
    });
  });

  it('counts a past-due or cancelled subscription, and no subscription, as Free', async () => {
    for (const s of [sub('pro', 'past_due'), sub('pro', 'cancelled'), null]) {
      const { result } = renderWithApi(() => useFeature('advanced_analytics'), env(s));
      await waitFor(() => expect(result.current.status).toBe('locked'));
      expect(result.current).toMatchObject({ lock: { upgradePlan: 'premium', upgradePath: '/payment-demo?plan=premium#plan-premium' } });
    }
  });

  it('says when the plans cannot be read, instead of guessing a lock', async () => {
    const { result } = renderWithApi(() => useFeature('advanced_analytics'), env(null, { 'GET /api/subscription/plans': { status: 500, body: { error: 'x' } } }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: 'Failed to load pricing plans.' }), { timeout: 15_000 });
  });
});

describe('useAnalytics and useRisk', () => {
  it('reads analytics only on a plan with the feature; on Free it is locked and nothing is requested', async () => {
    const pro = env(sub('pro', 'active'), { 'GET /api/portfolio/p1/analytics?range=3M&benchmark=QQQ': { body: ANALYTICS } });
    const open = renderWithApi(() => useAnalytics('p1', '3M', 'qqq'), pro);
    await waitFor(() => expect(open.result.current.status).toBe('success'));
    expect(open.result.current.analytics).toEqual(ANALYTICS);

    const free = env(null);
    const locked = renderWithApi(() => useAnalytics('p1'), free);
    await waitFor(() => expect(locked.result.current.status).toBe('locked'));
    expect(locked.result.current.lock).toEqual({ feature: 'advanced_analytics', upgradePlan: 'premium', message: LOCKED.error, upgradePath: '/payment-demo?plan=premium#plan-premium' });
    expect(free.api.calls.filter((c) => c.path.includes('/analytics'))).toHaveLength(0);
  });

  it("takes the server's 403 feature_locked as the lock, not as an error", async () => {
    const e = env(sub('premium', 'active'), { 'GET /api/portfolio/p1/analytics?range=1Y&benchmark=SPY': { status: 403, body: LOCKED } });
    const { result } = renderWithApi(() => useAnalytics('p1'), e);
    await waitFor(() => expect(result.current.status).toBe('locked'));
    expect(result.current.lock?.upgradePath).toBe('/payment-demo?plan=premium#plan-premium');
  });

  it('reads the risk rules on Pro and locks them on Premium', async () => {
    const risk: PortfolioRisk = { portfolio_id: 'p1', rules: [], as_of: null, source: 'sample' };
    const pro = renderWithApi(() => useRisk('p1'), env(sub('pro', 'active'), { 'GET /api/portfolio/p1/risk': { body: risk } }));
    await waitFor(() => expect(pro.result.current.risk).toEqual(risk));
    const premium = renderWithApi(() => useRisk('p1'), env(sub('premium', 'active')));
    await waitFor(() => expect(premium.result.current).toMatchObject({ status: 'locked', lock: { upgradePlan: 'pro' } }));
  });
});

describe('usePerformance with a benchmark', () => {
  const body = (benchmark: PortfolioPerformance['benchmark']) => ({ portfolio_id: 'p1', range: '1M', from: '2026-05-01', to: '2026-06-01', method: 'time_weighted_daily', points: [], time_weighted_return: 0, money_weighted_return: null, benchmark, source: 'sample' });

  it('asks for the benchmark on a plan with advanced analytics, once the plan is known', async () => {
    const spy = { symbol: 'SPY', points: [], total_return: 0.01 };
    const e = env(sub('premium', 'active'), { 'GET /api/portfolio/p1/performance?range=1M&benchmark=SPY': { body: body(spy) } });
    const { result } = renderWithApi(() => usePerformance('p1', '1M', 'spy'), e);
    await waitFor(() => expect(result.current.performance?.benchmark).toEqual(spy));
    expect(result.current.benchmarkLock).toBeNull();
    expect(e.api.calls.filter((c) => c.path.includes('/performance')).map((c) => c.path)).toEqual(['/api/portfolio/p1/performance?range=1M&benchmark=SPY']);
  });

  it('draws the chart without it on Free, with the prompt', async () => {
    const e = env(null, { 'GET /api/portfolio/p1/performance?range=1M': { body: body(null) } });
    const { result } = renderWithApi(() => usePerformance('p1', '1M', 'SPY'), e);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.benchmarkLock).toMatchObject({ feature: 'advanced_analytics', upgradePlan: 'premium' });
    expect(e.api.calls.some((c) => c.path.includes('benchmark'))).toBe(false);
  });

  it('reads no plan for a chart without a benchmark', async () => {
    const e = env(null, { 'GET /api/portfolio/p1/performance?range=1M': { body: body(null) } });
    const { result } = renderWithApi(() => usePerformance('p1', '1M'), e);
    await waitFor(() => expect(result.current.status).toBe('success'));
    await act(async () => { await Promise.resolve(); });
    expect(e.api.calls.map((c) => c.path)).toEqual(['/api/portfolio/p1/performance?range=1M']);
  });
});
