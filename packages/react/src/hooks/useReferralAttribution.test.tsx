import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { REFERRAL_RETRY_DELAYS_MS, REFERRAL_SENT_KEY } from '@pt/api';
import { AFFILIATE_SESSION_KEY } from '@pt/api/internal';
import { useReferralAttribution } from './useReferralAttribution';
import { createTestEnv, renderWithApi, type TestEnv } from '../../test/testClient';

const REFERRALS = '/api/affiliate/referrals';
const posts = (env: TestEnv) => env.api.calls.filter((c) => c.method === 'POST' && c.path === REFERRALS);
/** Lets the fake fetch answer and the hook's handlers run (timers are fake, so nothing waits in real time). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); });
afterEach(() => { vi.useRealTimers(); });

describe('useReferralAttribution', () => {
  it('posts the affiliate session as the signed-in member\'s referral once, and not again on the next page', async () => {
    const env = createTestEnv({ [`POST ${REFERRALS}`]: { body: { ok: true } } });
    env.client.affiliateSession.saveFromParams('ref=aff-1&link=link-1&coupon=SAVE10');
    env.signInAs({ id: 'u1' });
    const first = renderWithApi(() => useReferralAttribution(), env);
    await settle();
    expect(posts(env).map((c) => c.body)).toEqual([{ affiliate_id: 'aff-1', link_id: 'link-1', coupon_code: 'SAVE10' }]);
    expect(env.session.getItem(REFERRAL_SENT_KEY)).toBe('u1');
    first.rerender();
    first.unmount();
    renderWithApi(() => useReferralAttribution(), env);
    await settle();
    expect(posts(env)).toHaveLength(1);
  });

  it('posts nothing signed out or without an affiliate session, and posts once either arrives', async () => {
    const env = createTestEnv({ [`POST ${REFERRALS}`]: { body: { ok: true } } });
    renderWithApi(() => useReferralAttribution(), env);
    env.client.affiliateSession.saveFromParams('ref=aff-1');
    await settle();
    expect(posts(env)).toHaveLength(0);
    act(() => { env.client.affiliateSession.clear(); });
    act(() => { env.signInAs({ id: 'u1' }); });
    await settle();
    expect(posts(env)).toHaveLength(0);
    act(() => { env.client.affiliateSession.saveFromParams('ref=aff-1'); });
    await settle();
    expect(posts(env).map((c) => c.body)).toEqual([{ affiliate_id: 'aff-1', link_id: null, coupon_code: null }]);
  });

  it('tries a failed post again later, and remembers it once it succeeds', async () => {
    const env = createTestEnv({ [`POST ${REFERRALS}`]: { status: 503, body: { detail: 'Down' } } });
    env.client.affiliateSession.saveFromParams('ref=aff-1');
    env.signInAs({ id: 'u1' });
    renderWithApi(() => useReferralAttribution(), env);
    await settle();
    expect(posts(env)).toHaveLength(1);
    expect(env.session.getItem(REFERRAL_SENT_KEY)).toBeNull();
    env.api.route(`POST ${REFERRALS}`, { body: { ok: true } });
    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_RETRY_DELAYS_MS[0]!));
    expect(posts(env)).toHaveLength(2);
    expect(env.session.getItem(REFERRAL_SENT_KEY)).toBe('u1');
    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)));
    expect(posts(env)).toHaveLength(2);
  });

  it('a page load after the retries ran out tries again; a refusal the server would repeat is not retried', async () => {
    const env = createTestEnv({ [`POST ${REFERRALS}`]: new TypeError('Failed to fetch') });
    env.client.affiliateSession.saveFromParams('ref=aff-1');
    env.signInAs({ id: 'u1' });
    const page = renderWithApi(() => useReferralAttribution(), env);
    await settle();
    for (const delay of REFERRAL_RETRY_DELAYS_MS) await act(() => vi.advanceTimersByTimeAsync(delay));
    expect(posts(env)).toHaveLength(1 + REFERRAL_RETRY_DELAYS_MS.length);
    page.unmount();
    env.api.route(`POST ${REFERRALS}`, { status: 400, body: { detail: 'You cannot refer yourself' } });
    renderWithApi(() => useReferralAttribution(), env);
    await settle();
    expect(posts(env)).toHaveLength(2 + REFERRAL_RETRY_DELAYS_MS.length);
    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_RETRY_DELAYS_MS[0]!));
    expect(posts(env)).toHaveLength(2 + REFERRAL_RETRY_DELAYS_MS.length);
    expect(env.session.getItem(REFERRAL_SENT_KEY)).toBe('u1');
  });

  it('follows the affiliate session\'s consent rule: a tab with only the cookie posts with marketing consent, not without', async () => {
    for (const marketing of [true, false]) {
      const env = createTestEnv({ [`POST ${REFERRALS}`]: { body: { ok: true } } });
      if (marketing) env.client.consent.acceptAll(); else env.client.consent.essentialOnly();
      env.client.affiliateSession.saveFromParams('ref=aff-1');
      // Another tab of the same browser: its session storage is empty, the cookie is shared.
      env.session.removeItem(AFFILIATE_SESSION_KEY);
      env.events.emit('affiliateSessionChanged');
      env.signInAs({ id: 'u1' });
      renderWithApi(() => useReferralAttribution(), env);
      await settle();
      expect(posts(env), `marketing ${String(marketing)}`).toHaveLength(marketing ? 1 : 0);
    }
  });
});
