import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { sharingMessages } from '@pt/api';
import { usePortfolioShare } from './usePortfolioShare';
import { usePublicPortfolio } from './usePublicPortfolio';
import { useFriendPortfolios } from './useFriendPortfolios';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const link = { portfolio_id: 'p1', token: 'T'.repeat(32), url: `http://app.test/shared/${'T'.repeat(32)}`, active: true, created_at: '2026-06-01T12:00:00Z' };
const locked = { error: 'Portfolio sharing is part of the Pro plan. Upgrade to use it.', code: 'feature_locked', feature: 'portfolio_sharing', upgrade_plan: 'pro' };

describe('usePortfolioShare', () => {
  it('creates the link, shows it, and drops it when revoked', async () => {
    const env = createTestEnv({
      'GET /api/portfolio/p1/share': { body: null },
      'POST /api/portfolio/p1/share': { status: 201, body: link },
      'DELETE /api/portfolio/p1/share': { body: { revoked: true, portfolio_id: 'p1' } },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => usePortfolioShare('p1'), env);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.share).toBeNull();
    await act(async () => { await result.current.create.mutateAsync(); });
    expect(result.current.share).toEqual(link);
    await act(async () => { await result.current.revoke.mutateAsync(); });
    expect(result.current.share).toBeNull();
    expect(env.api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/portfolio/p1/share', 'POST /api/portfolio/p1/share', 'DELETE /api/portfolio/p1/share']);
  });

  it('turns the plan’s refusal into the upgrade prompt for Pro', async () => {
    const env = createTestEnv({ 'GET /api/portfolio/p1/share': { body: null }, 'POST /api/portfolio/p1/share': { status: 403, body: locked } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => usePortfolioShare('p1'), env);
    await act(async () => { await result.current.create.mutateAsync().catch(() => undefined); });
    expect(result.current.featureLock).toMatchObject({ upgradePlan: 'pro', upgradePath: '/payment-demo?plan=pro#plan-pro', message: locked.error });
    expect(result.current.errorMessage).toBeNull();
    expect(result.current.share).toBeNull();
  });
});

describe('usePublicPortfolio', () => {
  it('reads a shared portfolio signed out', async () => {
    const view = { name: 'Core', holdings: [], allocation: [], performance: { from: '2026-01-01', to: '2026-06-01', points: [] }, period_returns: {} };
    const env = createTestEnv({ [`GET /api/public/portfolios/${link.token}`]: { body: view } });
    const { result } = renderWithApi(() => usePublicPortfolio(link.token), env);
    await waitFor(() => expect(result.current.portfolio).toEqual(view));
    expect(result.current.notFound).toBe(false);
    expect(result.current.note).toBe(sharingMessages.noAmounts);
  });

  it('says a revoked or unknown link does not exist', async () => {
    const env = createTestEnv({ [`GET /api/public/portfolios/${link.token}`]: { status: 404, body: { error: 'gone' } } });
    const { result } = renderWithApi(() => usePublicPortfolio(link.token), env);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ notFound: true, message: sharingMessages.publicNotFound });
  });
});

describe('useFriendPortfolios', () => {
  it('lists what a friend shares', async () => {
    const shared = [{ portfolio_id: 'p9', name: 'Growth', token: link.token, url: link.url, shared_at: link.created_at }];
    const env = createTestEnv({ 'GET /api/friends/f1/portfolios': { body: shared } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useFriendPortfolios('f1'), env);
    await waitFor(() => expect(result.current.portfolios).toEqual(shared));
  });
});
