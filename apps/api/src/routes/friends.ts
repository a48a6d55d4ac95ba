import type { Hono } from 'hono';
import type { Friend, FriendRequest, FriendRequests, IncomingFriendRequest, OutgoingFriendRequest } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { conflict, notFound } from '../lib/http';
import { notify } from '../lib/notify';
import { iso } from '../lib/time';
import { field, invalid, isUuid, parse, readBody } from '../lib/validate';
import { findUserContact, userExists } from '../db/queries/accounts';
import {
  acceptFriendRequest, deleteFriendship, findFriendPair, insertFriendRequest, listFriends, listIncomingFriendRequests, listOutgoingFriendRequests,
  type FriendRow,
} from '../db/queries/friends';

/**
 * Friends: one row per pair of users in `friends`, a request from user_id to friend_id while
 * `pending`, a friendship once friend_id accepts it. Nobody learns another user's e-mail or name
 * by asking: the asker sees only the id they already had until the request is accepted; the one
 * asked sees the asker's name (the asker chose to show it) and gets a notification. Declining,
 * cancelling and unfriending all delete the row (DELETE), and tell nobody.
 *
 *   GET    /api/friends               accepted friends, with e-mail and name
 *   GET    /api/friends/requests      { incoming (with the asker's name), outgoing (ids only) }
 *   POST   /api/friends {user_id}     a request (201); if they had asked you, the friendship (200)
 *   POST   /api/friends/:id/accept    the one asked accepts: the new friend, with e-mail and name
 *   DELETE /api/friends/:id           either user: decline, cancel or unfriend
 */
export function registerFriendRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  async function friendOf(meId: string, row: FriendRow): Promise<Friend> {
    const otherId = row.user_id === meId ? row.friend_id : row.user_id;
    const other = await findUserContact(db, otherId);
    if (!other) throw notFound('User not found');
    return { id: row.id, user_id: otherId, email: other.email, full_name: other.full_name, created_at: iso(row.accepted_at ?? row.created_at) };
  }

  app.get('/api/friends', async (c) => {
    const user = await auth.requireUser(c);
    const rows = await listFriends(db, user.id);
    const res: Friend[] = rows.map((r) => ({ id: r.id, user_id: r.user_id, email: r.email, full_name: r.full_name, created_at: iso(r.since) }));
    return c.json(res);
  });

  app.get('/api/friends/requests', async (c) => {
    const user = await auth.requireUser(c);
    const incoming = await listIncomingFriendRequests(db, user.id);
    const outgoing = await listOutgoingFriendRequests(db, user.id);
    const res: FriendRequests = {
      incoming: incoming.map((r): IncomingFriendRequest => ({ id: r.id, user_id: r.user_id, full_name: r.full_name, created_at: iso(r.created_at) })),
      outgoing: outgoing.map((r): OutgoingFriendRequest => ({ id: r.id, user_id: r.friend_id, created_at: iso(r.created_at) })),
    };
    return c.json(res);
  });

  app.post('/api/friends', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    // The one asked: a string id, not the asker's own (a 400 on `user_id`, product §16.3).
    const { user_id: otherId } = parse<{ user_id: string }>({
      user_id: (v) => {
        const id = field.text({ label: 'user_id', max: 64 })(v);
        return id === user.id ? invalid('You cannot add yourself as a friend') : id;
      },
    }, body);
    const exists = isUuid(otherId) && await userExists(db, otherId);
    if (!exists) throw notFound('User not found');
    const now = clock.now();
    // One row per pair (a unique index on the unordered pair), so requests crossing each other cannot both insert.
    const inserted = await insertFriendRequest(db, user.id, otherId, now);
    if (inserted) {
      await notify(db, otherId, 'Friend request', `${user.full_name} wants to add you as a friend.`, now, 'friend_request');
      const res: FriendRequest = { id: inserted.id, user_id: otherId, status: 'pending', created_at: iso(inserted.created_at) };
      return c.json(res, 201);
    }
    // They had asked first: asking back accepts their request.
    const accepted = await acceptRequest({ recipientId: user.id, recipientName: user.full_name, requesterId: otherId });
    if (accepted) {
      const res: FriendRequest = { id: accepted.id, user_id: otherId, status: 'accepted', created_at: iso(accepted.accepted_at ?? now) };
      return c.json(res, 200);
    }
    const existing = await findFriendPair(db, user.id, otherId);
    throw conflict(existing?.status === 'accepted' ? 'You are already friends' : 'Friend request already sent');
  });

  /** Accepts the pending request of requesterId (or the one with `id`) to recipientId; undefined when there is none. */
  async function acceptRequest(o: { recipientId: string; recipientName: string; requesterId?: string; id?: string }): Promise<FriendRow | undefined> {
    const now = clock.now();
    const row = (await acceptFriendRequest(db, { recipientId: o.recipientId, requesterId: o.requesterId ?? null, id: o.id ?? null, now })) ?? undefined;
    if (row) await notify(db, row.user_id, 'Friend request accepted', `${o.recipientName} accepted your friend request.`, now, 'friend_accepted');
    return row;
  }

  app.post('/api/friends/:id/accept', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    const row = isUuid(id) ? await acceptRequest({ recipientId: user.id, recipientName: user.full_name, id }) : undefined;
    if (!row) throw notFound('Friend request not found');
    return c.json(await friendOf(user.id, row));
  });

  app.delete('/api/friends/:id', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    if (!isUuid(id) || !(await deleteFriendship(db, id, user.id))) throw notFound('Friend not found');
    return c.json({ deleted: true, id });
  });
}
