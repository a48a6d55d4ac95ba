import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { notificationMessages, type Notification } from '@pt/api';
import { NOTIFICATIONS_POLL_MS, useNotifications } from './useNotifications';
import { createTestEnv, pagedRoute, renderWithApi, type Reply } from '../../test/testClient';

const note = (id: string, read = false): Notification => ({ id, title: `T${id}`, body: 'b', read, created_at: '2026-06-01T12:00:00Z', kind: 'price_alert' });

function deferred() {
  let send: (r: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => { send = resolve; });
  return { promise, send };
}

afterEach(() => { vi.useRealTimers(); });

describe('useNotifications', () => {
  it('reads the list a page at a time and the unread count, with the badge and the bell’s name', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => note(`n${i}`, i > 0));
    const env = createTestEnv({
      'GET /api/notifications/': pagedRoute(() => rows),
      'GET /api/notifications/unread-count': { body: { unread: 120 } },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useNotifications(), env);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.notifications).toHaveLength(20);
    expect(result.current).toMatchObject({ unread: 120, badge: '99+', label: 'Notifications, 99+ unread', hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.notifications.map((n) => n.id)).toEqual(rows.map((n) => n.id)));
    expect(result.current.hasMore).toBe(false);
    expect(env.api.calls.filter((c) => c.path.startsWith('/api/notifications/?')).map((c) => c.path)).toEqual(['/api/notifications/?limit=20', '/api/notifications/?limit=20&cursor=20']);
  });

  it('reads nothing signed out', async () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useNotifications(), env);
    expect(result.current.status).toBe('idle');
    expect(result.current.badge).toBe('');
    expect(env.api.calls).toHaveLength(0);
  });

  it('marks one read at once, keeps it when the server agrees, and puts it back when it refuses', async () => {
    let unread = 2;
    let reply = deferred();
    const env = createTestEnv({
      'GET /api/notifications/': pagedRoute(() => [note('n1', unread < 2), note('n2')]),
      'GET /api/notifications/unread-count': () => ({ body: { unread } }),
      'POST /api/notifications/n1/read': () => reply.promise,
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useNotifications(), env);
    await waitFor(() => expect(result.current.unread).toBe(2));

    act(() => result.current.markRead.mutate('n1'));
    await waitFor(() => expect(result.current.unread).toBe(1));
    expect(result.current.notifications[0]?.read).toBe(true);
    unread = 1;
    await act(async () => { reply.send({ body: note('n1', true) }); });
    await waitFor(() => expect(result.current.markRead.status).toBe('success'));
    expect(result.current.unread).toBe(1);

    unread = 1;
    reply = deferred();
    env.api.route('POST /api/notifications/n2/read', () => reply.promise);
    act(() => result.current.markRead.mutate('n2'));
    await waitFor(() => expect(result.current.unread).toBe(0));
    await act(async () => { reply.send({ status: 500, body: { error: 'down' } }); });
    await waitFor(() => expect(result.current.markRead.status).toBe('error'));
    expect(result.current.unread).toBe(1);
    expect(result.current.notifications.find((n) => n.id === 'n2')?.read).toBe(false);
    expect(result.current.markErrorMessage).toBe(notificationMessages.markReadFailed);
  });

  it('marks all read at once', async () => {
    let unread = 3;
    const reply = deferred();
    const env = createTestEnv({
      'GET /api/notifications/': pagedRoute(() => [note('n1', !unread), note('n2', !unread), note('n3', !unread)]),
      'GET /api/notifications/unread-count': () => ({ body: { unread } }),
      'POST /api/notifications/read-all': () => reply.promise,
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useNotifications(), env);
    await waitFor(() => expect(result.current.unread).toBe(3));
    act(() => result.current.markAllRead.mutate());
    await waitFor(() => expect(result.current.unread).toBe(0));
    expect(result.current.notifications.every((n) => n.read)).toBe(true);
    unread = 0;
    await act(async () => { reply.send({ body: { updated: 3 } }); });
    await waitFor(() => expect(result.current.markAllRead.status).toBe('success'));
    expect(result.current.badge).toBe('');
  });

  it('asks again every minute while the tab is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const env = createTestEnv({ 'GET /api/notifications/': pagedRoute(() => []), 'GET /api/notifications/unread-count': { body: { unread: 0 } } });
    env.signInAs({ id: 'u1' });
    renderWithApi(() => useNotifications(), env);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const reads = () => env.api.count('GET', '/api/notifications/unread-count');
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS));
    expect(reads()).toBe(2);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      await act(() => vi.advanceTimersByTimeAsync(3 * NOTIFICATIONS_POLL_MS));
      expect(reads()).toBe(2);
    } finally {
      visibility.mockRestore();
    }
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS));
    expect(reads()).toBe(3);
  });
});
