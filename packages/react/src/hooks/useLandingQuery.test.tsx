import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { messages } from '@pt/api';
import { useLandingQuery } from './useLandingQuery';
import { useAffiliateSession } from './useAffiliateSession';
import { createTestEnv, lastLocation, renderWithApi } from '../../test/testClient';

describe('useLandingQuery', () => {
  it('redirects a sign-up token to /verify-email with replace', () => {
    const env = createTestEnv();
    renderWithApi(() => useLandingQuery(), env, '/?access_token=abc&type=signup&email=a%40b.co');
    expect(lastLocation.current.pathname).toBe('/verify-email');
    expect(new URLSearchParams(lastLocation.current.search).get('access_token')).toBe('abc');
    expect(new URLSearchParams(lastLocation.current.search).get('email')).toBe('a@b.co');
  });

  it('does not redirect without type=signup', () => {
    const env = createTestEnv();
    renderWithApi(() => useLandingQuery(), env, '/?token=abc&email=a%40b.co');
    expect(lastLocation.current.pathname).toBe('/');
  });

  it('loads a link, applies the discount, tracks a click and scrolls to pricing after 0.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pricing = document.createElement('section');
    pricing.id = 'pricing';
    pricing.scrollIntoView = vi.fn();
    document.body.append(pricing);
    try {
      const env = createTestEnv({
        'GET /api/affiliate/public/links/L1': { body: { id: 'L1', affiliate_id: 'A1', discount_rate: 15, commission_rate: 30 } },
        'POST /api/affiliate/track/click': { body: { ok: true } },
      });
      const { result } = renderWithApi(() => ({ q: useLandingQuery(), s: useAffiliateSession() }), env, '/?link=L1');
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(result.current.q.link.status).toBe('applied');
      expect(result.current.s.discount).toBe(15);
      expect(env.api.calls.find((c) => c.path === '/api/affiliate/track/click')?.body).toEqual({ link_id: 'L1' });
      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(pricing.scrollIntoView).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(pricing.scrollIntoView).toHaveBeenCalledTimes(1);
    } finally {
      pricing.remove();
      vi.useRealTimers();
    }
  });

  it('reports a link that cannot be loaded', async () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useLandingQuery(), env, '/?link=nope');
    await waitFor(() => expect(result.current.link).toEqual({ status: 'error', linkId: 'nope' }));
  });

  it('saves ref and coupon to the affiliate session', () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => ({ q: useLandingQuery(), s: useAffiliateSession() }), env, '/?ref=A9&coupon=SAVE10&discount=12');
    expect(result.current.s.session).toMatchObject({ affiliateId: 'A9', couponCode: 'SAVE10', discountRate: 12 });
  });

  it('shows the verified banner for 5 s once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const env = createTestEnv();
      env.session.setItem('verification_completed', 'true');
      const { result } = renderWithApi(() => useLandingQuery(), env, '/');
      expect(result.current.showVerifiedBanner).toBe(true);
      expect(result.current.verifiedMessage).toBe(messages.verifiedBanner);
      expect(env.session.getItem('verification_completed')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(4999));
      expect(result.current.showVerifiedBanner).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(result.current.showVerifiedBanner).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
