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
    expect(result.current.resume).toMatchObject({ status: 'idle', error: null, errorMessage: null, successMessage: null, data: undefined });
    expect(env.api.count('POST', RESUME)).toBe(0);
  });

  it("submits, then succeeds with the resumed subscription and 'Cancellation Undone', after refreshing the current subscription", async () => {
    let release: () => void = () => undefined;
    const { env, result } = setup(() => new Promise<Reply>((r) => { release = () => r({ body: { subscription: sub } }); }));
    await waitFor(() => expect(result.current.cur.view).toMatchObject({ canCancel: false, periodEndLabel: messages.endsOn }));
    const reads = env.api.count('GET', CURRENT);
    env.api.route(`GET ${CURRENT}`, { body: { subscription: sub } });

    let pending!: Promise<unknown>;
    act(() => { pending = result.current.resume.mutateAsync(); });
    expect(result.current.resume).toMatchObject({ status: 'pending', error: null, errorMessage: null });

    let returned: unknown;
    await act(async () => { release(); returned = await pending; });
    expect(returned).toEqual(sub);
    expect(result.current.resume).toMatchObject({ status: 'success', error: null, successMessage: messages.cancellationUndone, data: sub });
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
    act(() => { pending = result.current.resume.mutateAsync(); });
    await waitFor(() => expect(env.api.count('POST', RESUME)).toBe(1));
    await waitFor(() => expect(env.api.calls.at(-1)).toMatchObject({ method: 'GET', path: CURRENT }));
    expect(result.current.resume.status).toBe('pending');
    await act(async () => { deliver(); await pending; });
    expect(result.current.resume.status).toBe('success');
    expect(result.current.cur.view).toMatchObject({ canCancel: true });
  });

  it('does not send a second call while one is running: one POST, both callers get its answer', async () => {
    let release: () => void = () => undefined;
    const { env, result } = setup(() => new Promise<Reply>((r) => { release = () => r({ body: { subscription: sub } }); }));
    await waitFor(() => expect(result.current.cur.view).not.toBeNull());

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => { first = result.current.resume.mutateAsync(); second = result.current.resume.mutateAsync(); });
    expect(result.current.resume.status).toBe('pending');
    await act(async () => { release(); await first; });
    expect(await second).toEqual(sub);
    expect(env.api.count('POST', RESUME)).toBe(1);
    expect(result.current.resume.status).toBe('success');

    // Once settled, a new call goes through again.
    env.api.route(`POST ${RESUME}`, { body: { subscription: sub } });
    await act(async () => { await result.current.resume.mutateAsync(); });
    expect(env.api.count('POST', RESUME)).toBe(2);
  });

  it("shows the server's message and does not retry or refresh", async () => {
    const { env, result } = setup({ status: 400, body: { detail: 'Subscription is not set to cancel' } });
    await waitFor(() => expect(result.current.cur.view).not.toBeNull());
    const reads = env.api.count('GET', CURRENT);
    let rejected: unknown;
    await act(async () => { rejected = await result.current.resume.mutateAsync().catch((e: unknown) => e); });
    expect(rejected).toMatchObject({ status: 400, message: 'Subscription is not set to cancel' });
    expect(result.current.resume).toMatchObject({ status: 'error', errorMessage: 'Subscription is not set to cancel', successMessage: null, data: undefined });
    expect(env.api.count('POST', RESUME)).toBe(1);
    expect(env.api.count('GET', CURRENT)).toBe(reads);
    expect(result.current.cur.view).toMatchObject({ canCancel: false });
  });

  it("shows a server error's body text in the product §8 order (error field)", async () => {
    const { result } = setup({ status: 500, body: { error: { message: 'Billing provider unavailable' } } });
    await act(async () => { result.current.resume.mutate(); });
    expect(result.current.resume).toMatchObject({ status: 'error', errorMessage: 'Billing provider unavailable' });
  });

  it('shows the network error text when the request fails without a message', async () => {
    const { result } = setup(new Error(''));
    await act(async () => { result.current.resume.mutate(); });
    expect(result.current.resume).toMatchObject({ status: 'error', errorMessage: messages.networkError });
  });

  it('shows the generic unexpected-error text for a failure that is not an API error', async () => {
    const { env, result } = setup({ body: { subscription: sub } });
    vi.spyOn(env.client.subscription, 'resume').mockRejectedValueOnce(new TypeError('x is undefined'));
    await act(async () => { result.current.resume.mutate(); });
    expect(result.current.resume).toMatchObject({ status: 'error', errorMessage: messages.unexpectedTryAgain, successMessage: null });
  });

  it('clears a previous error when retried by the user, and reset() returns to idle', async () => {
    const { env, result } = setup({ status: 400, body: { detail: 'Try later' } });
    await act(async () => { result.current.resume.mutate(); });
    expect(result.current.resume.errorMessage).toBe('Try later');
    env.api.route(`POST ${RESUME}`, { body: { subscription: sub } });
    await act(async () => { await result.current.resume.mutateAsync(); });
    expect(result.current.resume).toMatchObject({ status: 'success', error: null, errorMessage: null });
    act(() => result.current.resume.reset());
    expect(result.current.resume).toMatchObject({ status: 'idle', error: null, errorMessage: null, successMessage: null, data: undefined });
  });
});
