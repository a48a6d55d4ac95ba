import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import type { Friend, FriendRequests } from '@pt/api';
import { friendsMessages, useFriends } from './useFriends';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const maria: Friend = { id: 'f1', user_id: 'u2', email: 'maria@example.com', full_name: 'Maria Lopez', created_at: '2026-11-01T10:00:00Z' };
const asking: FriendRequests = { incoming: [{ id: 'r1', user_id: 'u3', full_name: 'Priya Raman', created_at: '2026-11-20T12:00:00Z' }], outgoing: [] };

describe('useFriends', () => {
  it('lists friends and requests, and accepting refetches both', async () => {
    let friends: Friend[] = [];
    let requests = asking;
    const env = createTestEnv({
      'GET /api/friends/': () => ({ body: friends }),
      'GET /api/friends/requests': () => ({ body: requests }),
      'POST /api/friends/r1/accept': () => {
        friends = [{ ...maria, id: 'r1', user_id: 'u3', full_name: 'Priya Raman' }];
        requests = { incoming: [], outgoing: [] };
        return { body: friends[0] };
      },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useFriends(), env);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.incoming.map((r) => r.full_name)).toEqual(['Priya Raman']);
    expect(result.current.ownUserId).toBe('u1');
    act(() => result.current.accept('r1'));
    await waitFor(() => expect(result.current.friends.map((f) => f.full_name)).toEqual(['Priya Raman']));
    expect(result.current.incoming).toEqual([]);
  });

  it('sends the trimmed id, and a refusal rejects with the server’s reason', async () => {
    const env = createTestEnv({
      'GET /api/friends/': { body: [maria] },
      'GET /api/friends/requests': { body: { incoming: [], outgoing: [] } },
      'POST /api/friends/': (req) => ((req.body as { user_id: string }).user_id === 'u9'
        ? { status: 201, body: { id: 'r9', user_id: 'u9', status: 'pending', created_at: '2026-11-24T10:00:00Z' } }
        : { status: 404, body: { error: 'No user with that id' } }),
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useFriends(), env);
    await waitFor(() => expect(result.current.friends).toHaveLength(1));
    await act(async () => { await expect(result.current.add('   ')).rejects.toThrow(friendsMessages.idRequired); });
    expect(result.current.addError).toBe(friendsMessages.idRequired);
    await act(async () => { await expect(result.current.add('nobody')).rejects.toBeTruthy(); });
    expect(result.current.addError).toBe('No user with that id');
    await act(async () => { await result.current.add(' u9 '); });
    expect(env.api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ user_id: 'nobody' }, { user_id: 'u9' }]);
    expect(result.current.addMessage).toBe(friendsMessages.requestSent);
    expect(result.current.addError).toBeNull();
  });
});
