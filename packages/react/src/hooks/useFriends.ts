import { useState } from 'react';
import { serverMessageOr, type Friend, type FriendRequest, type FriendRequests } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { isUserKey, keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/** The friends screen's texts. */
export const friendsMessages = {
  loadFailed: 'Failed to load your friends.',
  idRequired: "Enter your friend's user id",
  addFailed: 'The friend request could not be sent. Please try again.',
  requestSent: 'Friend request sent. You become friends once they accept.',
  nowFriends: 'They had asked you already: you are now friends.',
  actionFailed: 'That did not work. Please try again.',
} as const;

const NO_REQUESTS: FriendRequests = { incoming: [], outgoing: [] };

/**
 * The member's friends (`/api/friends`): accepted `friends`, requests asking you (`incoming`: Accept
 * or Decline) and sent by you (`outgoing`: Cancel), `add(userId)` (the server's refusal, e.g. an
 * unknown id or a request already sent, in `addError`), `accept` and `remove` (decline, cancel and
 * unfriend are one call). Every answer refetches the friends' reads, the shared portfolios too.
 */
export function useFriends() {
  const client = useApiClient('useFriends');
  const userId = useUserId();
  const list = useApiQuery('useFriends', userId ? keys.friends(userId) : null, (c) => c.friends.list(), friendsMessages.loadFailed);
  const requests = useApiQuery('useFriends', userId ? keys.friendRequests(userId) : null, (c) => c.friends.requests(), friendsMessages.loadFailed);
  const [invalid, setInvalid] = useState<string | null>(null);
  const revalidateFriends = (revalidate: (target: (key: unknown) => boolean) => Promise<void>) =>
    revalidate((key) => userId !== null && isUserKey(key, userId, 'friends'));

  const add = useMutation((id: string): Promise<FriendRequest> => client.friends.add({ user_id: id }), {
    onSuccess: (_d, _v, { revalidate }) => revalidateFriends(revalidate),
  });
  const accept = useMutation((id: string): Promise<Friend> => client.friends.accept(id), {
    onSuccess: (_d, _v, { revalidate }) => revalidateFriends(revalidate),
  });
  const remove = useMutation((id: string): Promise<unknown> => client.friends.remove(id), {
    onSuccess: (_d, _v, { revalidate }) => revalidateFriends(revalidate),
  });

  const failed = list.status === 'error' ? list : requests.status === 'error' ? requests : null;
  const loading = !failed && (list.status === 'loading' || list.status === 'idle' || requests.status === 'loading' || requests.status === 'idle');
  return {
    status: failed ? 'error' as const : loading ? 'loading' as const : 'success' as const,
    message: failed ? failed.message : null,
    refresh: async () => { await Promise.all([list.refresh(), requests.refresh()]); },
    friends: list.data ?? [],
    incoming: (requests.data ?? NO_REQUESTS).incoming,
    outgoing: (requests.data ?? NO_REQUESTS).outgoing,
    ownUserId: userId,
    /** Sends a request; rejects when refused, so the add form keeps the id (the reason in `addError`). */
    add: async (id: string): Promise<FriendRequest> => {
      const trimmed = id.trim();
      setInvalid(trimmed ? null : friendsMessages.idRequired);
      if (!trimmed) throw new Error(friendsMessages.idRequired);
      return add.mutateAsync(trimmed);
    },
    adding: add.status === 'pending',
    addError: invalid ?? (add.error ? serverMessageOr(add.error, friendsMessages.addFailed) : null),
    addMessage: add.status === 'success' ? (add.data.status === 'accepted' ? friendsMessages.nowFriends : friendsMessages.requestSent) : null,
    accept: (id: string) => accept.mutate(id),
    remove: (id: string) => remove.mutate(id),
    /** Resolves when removed, rejects with the reason (for a confirmation that stays open). */
    removeAsync: (id: string) => remove.mutateAsync(id),
    busyId: accept.status === 'pending' ? accept.variables : remove.status === 'pending' ? remove.variables : null,
    actionError: accept.error || remove.error ? friendsMessages.actionFailed : null,
  };
}
