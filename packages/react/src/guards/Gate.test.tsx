import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { FeatureLock, ServerPlan, Subscription } from '@pt/api';
import { Gate } from './Gate';
import { createTestEnv, wrapperFor, type Handler } from '../../test/testClient';

const plan = (id: string, name: string, price: number, features: Record<string, boolean>): ServerPlan =>
  ({ id, name, display_name: name, description: '', price_monthly: price, price_yearly: price * 9.6, currency: 'usd', features, holdings_limit: null, trial_days: 14 });
const PLANS = [
  plan('free', 'Free', 0, { custom_alerts: false }),
  plan('pro', 'Pro', 19.99, { custom_alerts: true }),
];
const sub = (plan_id: string): Subscription => ({
  subscription_id: 's1', plan_id, price_id: `${plan_id}_monthly`, billing_cycle: 'monthly', status: 'active', current_period_end: 1780000000, cancel_at_period_end: false, trial_end: null, created_at: '',
});

function env(routes: Record<string, Handler>) {
  const e = createTestEnv(routes);
  e.signInAs({ id: 'u1' });
  return e;
}

const slots = {
  loading: <p>Reading your plan</p>,
  fallback: (lock: FeatureLock) => <p>Locked: {lock.message} ({lock.upgradePath})</p>,
  error: (failure: { message: string }) => <p>Failed: {failure.message}</p>,
};

describe('Gate', () => {
  it('shows the loading slot until the plan is known, then the children when the plan includes the feature', async () => {
    const e = env({ 'GET /api/subscription/plans': { body: PLANS }, 'GET /api/subscription/current': { body: { subscription: sub('pro') } } });
    render(<Gate feature="custom_alerts" {...slots}><p>Your alerts</p></Gate>, { wrapper: wrapperFor(e) });
    expect(screen.getByText('Reading your plan')).toBeInTheDocument();
    expect(screen.queryByText('Your alerts')).not.toBeInTheDocument();
    expect(await screen.findByText('Your alerts')).toBeInTheDocument();
    expect(screen.queryByText(/Locked/)).not.toBeInTheDocument();
  });

  it("shows the fallback with the plan's lock when the plan does not include the feature, never the children", async () => {
    const e = env({ 'GET /api/subscription/plans': { body: PLANS }, 'GET /api/subscription/current': { body: { subscription: null } } });
    render(<Gate feature="custom_alerts" {...slots}><p>Your alerts</p></Gate>, { wrapper: wrapperFor(e) });
    expect(await screen.findByText(/Locked: .*Pro plan.*\(\/payment-demo\?plan=pro#plan-pro\)/)).toBeInTheDocument();
    expect(screen.queryByText('Your alerts')).not.toBeInTheDocument();
  });

  it('shows the error slot with the message when the plan cannot be read', async () => {
    const e = env({ 'GET /api/subscription/plans': { status: 500, body: { error: 'boom' } }, 'GET /api/subscription/current': { body: { subscription: sub('pro') } } });
    render(<Gate feature="custom_alerts" {...slots}><p>Your alerts</p></Gate>, { wrapper: wrapperFor(e) });
    expect(await screen.findByText(/^Failed: /, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Your alerts')).not.toBeInTheDocument();
  });

  it('shows the fallback for a lock the server reported since, though the plan read as open', async () => {
    const e = env({ 'GET /api/subscription/plans': { body: PLANS }, 'GET /api/subscription/current': { body: { subscription: sub('pro') } } });
    const refused: FeatureLock = { feature: 'custom_alerts', upgradePlan: 'pro', message: 'Price alerts are part of the Pro plan.', upgradePath: '/payment-demo?plan=pro#plan-pro' } as FeatureLock;
    render(<Gate feature="custom_alerts" lock={refused} {...slots}><p>Your alerts</p></Gate>, { wrapper: wrapperFor(e) });
    expect(await screen.findByText(/Locked: Price alerts are part of the Pro plan\./)).toBeInTheDocument();
    expect(screen.queryByText('Your alerts')).not.toBeInTheDocument();
  });

  it('renders from a state the page read already, reading nothing itself', () => {
    const e = env({});
    render(<Gate feature="custom_alerts" state={{ status: 'open', refresh: async () => {} }} {...slots}><p>Your alerts</p></Gate>, { wrapper: wrapperFor(e) });
    expect(screen.getByText('Your alerts')).toBeInTheDocument();
    expect(e.api.calls.filter((c) => c.path.startsWith('/api/subscription'))).toEqual([]);
  });
});
