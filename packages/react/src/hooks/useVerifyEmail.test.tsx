import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { messages } from '@pt/api';
import { useVerifyEmail } from './useVerifyEmail';
import { useAuth } from './useAuth';
import { createTestEnv, fakeJwt, makeUser, renderWithApi } from '../../test/testClient';

const token = fakeJwt({ email: 'payload@example.com' });

describe('useVerifyEmail', () => {
  it('is pending, then success; fetches the user and sets the completed flag', async () => {
    const env = createTestEnv({
      'POST /api/auth/verify-email': { body: { token: 'access', refresh_token: 'r' } },
      'GET /api/auth/me': { body: makeUser({ email: 'payload@example.com' }) },
    });
    const { result } = renderWithApi(() => ({ v: useVerifyEmail(), auth: useAuth() }), env, `/verify-email?token=${token}&type=signup`);
    expect(result.current.v).toMatchObject({ status: 'pending', email: 'payload@example.com' });
    await waitFor(() => expect(result.current.v.status).toBe('success'));
    expect(env.session.getItem('verification_completed')).toBe('true');
    expect(result.current.auth).toMatchObject({ status: 'signedIn', user: { email: 'payload@example.com' } });
    expect(env.api.count('POST', '/api/auth/verify-email')).toBe(1);
  });

  it('reads the fragment too', async () => {
    const env = createTestEnv({ 'POST /api/auth/verify-email': { body: { token: 'a' } }, 'GET /api/auth/me': { body: makeUser() } });
    const { result } = renderWithApi(() => useVerifyEmail(), env, `/verify-email#access_token=${token}&type=signup&email=x%40y.io`);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.email).toBe('x@y.io');
    expect(env.api.calls[0]?.body).toEqual({ token });
  });

  it('tolerates a 404 when the token says verified, fails otherwise', async () => {
    const verified = fakeJwt({ email: 'a@b.co', email_verified: true });
    const env = createTestEnv();
    const ok = renderWithApi(() => useVerifyEmail(), env, `/verify-email?token=${verified}`);
    await waitFor(() => expect(ok.result.current.status).toBe('success'));
    const env2 = createTestEnv();
    const bad = renderWithApi(() => useVerifyEmail(), env2, `/verify-email?token=${token}`);
    await waitFor(() => expect(bad.result.current).toMatchObject({ status: 'error', message: messages.verificationFailed }));
    expect(env2.session.getItem('verification_completed')).toBeNull();
  });

  it('reports a missing link and an unexpected failure', async () => {
    const env = createTestEnv();
    const none = renderWithApi(() => useVerifyEmail(), env, '/verify-email');
    await waitFor(() => expect(none.result.current).toMatchObject({ status: 'error', message: messages.verificationLinkInvalid }));
    expect(env.api.calls).toHaveLength(0);
    const env2 = createTestEnv({ 'POST /api/auth/verify-email': { status: 400, body: { detail: 'expired' } } });
    const failed = renderWithApi(() => useVerifyEmail(), env2, `/verify-email?token=${token}`);
    await waitFor(() => expect(failed.result.current).toMatchObject({ status: 'error', message: messages.verificationFailed }));
  });

  it('shows the waiting state for pending=true with an e-mail', () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useVerifyEmail(), env, '/verify-email?pending=true&email=a%40b.co');
    expect(result.current).toMatchObject({ status: 'waiting', email: 'a@b.co' });
    expect(env.api.calls).toHaveLength(0);
  });

  it('opens the app on mobile and shows the note if the page is still visible after 2 s', async () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Mobile');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const openUrl = vi.fn();
      const env = createTestEnv({ 'POST /api/auth/verify-email': { body: { token: 'a' } }, 'GET /api/auth/me': { body: makeUser() } });
      const { result } = renderWithApi(() => useVerifyEmail(undefined, { openUrl, isPageVisible: () => true }), env, `/verify-email?token=${token}&app=true`);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(result.current.status).toBe('success');
      expect(openUrl).toHaveBeenCalledWith(result.current.appLink);
      expect(result.current.appLink.startsWith('portfoliotracker://')).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(1999));
      expect(result.current.showOpenAppNote).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(result.current.showOpenAppNote).toBe(true);
    } finally {
      vi.useRealTimers();
      ua.mockRestore();
    }
  });
});
