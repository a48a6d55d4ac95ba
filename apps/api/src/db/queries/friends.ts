// The SQL of friends (product §16.4): one row per pair of members in `friends`, a request while
// `pending`, a friendship once accepted. Each function is one statement on whatever it is given.
import type { Queryable } from '../Db';

export interface FriendRow { id: string; user_id: string; friend_id: string; status: 'pending' | 'accepted'; created_at: Date; accepted_at: Date | null }

/** An accepted friend as the list shows them: the friendship's id, the other member, since when. */
export interface FriendListRow { id: string; user_id: string; email: string; full_name: string; since: Date }

/** The member's accepted friends, oldest friendship first. */
export const listFriends = (q: Queryable, userId: string): Promise<FriendListRow[]> =>
  q.query<FriendListRow>(
    `SELECT f.id, u.id AS user_id, u.email, u.full_name, COALESCE(f.accepted_at, f.created_at) AS since
       FROM friends f JOIN users u ON u.id = CASE WHEN f.user_id = $1 THEN f.friend_id ELSE f.user_id END
       WHERE (f.user_id = $1 OR f.friend_id = $1) AND f.status = 'accepted'
       ORDER BY since, f.id`,
    [userId],
  );

/** Requests made to the member, with the asker's name, oldest first. */
export const listIncomingFriendRequests = (q: Queryable, userId: string): Promise<{ id: string; user_id: string; full_name: string; created_at: Date }[]> =>
  q.query<{ id: string; user_id: string; full_name: string; created_at: Date }>(
    `SELECT f.id, u.id AS user_id, u.full_name, f.created_at FROM friends f JOIN users u ON u.id = f.user_id
       WHERE f.friend_id = $1 AND f.status = 'pending' ORDER BY f.created_at, f.id`,
    [userId],
  );

/** Requests the member made (ids only), oldest first. */
export const listOutgoingFriendRequests = (q: Queryable, userId: string): Promise<{ id: string; friend_id: string; created_at: Date }[]> =>
  q.query<{ id: string; friend_id: string; created_at: Date }>(
    `SELECT id, friend_id, created_at FROM friends WHERE user_id = $1 AND status = 'pending' ORDER BY created_at, id`,
    [userId],
  );

/** A request from `userId` to `friendId`; null when the pair has a row already (a unique index on the unordered pair). */
export async function insertFriendRequest(q: Queryable, userId: string, friendId: string, now: Date): Promise<FriendRow | null> {
  const rows = await q.query<FriendRow>(
    `INSERT INTO friends (user_id, friend_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (LEAST(user_id, friend_id), GREATEST(user_id, friend_id)) DO NOTHING RETURNING *`,
    [userId, friendId, now],
  );
  return rows[0] ?? null;
}

/** The row of a pair of members, whichever asked. */
export async function findFriendPair(q: Queryable, a: string, b: string): Promise<FriendRow | null> {
  const rows = await q.query<FriendRow>(
    'SELECT * FROM friends WHERE LEAST(user_id, friend_id) = LEAST($1::uuid, $2::uuid) AND GREATEST(user_id, friend_id) = GREATEST($1::uuid, $2::uuid)',
    [a, b],
  );
  return rows[0] ?? null;
}

/** Accepts the pending request to `recipientId` from `requesterId` or with `id`: the row, or null when there is none. */
export async function acceptFriendRequest(
  q: Queryable, o: { recipientId: string; requesterId: string | null; id: string | null; now: Date },
): Promise<FriendRow | null> {
  const rows = await q.query<FriendRow>(
    `UPDATE friends SET status = 'accepted', accepted_at = $3
         WHERE friend_id = $1 AND status = 'pending' AND (user_id = $2 OR id = $4) RETURNING *`,
    [o.recipientId, o.requesterId, o.now, o.id],
  );
  return rows[0] ?? null;
}

/** Deletes a request or friendship the member is part of: whether it went. */
export async function deleteFriendship(q: Queryable, id: string, userId: string): Promise<boolean> {
  return (await q.query<{ id: string }>('DELETE FROM friends WHERE id = $1 AND (user_id = $2 OR friend_id = $2) RETURNING id', [id, userId])).length > 0;
}

/** The other member of an accepted friendship the member is part of, by the friendship's id; null otherwise. */
export async function findAcceptedFriendOf(q: Queryable, friendshipId: string, userId: string): Promise<string | null> {
  const rows = await q.query<{ friend: string }>(
    `SELECT CASE WHEN user_id = $2 THEN friend_id ELSE user_id END AS friend FROM friends
         WHERE id = $1 AND (user_id = $2 OR friend_id = $2) AND status = 'accepted'`,
    [friendshipId, userId],
  );
  return rows[0]?.friend ?? null;
}
