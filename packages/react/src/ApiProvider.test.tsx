import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, retryDelay } from '@pt/api';
import { useApiClient } from './useApiClient';
import { useApiQuery } from './internal/useApiQuery';
import { useAuth } from './hooks/useAuth';
import { swrDefaults } from './swrDefaults';
import { isRetryableError } from './internal/retry';
import { createTestEnv, renderWithApi } from '../test/testClient';

describe('useApiClient', () => {
  it('names the calling hook outside <ApiProvider>', () => {
    expect(() => renderHook(() => useApiClient('useSession'))).toThrow('useSession must be used inside <ApiProvider>');
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used inside <ApiProvider>');
  });

  it('returns the provided client', () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useApiClient('x'), env);
    expect(result.current).toBe(env.client);
  });
});

describe('retry policy', () => {
  it('backs off min(1000 x 2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries only server, network and timeout errors', () => {
    expect(isRetryableError(new ApiError('x', 'http', 'server', 503))).toBe(true);
    expect(isRetryableError(new ApiError('x', 'network', 'network', 0))).toBe(true);
    expect(isRetryableError(new ApiError('x', 'timeout', 'timeout', 0))).toBe(true);
    expect(isRetryableError(new ApiError('x', 'parse', 'parse', 502))).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 422, 429]) expect(isRetryableError(new ApiError('x', 'http', 'http', s))).toBe(false);
    expect(isRetryableError(new ApiError('x', 'aborted', 'aborted', 0))).toBe(false);
    expect(isRetryableError(new Error('boom'))).toBe(false);
  });

  it('schedules at most 3 retries', () => {
    vi.useFakeTimers();
    try {
      const revalidate = vi.fn(async () => true);
      const err = new ApiError('down', 'http', 'server', 500);
      const cfg = { errorRetryCount: 3 } as Parameters<NonNullable<typeof swrDefaults.onErrorRetry>>[2];
      for (const retryCount of [1, 2, 3, 4]) swrDefaults.onErrorRetry!(err, 'k', cfg, revalidate, { retryCount, dedupe: true });
      vi.advanceTimersByTime(999);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(3000);
      expect(revalidate).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(60_000);
      expect(revalidate).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('repeats a failing GET on 5xx up to 3 times and never on 4xx', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const env = createTestEnv({ 'GET /api/subscription/plans': { status: 503, body: { detail: 'down' } }, 'GET /api/auth/me': { status: 400, body: { detail: 'bad' } } });
      renderWithApi(() => {
        useApiQuery('t', ['plans'], (c) => c.subscription.plans(), 'failed');
        useApiQuery('t', ['me'], (c) => c.auth.me(), 'failed');
      }, env);
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(env.api.count('GET', '/api/subscription/plans')).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(env.api.count('GET', '/api/subscription/plans')).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(env.api.count('GET', '/api/subscription/plans')).toBe(4);
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(env.api.count('GET', '/api/subscription/plans')).toBe(4);
      expect(env.api.count('GET', '/api/auth/me')).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cache and users', () => {
  it('clears the cache when another tab signs the user out', async () => {
    const env = createTestEnv({ 'GET /api/auth/me': () => ({ body: { id: 'x', email: 'a' } }) });
    env.signInAs({ id: 'a' });
    const { result } = renderWithApi(() => useApiQuery('t', ['me'], (c) => c.auth.me(), 'failed'), env);
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => {
      env.local.removeItem('auth_token');
      env.events.dispatchStorage('auth_token');
    });
    await waitFor(() => expect(result.current.data).toBeUndefined());
  });

  it('a user change with no data hook mounted yet (SWR not bound) clears without error', () => {
    const env = createTestEnv();
    env.signInAs({ id: 'a' });
    const { result } = renderWithApi(() => useAuth(), env);
    expect(result.current.status).toBe('signedIn');
    act(() => {
      env.local.removeItem('auth_token');
      env.events.dispatchStorage('auth_token');
    });
    expect(result.current.status).toBe('signedOut');
  });

  it("a data hook shows loading until SWR is bound to the provider's cache, then reads it", async () => {
    const env = createTestEnv({ 'GET /api/subscription/plans': { body: [{ id: 'p1' }] } });
    const { result } = renderWithApi(() => useApiQuery('t', ['plans'], (c) => c.subscription.plans(), 'failed'), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: [{ id: 'p1' }] }));
    expect(env.api.count('GET', '/api/subscription/plans')).toBe(1);
  });
});
