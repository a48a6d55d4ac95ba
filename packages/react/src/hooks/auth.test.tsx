import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { messages } from '@pt/api';
import { useAuth } from './useAuth';
import { useSignIn } from './useSignIn';
import { useSignUp } from './useSignUp';
import { useSignOut } from './useSignOut';
import { usePasswordReset } from './usePasswordReset';
import { useConfirmReset } from './useConfirmReset';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { userKey } from '../ApiProvider';
import { createTestEnv, lastLocation, makeUser, renderWithApi, wrapperFor } from '../../test/testClient';

describe('useAuth', () => {
  it('is signedOut without a stored session and signedIn with one (admin from role)', () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useAuth(), env);
    expect(result.current).toEqual({ status: 'signedOut' });
    act(() => { env.signInAs({ role: 'admin' }); });
    expect(result.current).toMatchObject({ status: 'signedIn', isAdmin: true, user: { email: 'ann@example.com' } });
  });

  it('follows another tab through storage events', () => {
    const env = createTestEnv();
    env.signInAs({});
    const { result } = renderWithApi(() => useAuth(), env);
    expect(result.current.status).toBe('signedIn');
    act(() => {
      env.local.removeItem('user_data');
      env.events.dispatchStorage('user_data');
    });
    expect(result.current).toEqual({ status: 'signedOut' });
  });

  it('treats corrupt user data and a "null" token as signed out', () => {
    const env = createTestEnv();
    env.local.setItem('auth_token', 'null');
    env.local.setItem('user_data', JSON.stringify(makeUser()));
    expect(renderWithApi(() => useAuth(), env).result.current.status).toBe('signedOut');
    env.local.setItem('auth_token', 't');
    env.local.setItem('user_data', '{oops');
    expect(renderWithApi(() => useAuth(), env).result.current.status).toBe('signedOut');
  });
});

describe('useSignIn', () => {
  it('validates both fields and clears an error when the field is edited', async () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useSignIn(), env, '/signin');
    await act(async () => { expect(await result.current.submit()).toBeUndefined(); });
    expect(result.current.form.fieldErrors).toEqual({ email: messages.emailRequired, password: messages.passwordRequired });
    act(() => result.current.form.setField('email', 'a@b.co'));
    expect(result.current.form.fieldErrors).toEqual({ password: messages.passwordRequired });
    expect(env.api.calls).toHaveLength(0);
  });

  it('maps invalid credentials and unverified e-mail errors', async () => {
    const env = createTestEnv({ 'POST /api/auth/signin': { status: 401, body: { detail: 'Invalid login credentials' } } });
    const { result } = renderWithApi(() => useSignIn({ initialValues: { email: 'a@b.co', password: 'x' } }), env, '/signin');
    await act(async () => { await result.current.submit(); });
    expect(result.current).toMatchObject({ status: 'error', errorMessage: messages.invalidCredentials });
    env.api.route('POST /api/auth/signin', { status: 403, body: { detail: 'Email not confirmed' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe(messages.verifyBeforeSignIn);
    env.api.route('POST /api/auth/signin', new TypeError('Failed to fetch'));
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe('Failed to fetch');
  });

  it('stores the session, says welcome back and goes to the workspace, or where the member was headed (product §10.17)', async () => {
    const user = makeUser();
    const env = createTestEnv({ 'POST /api/auth/signin': { body: { token: 't', refresh_token: 'r', user } } });
    const { result } = renderWithApi(() => ({ s: useSignIn({ initialValues: { email: 'ann@example.com', password: 'pw' } }), auth: useAuth() }), env, '/signin');
    await act(async () => { expect(await result.current.s.submit()).toMatchObject({ email: 'ann@example.com' }); });
    expect(result.current.s).toMatchObject({ status: 'success', successMessage: messages.welcomeBack });
    expect(result.current.auth.status).toBe('signedIn');
    expect(lastLocation.current.pathname + lastLocation.current.search).toBe('/app');

    for (const [redirectTo, expected] of [['/app/alerts?portfolio=p1', '/app/alerts?portfolio=p1'], ['//evil.example', '/app'], ['/signup', '/app']] as const) {
      const env2 = createTestEnv({ 'POST /api/auth/signin': { body: { token: 't', user } } });
      const r2 = renderWithApi(() => useSignIn({ initialValues: { email: 'a@b.co', password: 'pw' }, redirectTo }), env2, '/signin');
      await act(async () => { await r2.result.current.submit(); });
      expect(lastLocation.current.pathname + lastLocation.current.search).toBe(expected);
      r2.unmount();
    }
  });

  it('opens the app link on mobile', async () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile');
    try {
      const openUrl = vi.fn();
      const env = createTestEnv({ 'POST /api/auth/signin': { body: { token: 't', user: makeUser() } } });
      const { result } = renderWithApi(() => useSignIn({ initialValues: { email: 'a@b.co', password: 'pw' }, openUrl }), env, '/signin?app=true');
      expect(result.current.isMobile).toBe(true);
      await act(async () => { await result.current.submit(); });
      expect(openUrl).toHaveBeenCalledWith(expect.stringMatching(/^portfoliotracker:\/\//));
    } finally {
      ua.mockRestore();
    }
  });
});

describe('useSignUp', () => {
  const valid = { fullName: 'Ann', email: 'ann@example.com', password: 'password1', confirmPassword: 'password1' };

  it('shows every validation message of product §5', async () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useSignUp({ initialValues: { fullName: 'A', email: 'bad', password: 'short', confirmPassword: 'x' } }), env);
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({
      fullName: messages.fullNameTooShort, email: messages.emailInvalid, password: messages.passwordTooShort, confirmPassword: messages.passwordsDoNotMatch,
    });
    act(() => result.current.form.setField('fullName', 'Ann'));
    expect(result.current.form.fieldErrors.fullName).toBeUndefined();
  });

  it('puts an existing account on the e-mail field and other errors in the alert', async () => {
    const env = createTestEnv({ 'POST /api/auth/signup': { status: 409, body: { detail: 'User already registered' } } });
    const { result } = renderWithApi(() => useSignUp({ initialValues: valid }), env);
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors.email).toBe(messages.accountExists);
    expect(result.current.errorMessage).toBeNull();
    env.api.route('POST /api/auth/signup', { status: 500, body: { detail: 'Database down' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe('Database down');
  });

  it('stores the sign-up data and redirects to /?signup=success after 2 s on web', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const env = createTestEnv({ 'POST /api/auth/signup': { body: { user: { id: 'n1', email: valid.email, full_name: 'Ann' }, message: 'ok' } } });
      const { result } = renderWithApi(() => useSignUp({ initialValues: valid }), env, '/signup');
      await act(async () => { await result.current.submit(); });
      expect(result.current).toMatchObject({ status: 'success', successMessage: messages.signUpSuccess });
      expect(env.api.calls[0]?.body).toEqual({ email: valid.email, password: valid.password, full_name: 'Ann' });
      expect(env.session.dump()).toMatchObject({ signup_email: valid.email, signup_full_name: 'Ann', signup_source: 'web' });
      await act(() => vi.advanceTimersByTimeAsync(1999));
      expect(lastLocation.current.pathname).toBe('/signup');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(lastLocation.current.pathname + lastLocation.current.search).toBe('/?signup=success');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes to the pending verification page on mobile', async () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) Mobile');
    try {
      const env = createTestEnv({ 'POST /api/auth/signup': { body: { user: { id: 'n1', email: valid.email, full_name: 'Ann' }, message: 'ok' } } });
      const { result } = renderWithApi(() => useSignUp({ initialValues: valid }), env, '/signup?source=mobile');
      await act(async () => { await result.current.submit(); });
      await waitFor(() => expect(lastLocation.current.pathname).toBe('/verify-email'));
      expect(lastLocation.current.search).toBe('?pending=true&email=ann%40example.com');
      expect(env.session.getItem('signup_source')).toBe('mobile');
    } finally {
      ua.mockRestore();
    }
  });
});

describe('useSignOut', () => {
  it('clears session and the whole cache even when the call fails; user B never sees user A data', async () => {
    const env = createTestEnv({
      'POST /api/auth/signout': { status: 500, body: { detail: 'boom' } },
      'GET /api/subscription/current': (req) => ({ body: { subscription_id: req.headers.Authorization === 'Bearer tok-a' ? 'sub-of-A' : 'sub-of-B' } }),
    });
    env.signInAs({ id: 'a', email: 'a@x.io' });
    function Probe() {
      const auth = useAuth();
      const client = useApiClient('Probe');
      const id = auth.status === 'signedIn' ? userKey(auth.user) : null;
      const { data } = useSWR(id ? keys.subscription(id) : null, () => client.subscription.current());
      const out = useSignOut();
      return (
        <div>
          <span data-testid="sub">{data?.subscription_id ?? 'none'}</span>
          <span data-testid="status">{out.status}:{out.error?.message}</span>
          <button onClick={() => out.mutate()}>out</button>
        </div>
      );
    }
    render(<Probe />, { wrapper: wrapperFor(env) });
    await screen.findByText('sub-of-A');
    await act(async () => { screen.getByText('out').click(); });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error:boom'));
    expect(screen.getByTestId('sub').textContent).toBe('none');
    expect(env.local.getItem('auth_token')).toBeNull();
    expect(env.local.getItem('refresh_token')).toBeNull();
    const seen: string[] = [];
    const obs = new MutationObserver(() => seen.push(screen.getByTestId('sub').textContent ?? ''));
    obs.observe(screen.getByTestId('sub'), { childList: true, characterData: true, subtree: true });
    act(() => { env.signInAs({ id: 'b', email: 'b@x.io' }); });
    await screen.findByText('sub-of-B');
    obs.disconnect();
    expect(seen).not.toContain('sub-of-A');
  });

  it('succeeds and signs out', async () => {
    const env = createTestEnv({ 'POST /api/auth/signout': { body: {} } });
    env.signInAs({});
    const { result } = renderWithApi(() => ({ out: useSignOut(), auth: useAuth() }), env);
    await act(async () => { await result.current.out.mutateAsync(); });
    expect(result.current.out.status).toBe('success');
    expect(result.current.auth.status).toBe('signedOut');
  });
});

describe('usePasswordReset / useConfirmReset', () => {
  it('requires an e-mail, reports failure and success', async () => {
    const env = createTestEnv({ 'POST /api/auth/reset-password': { status: 500, body: {} } });
    const { result } = renderWithApi(() => usePasswordReset(), env);
    await act(async () => { await result.current.submit('  '); });
    expect(result.current).toMatchObject({ status: 'error', errorMessage: messages.resetEmailRequired, form: { fieldErrors: { email: messages.resetEmailRequired } } });
    expect(env.api.calls).toHaveLength(0);
    await act(async () => { await result.current.submit('a@b.co'); });
    expect(result.current.errorMessage).toBe(messages.resetFailed);
    env.api.route('POST /api/auth/reset-password', { body: { message: 'sent' } });
    await act(async () => { await result.current.submit('a@b.co'); });
    expect(result.current).toMatchObject({ status: 'success', successMessage: messages.resetSent, errorMessage: null });
    expect(env.api.calls.at(-1)?.body).toEqual({ email: 'a@b.co' });
  });

  it('checks the new password with the sign-up rules and sends it with the token', async () => {
    const env = createTestEnv({ 'POST /api/auth/reset-password/confirm': { body: { message: 'ok' } } });
    const { result } = renderWithApi(() => useConfirmReset('tok'), env);
    act(() => { result.current.form.setField('password', 'short'); result.current.form.setField('confirmPassword', 'other'); });
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ password: messages.passwordTooShort, confirmPassword: messages.passwordsDoNotMatch });
    act(() => { result.current.form.setField('password', 'longenough'); result.current.form.setField('confirmPassword', 'longenough'); });
    await act(async () => { await result.current.submit(); });
    expect(result.current.status).toBe('success');
    expect(env.api.calls.at(-1)?.body).toEqual({ token: 'tok', password: 'longenough' });
    env.api.route('POST /api/auth/reset-password/confirm', { status: 400, body: { detail: 'Reset link expired' } });
    await act(async () => { await result.current.submit(); });
    expect(result.current.errorMessage).toBe('Reset link expired');
  });

  it('without the link token says the link is invalid and sends nothing', async () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useConfirmReset(null), env);
    act(() => { result.current.form.setField('password', 'longenough'); result.current.form.setField('confirmPassword', 'longenough'); });
    await act(async () => { expect(await result.current.submit()).toBeUndefined(); });
    expect(result.current).toMatchObject({ status: 'error', errorMessage: messages.verificationLinkInvalid, hasToken: false });
    expect(env.api.calls).toHaveLength(0);
  });
});
