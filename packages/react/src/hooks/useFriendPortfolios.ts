import { sharingMessages } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';

/** The portfolios a friend shares (by the friendship's id, `Friend.id`); each opens at its `url`. */
export function useFriendPortfolios(friendshipId: string | null) {
  const userId = useUserId();
  const q = useApiQuery(
    'useFriendPortfolios',
    userId && friendshipId ? keys.friendPortfolios(userId, friendshipId) : null,
    (c) => c.friends.portfolios(friendshipId ?? ''),
    sharingMessages.friendsLoadFailed,
  );
  return { ...q, portfolios: q.data ?? [] };
}
