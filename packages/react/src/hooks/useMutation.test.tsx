import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { ApiError } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useMutation } from './useMutation';
import { createTestEnv, renderWithApi } from '../../test/testClient';

/** A promise settled by the test, for calls whose answer arrives later. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('useMutation', () => {
  it('goes idle -> pending (with the variables) -> success (with the data), and mutateAsync resolves the data', async () => {
    const env = createTestEnv({ 'POST /api/affiliate/coupons': (req) => ({ body: { id: 'c1', ...(req.body as object) } }) });
    env.signInAs({});
    const { result } = renderWithApi(() => {
      const client = useApiClient('t');
      return useMutation((code: string) => client.affiliate.createCoupon({ code, commission_rate: 30, discount_rate: 10 }));
    }, env);
    expect(result.current).toMatchObject({ status: 'idle', variables: undefined, data: undefined, error: null });
    let sent!: Promise<unknown>;
    act(() => { sent = result.current.mutateAsync('SAVE'); });
    expect(result.current).toMatchObject({ status: 'pending', variables: 'SAVE' });
    await act(async () => { await expect(sent).resolves.toMatchObject({ id: 'c1', code: 'SAVE' }); });
    expect(result.current).toMatchObject({ status: 'success', variables: 'SAVE', data: { id: 'c1', code: 'SAVE' }, error: null });
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });

  it('fails with an ApiError (the server message) and never repeats the write', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const env = createTestEnv({ 'POST /api/subscription/cancel-subscription-simple': { status: 503, body: { detail: 'Try later' } } });
      env.signInAs({});
      const { result } = renderWithApi(() => {
        const client = useApiClient('t');
        return useMutation(() => client.subscription.cancel());
      }, env);
      let rejected: unknown;
      await act(async () => { rejected = await result.current.mutateAsync().catch((e: unknown) => e); });
      expect(rejected).toBeInstanceOf(ApiError);
      expect(result.current).toMatchObject({ status: 'error', error: { message: 'Try later', status: 503 } });
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(env.api.count('POST', '/api/subscription/cancel-subscription-simple')).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns anything else the write throws into an ApiError', async () => {
    const { result } = renderWithApi(() => useMutation(async () => { throw new Error('Card declined'); }), createTestEnv());
    await act(async () => { result.current.mutate(); });
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.message).toBe('Card declined');
  });

  it('does not send a second call while one is pending: both callers get the one answer', async () => {
    const answer = deferred<string>();
    const fn = vi.fn(() => answer.promise);
    const { result } = renderWithApi(() => useMutation(fn), createTestEnv());
    let a!: Promise<string>, b!: Promise<string>;
    act(() => { a = result.current.mutateAsync(); b = result.current.mutateAsync(); });
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => { answer.resolve('done'); await Promise.all([a, b]); });
    await expect(b).resolves.toBe('done');
    act(() => { void result.current.mutateAsync(); });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('ignores the answer of a call that reset() left behind; the newer call decides the state', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const fn = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderWithApi(() => useMutation((v: string) => fn(v) as Promise<string>), createTestEnv());
    let old!: Promise<string>;
    act(() => { old = result.current.mutateAsync('old'); });
    act(() => result.current.reset());
    act(() => { void result.current.mutateAsync('new'); });
    expect(fn).toHaveBeenCalledTimes(2);
    await act(async () => { first.resolve('late'); await old; });
    expect(result.current).toMatchObject({ status: 'pending', variables: 'new' });
    await act(async () => { second.resolve('fresh'); await second.promise; });
    expect(result.current).toMatchObject({ status: 'success', variables: 'new', data: 'fresh' });
  });

  it('a write that ends after its screen closed still answers its caller and revalidates the cache', async () => {
    const answer = deferred<string>();
    const revalidated = vi.fn();
    const { result, unmount } = renderWithApi(() => useMutation(() => answer.promise, { onSuccess: () => revalidated() }), createTestEnv());
    let sent!: Promise<string>;
    act(() => { sent = result.current.mutateAsync(); });
    unmount();
    answer.resolve('saved');
    await expect(sent).resolves.toBe('saved');
    expect(revalidated).toHaveBeenCalledTimes(1);
  });

  it('onSuccess revalidates cached reads through the provider, before success is reported', async () => {
    let plan = 'premium_monthly';
    const env = createTestEnv({
      'GET /api/subscription/current': () => ({ body: { subscription: { subscription_id: 's1', price_id: plan } } }),
      'PUT /api/subscription/update': (req) => { plan = (req.body as { new_price_id: string }).new_price_id; return { body: { subscription: {} } }; },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => {
      const client = useApiClient('t');
      const current = useApiQuery('t', keys.subscription('u1'), (c) => c.subscription.current(), 'failed');
      const change = useMutation((id: string) => client.subscription.update({ new_price_id: id }), {
        onSuccess: (_data, _id, { revalidate }) => revalidate(keys.subscription('u1')),
      });
      return { current, change };
    }, env);
    await waitFor(() => expect(result.current.current.data?.price_id).toBe('premium_monthly'));
    await act(async () => { await result.current.change.mutateAsync('pro_monthly'); });
    expect(result.current.change.status).toBe('success');
    expect(result.current.current.data?.price_id).toBe('pro_monthly');
    expect(env.api.count('GET', '/api/subscription/current')).toBe(2);
  });
});
