import type { Hono } from 'hono';
import type { Friend, FriendRequest, FriendRequests, IncomingFriendRequest, OutgoingFriendRequest } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest, conflict, notFound } from '../lib/http';
import { notify } from '../lib/notify';
import { iso } from '../lib/time';
import { isUuid, readBody, reqString } from '../lib/validate';

interface FriendRow { id: string; user_id: string; friend_id: string; status: 'pending' | 'accepted'; created_at: Date; accepted_at: Date | null }

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
    const other = (await db.query<{ email: string; full_name: string }>('SELECT email, full_name FROM users WHERE id = $1', [otherId]))[0];
    if (!other) throw notFound('User not found');
    return { id: row.id, user_id: otherId, email: other.email, full_name: other.full_name, created_at: iso(row.accepted_at ?? row.created_at) };
  }

  app.get('/api/friends', async (c) => {
    const user = await auth.requireUser(c);
    const rows = await db.query<{ id: string; user_id: string; email: string; full_name: string; since: Date }>(
      `SELECT f.id, u.id AS user_id, u.email, u.full_name, COALESCE(f.accepted_at, f.created_at) AS since
       FROM friends f JOIN users u ON u.id = CASE WHEN f.user_id = $1 THEN f.friend_id ELSE f.user_id END
       WHERE (f.user_id = $1 OR f.friend_id = $1) AND f.status = 'accepted'
       ORDER BY since, f.id`,
      [user.id],
    );
    const res: Friend[] = rows.map((r) => ({ id: r.id, user_id: r.user_id, email: r.email, full_name: r.full_name, created_at: iso(r.since) }));
    return c.json(res);
  });

  app.get('/api/friends/requests', async (c) => {
    const user = await auth.requireUser(c);
    const incoming = await db.query<{ id: string; user_id: string; full_name: string; created_at: Date }>(
      `SELECT f.id, u.id AS user_id, u.full_name, f.created_at FROM friends f JOIN users u ON u.id = f.user_id
       WHERE f.friend_id = $1 AND f.status = 'pending' ORDER BY f.created_at, f.id`,
      [user.id],
    );
    const outgoing = await db.query<{ id: string; friend_id: string; created_at: Date }>(
      `SELECT id, friend_id, created_at FROM friends WHERE user_id = $1 AND status = 'pending' ORDER BY created_at, id`,
      [user.id],
    );
    const res: FriendRequests = {
      incoming: incoming.map((r): IncomingFriendRequest => ({ id: r.id, user_id: r.user_id, full_name: r.full_name, created_at: iso(r.created_at) })),
      outgoing: outgoing.map((r): OutgoingFriendRequest => ({ id: r.id, user_id: r.friend_id, created_at: iso(r.created_at) })),
    };
    return c.json(res);
  });

  app.post('/api/friends', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const otherId = reqString(body, 'user_id', { max: 64 });
    if (otherId === user.id) throw badRequest('You cannot add yourself as a friend');
    const exists = isUuid(otherId) && (await db.query('SELECT 1 FROM users WHERE id = $1', [otherId])).length > 0;
    if (!exists) throw notFound('User not found');
    const now = clock.now();
    // One row per pair (a unique index on the unordered pair), so requests crossing each other cannot both insert.
    const inserted = (
      await db.query<FriendRow>(
        `INSERT INTO friends (user_id, friend_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (LEAST(user_id, friend_id), GREATEST(user_id, friend_id)) DO NOTHING RETURNING *`,
        [user.id, otherId, now],
      )
    )[0];
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
    const existing = (await db.query<FriendRow>('SELECT * FROM friends WHERE LEAST(user_id, friend_id) = LEAST($1::uuid, $2::uuid) AND GREATEST(user_id, friend_id) = GREATEST($1::uuid, $2::uuid)', [user.id, otherId]))[0];
    throw conflict(existing?.status === 'accepted' ? 'You are already friends' : 'Friend request already sent');
  });

  /** Accepts the pending request of requesterId (or the one with `id`) to recipientId; undefined when there is none. */
  async function acceptRequest(o: { recipientId: string; recipientName: string; requesterId?: string; id?: string }): Promise<FriendRow | undefined> {
    const now = clock.now();
    const row = (
      await db.query<FriendRow>(
        `UPDATE friends SET status = 'accepted', accepted_at = $3
         WHERE friend_id = $1 AND status = 'pending' AND (user_id = $2 OR id = $4) RETURNING *`,
        [o.recipientId, o.requesterId ?? null, now, o.id ?? null],
      )
    )[0];
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
    const rows = isUuid(id) ? await db.query<{ id: string }>('DELETE FROM friends WHERE id = $1 AND (user_id = $2 OR friend_id = $2) RETURNING id', [id, user.id]) : [];
    if (!rows[0]) throw notFound('Friend not found');
    return c.json({ deleted: true, id });
  });
}
