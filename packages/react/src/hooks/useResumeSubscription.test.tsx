import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { messages } from '@pt/api';
import { useResumeSubscription } from './useResumeSubscription';
import { useCurrentSubscription } from './useCurrentSubscription';
import { createTestEnv, renderWithApi, type Reply } from '../../test/testClient';

const RESUME = '/api/subscription/resume';
const CURRENT = '/api/subscription/current';
const sub = { subscription_id: 's1', plan_id: 'premium', price_id: 'premium_monthly', billing_cycle: 'monthly', status: 'active', current_period_end: 1736000000, cancel_at_period_end: false };
const cancelling = { ...sub, cancel_at_period_end: true };

/** A signed-in user whose subscription ends at the period end, with the given resume reply. */
function setup(resume: Reply | (() => Promise<Reply>)) {
  const env = createTestEnv({ [`GET ${CURRENT}`]: { body: { subscription: cancelling } }, [`POST ${RESUME}`]: resume });
  env.signInAs({});
  const hook = renderWithApi(() => ({ resume: useResumeSubscription(), cur: useCurrentSubscription() }), env);
  return { env, ...hook };
}

describe('useResumeSubscription', () => {
  it('names itself when used outside <ApiProvider>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useResumeSubscription())).toThrow('useResumeSubscription must be used inside <ApiProvider>');
    } finally {
      vi.mocked(console.error).mockRestore();
    }
  });

  it('starts idle without calling the server', async () => {
    const { env, result } = setup({ body: { subscription: sub } });
    await waitFor(() => expect(result.current.cur.view).not.toBeNull());
    expect(result.current.resume).toMatchObject({ status: 'idle', error: null, message: null, result: undefined });
    expect(env.api.count('POST', RESUME)).toBe(0);
  });

  it('submits, then succeeds with the resumed subscription and no toast text, after refreshing the current subscription', async () => {
    let release: () => void = () => undefined;
    const { env, result } = setup(() => new Promise<Reply>((r) => { release = () => r({ body: { subscription: sub } }); }));
    await waitFor(() => expect(result.current.cur.view).toMatchObject({ canCancel: false, periodEndLabel: messages.endsOn }));
    const reads = env.api.count('GET', CURRENT);
    env.api.route(`GET ${CURRENT}`, { body: { subscription: sub } });

    let pending!: Promise<unknown>;
    act(() => { pending = result.current.resume.resume(); });
    expect(result.current.resume).toMatchObject({ status: 'submitting', error: null, message: null });
    expect(result.current.resume.isBusy()).toBe(true);

    let returned: unknown;
    await act(async () => { release(); returned = await pending; });
    expect(returned).toEqual(sub);
    expect(result.current.resume).toMatchObject({ status: 'success', error: null, message: null, result: sub });
    expect(result.current.resume.isBusy()).toBe(false);
    expect(env.api.calls.filter((c) => c.path === RESUME).map((c) => c.method)).toEqual(['POST']);
    // The refresh is awaited before success: the view already shows the renewal.
    expect(env.api.count('GET', CURRENT)).toBe(reads + 1);
    expect(result.current.cur.view).toMatchObject({ canCancel: true, periodEndLabel: messages.renewsOn });
  });

  it('reports success only once the refreshed subscription has arrived', async () => {
    const { env, result } = setup({ body: { subscription: sub } });
    await waitFor(() => expect(result.current.cur.view).not.toBeNull());
    let deliver: () => void = () => undefined;
    env.api.route(`GET ${CURRENT}`, () => new Promise<Reply>((r) => { deliver = () => r({ body: { subscription: sub } }); }));
    let pending!: Promise<unknown>;
    act(() => { pending = result.current.resume.resume(); });
    await waitFor(() => expect(env.api.count('POST', RESUME)).toBe(1));
    await waitFor(() => expect(env.api.calls.at(-1)).toMatchObject({ method: 'GET', path: CURRENT }));
    expect(result.current.resume.status).toBe('submitting');
    await act(async () => { deliver(); await pending; });
    expect(result.current.resume.status).toBe('success');
    expect(result.current.cur.view).toMatchObject({ canCancel: true });
  });

  it('ignores a second call while one is running: one POST, the second resolves undefined', async () => {
    let release: () => void = () => undefined;
    const { env, result } = setup(() => new Promise<Reply>((r) => { release = () => r({ body: { subscription: sub } }); }));
    await waitFor(() => expect(result.current.cur.view).not.toBeNull());

    let first!: Promise<unknown>;
    act(() => { first = result.current.resume.resume(); });
    await act(async () => { expect(await result.current.resume.resume()).toBeUndefined(); });
    expect(result.current.resume.status).toBe('submitting');
    await act(async () => { release(); await first; });
    expect(env.api.count('POST', RESUME)).toBe(1);
    expect(result.current.resume.status).toBe('success');

    // Once settled, a new call goes through again.
    env.api.route(`POST ${RESUME}`, { body: { subscription: sub } });
    await act(async () => { await result.current.resume.resume(); });
    expect(env.api.count('POST', RESUME)).toBe(2);
  });

  it("shows the server's message and does not retry or refresh", async () => {
    const { env, result } = setup({ status: 400, body: { detail: 'Subscription is not set to cancel' } });
    await waitFor(() => expect(result.current.cur.view).not.toBeNull());
    const reads = env.api.count('GET', CURRENT);
    let returned: unknown = 'unset';
    await act(async () => { returned = await result.current.resume.resume(); });
    expect(returned).toBeUndefined();
    expect(result.current.resume).toMatchObject({ status: 'error', error: 'Subscription is not set to cancel', message: null, result: undefined });
    expect(env.api.count('POST', RESUME)).toBe(1);
    expect(env.api.count('GET', CURRENT)).toBe(reads);
    expect(result.current.cur.view).toMatchObject({ canCancel: false });
  });

  it("shows a server error's body text in the spec 8 order (error field)", async () => {
    const { result } = setup({ status: 500, body: { error: { message: 'Billing provider unavailable' } } });
    await act(async () => { await result.current.resume.resume(); });
    expect(result.current.resume).toMatchObject({ status: 'error', error: 'Billing provider unavailable' });
  });

  it('shows the network error text when the request fails without a message', async () => {
    const { result } = setup(new Error(''));
    await act(async () => { await result.current.resume.resume(); });
    expect(result.current.resume).toMatchObject({ status: 'error', error: messages.networkError });
  });

  it('shows the generic unexpected-error text for a failure that is not an API error', async () => {
    const { env, result } = setup({ body: { subscription: sub } });
    vi.spyOn(env.client.subscription, 'resume').mockRejectedValueOnce(new TypeError('x is undefined'));
    await act(async () => { await result.current.resume.resume(); });
    expect(result.current.resume).toMatchObject({ status: 'error', error: messages.unexpectedTryAgain, message: null });
  });

  it('clears a previous error when retried by the user, and reset() returns to idle', async () => {
    const { env, result } = setup({ status: 400, body: { detail: 'Try later' } });
    await act(async () => { await result.current.resume.resume(); });
    expect(result.current.resume.error).toBe('Try later');
    env.api.route(`POST ${RESUME}`, { body: { subscription: sub } });
    await act(async () => { await result.current.resume.resume(); });
    expect(result.current.resume).toMatchObject({ status: 'success', error: null });
    act(() => result.current.resume.reset());
    expect(result.current.resume).toMatchObject({ status: 'idle', error: null, message: null, result: undefined });
  });
});
